import { ACTIVE_PODCAST_ASSET_STATUSES, podcastBackgroundListSchema } from '@shared/podcast-assets';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pollWhileActive } from '../../../lib/image-assets';

export const PODCAST_BACKGROUNDS_QUERY_KEY = ['podcast-backgrounds'] as const;

/** GET /api/podcast-backgrounds: the user's backgrounds, newest first, polled while any is made. */
export function usePodcastBackgrounds() {
  return useQuery({
    queryKey: PODCAST_BACKGROUNDS_QUERY_KEY,
    queryFn: ({ signal }) =>
      api.get('/api/podcast-backgrounds', { schema: podcastBackgroundListSchema, signal }),
    refetchInterval: (query) =>
      pollWhileActive(query.state.data?.backgrounds, ACTIVE_PODCAST_ASSET_STATUSES),
  });
}
