import { billingEndpoints } from '@shared/endpoints/billing';
import { ITEM_DELETED_EVENT } from '@shared/deletes';
import { VIDEO_JOB_UPDATED_EVENT } from '@shared/videos';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLiveEvent } from '../../../lib/use-live-events';

const FREE_VIDEOS_QUERY_KEY = ['billing', 'free-videos'] as const;

/**
 * GET /api/billing/free-videos: today's free daily videos left (decision 046). Re-read when a
 * video is created or fails, or one is deleted, in any tab: each can take one or give one back
 * (progress events change nothing).
 */
export function useFreeVideos() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: FREE_VIDEOS_QUERY_KEY });
  useLiveEvent(VIDEO_JOB_UPDATED_EVENT, ({ status, job }) => {
    if (job || status === 'failed') refresh();
  });
  useLiveEvent(ITEM_DELETED_EVENT, refresh);
  return useQuery({
    queryKey: FREE_VIDEOS_QUERY_KEY,
    queryFn: ({ signal }) =>
      api.call(billingEndpoints.freeVideos, {
        fallbackMessage: 'Could not load your free videos',
        signal,
      }),
  });
}
