import { activityListResponseSchema } from '@shared/crm-activities';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const activitiesQueryKey = (leadId: string) => ['crm', 'activities', leadId] as const;

/** GET /api/crm/leads/:id/activities: 20 newest, then 20 older at a time ("Show older"). */
export function useActivities(leadId: string) {
  return useInfiniteQuery({
    queryKey: activitiesQueryKey(leadId),
    queryFn: ({ pageParam, signal }) =>
      api.get(`/api/crm/leads/${encodeURIComponent(leadId)}/activities`, {
        query: { before: pageParam },
        schema: activityListResponseSchema,
        fallbackMessage: 'Failed to load the timeline',
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.activities.at(-1)?.id : undefined),
  });
}
