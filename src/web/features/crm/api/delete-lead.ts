import { crmEndpoints } from '@shared/endpoints/crm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { LEADS_QUERY_KEY } from './get-leads';

/** DELETE /api/crm/leads/:id: the lead and its timeline. */
export function useDeleteLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(crmEndpoints.removeLead, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY }),
  });
}
