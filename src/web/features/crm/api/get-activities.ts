import { crmEndpoints } from '@shared/endpoints/crm';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const activitiesQueryKey = (leadId: string) => ['crm', 'activities', leadId] as const;

/** GET /api/crm/leads/:id/activities: 20 newest, then 20 older at a time ("Show older"). */
export function useActivities(leadId: string) {
  return useInfiniteQuery({
    queryKey: activitiesQueryKey(leadId),
    queryFn: ({ pageParam, signal }) =>
      api.call(crmEndpoints.listActivities, {
        params: { id: leadId },
        query: { before: pageParam },
        fallbackMessage: 'Failed to load the timeline',
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.activities.at(-1)?.id : undefined),
  });
}
