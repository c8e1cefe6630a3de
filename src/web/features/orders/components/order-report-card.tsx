import { orderReportEndpoints } from '@shared/endpoints/order-reports';
import { REPORT_MESSAGES, TIMELINESS_LABELS, type ClientOrderReport } from '@shared/order-reports';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { api } from '../../../lib/api';

/** GET /api/orders/:id/report: the client's own order's figures (no costs). */
function useOrderReport(orderId: string) {
  return useQuery({
    queryKey: ['orders', orderId, 'report'],
    queryFn: ({ signal }) =>
      api.call(orderReportEndpoints.clientOrder, {
        params: { id: orderId },
        fallbackMessage: REPORT_MESSAGES.failedToLoad,
        signal,
      }),
  });
}

function figuresOf(report: ClientOrderReport): [string, string][] {
  const firstTime =
    report.approvedFirstTimePercent === null ? '' : ` (${report.approvedFirstTimePercent}%)`;
  return [
    ['Clips delivered', `${report.clipsDelivered} of ${report.clipAllowance}`],
    ['Approved on first review', `${report.approvedFirstTime}${firstTime}`],
    ['Posted', String(report.posted)],
    ['Scheduled', String(report.scheduled)],
    ['Views', report.views === null ? '—' : report.views.toLocaleString('en-US')],
    ['Delivery', TIMELINESS_LABELS[report.timeliness]],
  ];
}

/**
 * The client's order report, read only: what was delivered, approved, posted and watched, and
 * whether the clips came on time. Mounted on the client's order page.
 */
export function OrderReportCard({ orderId }: { orderId: string }) {
  const report = useOrderReport(orderId);
  return (
    <Card className="gap-3" data-testid="order-report-card">
      <CardHeader>
        <CardTitle>Report</CardTitle>
      </CardHeader>
      <CardContent>
        {report.isPending && <Skeleton className="h-24 w-full" />}
        {report.isError && (
          <p role="alert" className="text-sm text-destructive">
            {report.error.message}
          </p>
        )}
        {report.data && (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {figuresOf(report.data).map(([label, value]) => (
                <div key={label} className="grid gap-0.5">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            {report.data.viewsUnavailable && (
              <p className="pt-3 text-xs text-muted-foreground">{report.data.viewsUnavailable}</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
