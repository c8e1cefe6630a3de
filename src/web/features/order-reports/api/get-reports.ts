import { orderReportEndpoints } from '@shared/endpoints/order-reports';
import { REPORT_MESSAGES } from '@shared/order-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/admin/order-reports?month=: the orders opened in the month, with totals. */
export function useMonthReport(month: string) {
  return useQuery({
    queryKey: ['admin', 'order-reports', month],
    queryFn: ({ signal }) =>
      api.call(orderReportEndpoints.month, {
        query: { month },
        fallbackMessage: REPORT_MESSAGES.failedToLoad,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/orders/:id/report: one order's figures, clips and render cost. */
export function useOperatorOrderReport(orderId: string) {
  return useQuery({
    queryKey: ['admin', 'order-report', orderId],
    queryFn: ({ signal }) =>
      api.call(orderReportEndpoints.operatorOrder, {
        params: { id: orderId },
        fallbackMessage: REPORT_MESSAGES.failedToLoad,
        signal,
      }),
  });
}
