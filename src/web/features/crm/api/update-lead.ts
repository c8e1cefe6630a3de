import { crmEndpoints } from '@shared/endpoints/crm';
import { type UpdateLeadInput } from '@shared/crm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { activitiesQueryKey } from './get-activities';
import { LEADS_QUERY_KEY } from './get-leads';
import { leadQueryKey } from './get-lead';

/** PATCH /api/crm/leads/:id; a status change also adds to the timeline, so it is re-read. */
export function useUpdateLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLeadInput) =>
      api.call(crmEndpoints.updateLead, { params: { id }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(leadQueryKey(id), answer);
      void queryClient.invalidateQueries({ queryKey: activitiesQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY });
    },
  });
}
