import { crmEndpoints } from '@shared/endpoints/crm';
import { type CreateActivityInput } from '@shared/crm-activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { activitiesQueryKey } from './get-activities';

/** POST /api/crm/leads/:id/activities */
export function useLogActivity(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateActivityInput) =>
      api.call(crmEndpoints.logActivity, { params: { id: leadId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: activitiesQueryKey(leadId) }),
  });
}
