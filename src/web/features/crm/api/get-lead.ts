import { crmEndpoints } from '@shared/endpoints/crm';
import { CRM_MESSAGES } from '@shared/crm';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const leadQueryKey = (id: string) => ['crm', 'lead', id] as const;

/** GET /api/crm/leads/:id */
export function useLead(id: string) {
  return useQuery({
    queryKey: leadQueryKey(id),
    queryFn: ({ signal }) =>
      api.call(crmEndpoints.getLead, {
        params: { id },
        fallbackMessage: CRM_MESSAGES.failedToLoadLead,
        signal,
      }),
    retry: (count, error) => count < 2 && !('status' in error && error.status === 404),
  });
}
