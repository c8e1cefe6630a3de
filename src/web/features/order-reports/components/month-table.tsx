import { formatCents, type MonthlyReport } from '@shared/order-reports';
import { ORDER_OPTION_LABELS, ORDER_STATUS_LABELS } from '@shared/orders';
import { Link } from 'react-router';
import { formatCount, formatPercent } from '../lib/display';
import { TimelinessBadge } from './timeliness-badge';

type Row = MonthlyReport['orders'][number];

const reportPath = (row: Row) => `/admin/orders/${row.orderId}/report`;
const firstReview = (row: Pick<Row, 'approvedFirstTime' | 'approvedFirstTimePercent'>) =>
  `${row.approvedFirstTime} (${formatPercent(row.approvedFirstTimePercent)})`;

const HEAD = 'px-2 py-2 font-medium';
const CELL = 'px-2 py-2.5 tabular-nums';

/**
 * The month's orders: a table from tablets up, with the totals as its last row; on a phone the
 * same orders as stacked cards (nine columns cannot be read at 390 px).
 */
export function MonthTable({ report }: { report: MonthlyReport }) {
  const { totals } = report;
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm" data-testid="report-table">
          <thead>
            <tr className="border-b border-border text-left text-xs text-muted-foreground uppercase">
              <th className={`${HEAD} pl-0`}>Order</th>
              <th className={HEAD}>Status</th>
              <th className={`${HEAD} text-right`}>Delivered</th>
              <th className={`${HEAD} text-right`}>First review</th>
              <th className={`${HEAD} text-right`}>Posted</th>
              <th className={`${HEAD} text-right`}>Views</th>
              <th className={HEAD}>On time</th>
              <th className={`${HEAD} pr-0 text-right`}>Render cost</th>
            </tr>
          </thead>
          <tbody>
            {report.orders.map((row) => (
              <tr
                key={row.orderId}
                className="border-b border-border align-top"
                data-testid="report-row"
              >
                <td className="max-w-60 py-2.5 pr-2">
                  <Link
                    to={reportPath(row)}
                    className="block truncate font-medium text-ink hover:underline"
                  >
                    {row.clientName} · #{row.number}
                  </Link>
                  <span className="block truncate text-xs text-muted-foreground">
                    {row.planName} · {ORDER_OPTION_LABELS[row.option]}
                  </span>
                </td>
                <td className="px-2 py-2.5 whitespace-nowrap">{ORDER_STATUS_LABELS[row.status]}</td>
                <td className={`${CELL} text-right`}>
                  {row.clipsDelivered} / {row.clipAllowance}
                </td>
                <td className={`${CELL} text-right whitespace-nowrap`}>{firstReview(row)}</td>
                <td className={`${CELL} text-right`}>{row.posted}</td>
                <td className={`${CELL} text-right`}>{formatCount(row.views)}</td>
                <td className="px-2 py-2.5">
                  <TimelinessBadge timeliness={row.timeliness} hoursTaken={row.hoursTaken} />
                </td>
                <td className={`${CELL} pr-0 text-right`}>{formatCents(row.renderCostCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold" data-testid="report-totals-row">
              <td className="py-2.5 pr-2">
                {totals.orders} {totals.orders === 1 ? 'order' : 'orders'}
              </td>
              <td />
              <td className={`${CELL} text-right`}>{totals.clipsDelivered}</td>
              <td className={`${CELL} text-right whitespace-nowrap`}>{firstReview(totals)}</td>
              <td className={`${CELL} text-right`}>{totals.posted}</td>
              <td className={`${CELL} text-right`}>{formatCount(totals.views)}</td>
              <td className="px-2 py-2.5 whitespace-nowrap">
                {totals.onTime} on time · {totals.late} late
              </td>
              <td className={`${CELL} pr-0 text-right`}>{formatCents(totals.renderCostCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <ul className="grid gap-2 md:hidden" aria-label="Orders">
        {report.orders.map((row) => (
          <li key={row.orderId} data-testid="report-card">
            <Link
              to={reportPath(row)}
              className="grid gap-2 rounded-lg border border-border p-3 hover:bg-muted"
            >
              <span className="flex items-start justify-between gap-2">
                <span className="min-w-0">
                  <span className="block truncate font-medium text-ink">
                    {row.clientName} · #{row.number}
                  </span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {row.planName} · {ORDER_STATUS_LABELS[row.status]}
                  </span>
                </span>
                <TimelinessBadge timeliness={row.timeliness} hoursTaken={row.hoursTaken} />
              </span>
              <span className="grid grid-cols-2 gap-x-3 gap-y-0.5 text-xs text-muted-foreground tabular-nums">
                <span>
                  Delivered {row.clipsDelivered} / {row.clipAllowance}
                </span>
                <span>First review {firstReview(row)}</span>
                <span>Posted {row.posted}</span>
                <span>Views {formatCount(row.views)}</span>
                <span>Cost {formatCents(row.renderCostCents)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
