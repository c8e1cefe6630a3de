import { crmEndpoints } from '@shared/endpoints/crm';
import { type SendLeadEmailInput } from '@shared/crm-activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { activitiesQueryKey } from './get-activities';
import { LEADS_QUERY_KEY } from './get-leads';
import { leadQueryKey } from './get-lead';

/** POST /api/crm/leads/:id/email: logged on the timeline; a new lead becomes contacted. */
export function useSendLeadEmail(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendLeadEmailInput) =>
      api.call(crmEndpoints.sendEmail, { params: { id: leadId }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(leadQueryKey(leadId), { lead: answer.lead });
      void queryClient.invalidateQueries({ queryKey: activitiesQueryKey(leadId) });
      void queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY });
    },
  });
}
