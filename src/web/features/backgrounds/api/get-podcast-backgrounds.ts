import { ACTIVE_PODCAST_ASSET_STATUSES } from '@shared/podcast-assets';
import { useQuery } from '@tanstack/react-query';
import { pollWhileActive } from '../../../lib/image-assets';
import {
  PODCAST_BACKGROUNDS_QUERY_KEY,
  podcastBackgroundsQueryOptions,
} from '../../../lib/podcast-backgrounds';

export { PODCAST_BACKGROUNDS_QUERY_KEY };

/** GET /api/podcast-backgrounds: the user's backgrounds, newest first, polled while any is made. */
export function usePodcastBackgrounds() {
  return useQuery({
    ...podcastBackgroundsQueryOptions,
    refetchInterval: (query) =>
      pollWhileActive(query.state.data?.backgrounds, ACTIVE_PODCAST_ASSET_STATUSES),
  });
}
