import { orderReportEndpoints } from '@shared/endpoints/order-reports';
import { formatCents, monthOf, REPORT_MONTH_PATTERN } from '@shared/order-reports';
import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { urlOf } from '../../../lib/api';
import { useMonthReport } from '../api/get-reports';
import { FigureTiles } from '../components/figure-tiles';
import { MonthTable } from '../components/month-table';
import { formatCount, formatMonth, formatPercent } from '../lib/display';

/**
 * /admin/reports: the orders opened in a month (UTC) with their figures and the month's
 * totals, and the same as a CSV download. The month lives in the address (?month=YYYY-MM).
 */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = REPORT_MONTH_PATTERN.test(asked) ? asked : monthOf(new Date());
  const report = useMonthReport(month);
  const data = report.data;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="report-month">Month opened (UTC)</Label>
          <Input
            id="report-month"
            type="month"
            className="w-48"
            value={month}
            required
            onChange={(event) => {
              if (REPORT_MONTH_PATTERN.test(event.target.value)) {
                setParams({ month: event.target.value }, { replace: true });
              }
            }}
            data-testid="report-month"
          />
        </div>
        <Button asChild variant="outline">
          <a
            href={urlOf(orderReportEndpoints.monthCsv, { query: { month } })}
            download
            data-testid="report-csv"
          >
            <Download aria-hidden="true" />
            Download CSV
          </a>
        </Button>
      </div>

      <h2 className="text-xl font-semibold">Orders opened in {formatMonth(month)}</h2>

      {report.isPending && <Skeleton className="h-48 w-full" />}
      {report.isError && (
        <p role="alert" className="text-sm text-destructive">
          {report.error.message}
        </p>
      )}
      {data && (
        <>
          <FigureTiles
            className="lg:grid-cols-7"
            figures={[
              { label: 'Orders', value: String(data.totals.orders) },
              { label: 'Clips delivered', value: String(data.totals.clipsDelivered) },
              {
                label: 'Approved on first review',
                value: String(data.totals.approvedFirstTime),
                note: `${formatPercent(data.totals.approvedFirstTimePercent)} of delivered`,
              },
              { label: 'Posted', value: String(data.totals.posted) },
              {
                label: 'Views',
                value: formatCount(data.totals.views),
                note: data.viewsUnavailable ?? undefined,
              },
              {
                label: 'On time',
                value: `${data.totals.onTime} / ${data.totals.onTime + data.totals.late}`,
                note: `${data.totals.late} late`,
              },
              { label: 'Render cost', value: formatCents(data.totals.renderCostCents) },
            ]}
          />
          <Card>
            <CardContent>
              {data.orders.length === 0 ? (
                <p
                  className="py-8 text-center text-sm text-muted-foreground"
                  data-testid="report-empty"
                >
                  No orders were opened in {formatMonth(month)}.
                </p>
              ) : (
                <MonthTable report={data} />
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
