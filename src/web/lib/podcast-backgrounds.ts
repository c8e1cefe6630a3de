import { podcastAssetEndpoints } from '@shared/endpoints/podcast-assets';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/**
 * GET /api/podcast-backgrounds, shared by the background generator (which makes them) and the
 * video studio (which uses the ready ones as a podcast set or an Image to Video image): one
 * cache entry, so a background made on one page is known on the other.
 */
export const PODCAST_BACKGROUNDS_QUERY_KEY = ['podcast-backgrounds'] as const;

export const podcastBackgroundsQueryOptions = queryOptions({
  queryKey: PODCAST_BACKGROUNDS_QUERY_KEY,
  queryFn: ({ signal }) => api.call(podcastAssetEndpoints.listBackgrounds, { signal }),
});
