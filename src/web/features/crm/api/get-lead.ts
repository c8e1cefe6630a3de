import { CRM_MESSAGES, leadResponseSchema } from '@shared/crm';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const leadQueryKey = (id: string) => ['crm', 'lead', id] as const;

/** GET /api/crm/leads/:id */
export function useLead(id: string) {
  return useQuery({
    queryKey: leadQueryKey(id),
    queryFn: ({ signal }) =>
      api.get(`/api/crm/leads/${encodeURIComponent(id)}`, {
        schema: leadResponseSchema,
        fallbackMessage: CRM_MESSAGES.failedToLoadLead,
        signal,
      }),
    retry: (count, error) => count < 2 && !('status' in error && error.status === 404),
  });
}
