import { activityResponseSchema, type CreateActivityInput } from '@shared/crm-activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { activitiesQueryKey } from './get-activities';

/** POST /api/crm/leads/:id/activities */
export function useLogActivity(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateActivityInput) =>
      api.post(`/api/crm/leads/${encodeURIComponent(leadId)}/activities`, body, {
        schema: activityResponseSchema,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: activitiesQueryKey(leadId) }),
  });
}
