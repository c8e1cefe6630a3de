import { crmEndpoints } from '@shared/endpoints/crm';
import { type SendGhlMessageInput } from '@shared/crm-activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { activitiesQueryKey } from './get-activities';
import { LEADS_QUERY_KEY } from './get-leads';
import { leadQueryKey } from './get-lead';

/** POST /api/crm/leads/:id/ghl-message: through Go High Level; its calls are on the timeline. */
export function useSendGhlMessage(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendGhlMessageInput) =>
      api.call(crmEndpoints.sendGhlMessage, { params: { id: leadId }, body }),
    // Sent or not, GHL's calls were written on the timeline.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: activitiesQueryKey(leadId) }),
    onSuccess: (answer) => {
      queryClient.setQueryData(leadQueryKey(leadId), { lead: answer.lead });
      void queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY });
    },
  });
}
