import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { LEADS_QUERY_KEY } from './get-leads';

/** DELETE /api/crm/leads/:id: the lead and its timeline. */
export function useDeleteLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/api/crm/leads/${encodeURIComponent(id)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY }),
  });
}
