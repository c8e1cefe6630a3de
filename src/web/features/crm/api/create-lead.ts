import { crmEndpoints } from '@shared/endpoints/crm';
import { type CreateLeadInput } from '@shared/crm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { LEADS_QUERY_KEY } from './get-leads';

/** POST /api/crm/leads */
export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLeadInput) => api.call(crmEndpoints.createLead, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY }),
  });
}
