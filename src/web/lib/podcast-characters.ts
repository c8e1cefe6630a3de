import { podcastAssetEndpoints } from '@shared/endpoints/podcast-assets';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/**
 * GET /api/podcast-characters, shared by the character creator (which makes them) and the video
 * studio (whose podcast preset and portrait picker use the ready ones): one cache entry, so a
 * host made on one page is known on the other.
 */
export const PODCAST_CHARACTERS_QUERY_KEY = ['podcast-characters'] as const;

export const podcastCharactersQueryOptions = queryOptions({
  queryKey: PODCAST_CHARACTERS_QUERY_KEY,
  queryFn: ({ signal }) => api.call(podcastAssetEndpoints.listCharacters, { signal }),
});
