import { goHighLevelEndpoints } from '@shared/endpoints/gohighlevel';
import { type DeliveryKind } from '@shared/integration-events';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Re-read while a dialog shows the log: retries land over minutes. */
const REFRESH_MS = 5_000;

/** GET /api/gohighlevel/webhook-deliveries?kind=: the delivery log, newest first. */
export function useGoHighLevelDeliveries(kind: DeliveryKind, enabled: boolean) {
  return useQuery({
    queryKey: ['gohighlevel', 'deliveries', kind],
    queryFn: ({ signal }) =>
      api.call(goHighLevelEndpoints.webhookDeliveries, { query: { kind }, signal }),
    enabled,
    refetchInterval: enabled ? REFRESH_MS : false,
  });
}
