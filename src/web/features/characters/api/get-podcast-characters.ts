import { ACTIVE_PODCAST_ASSET_STATUSES } from '@shared/podcast-assets';
import { useQuery } from '@tanstack/react-query';
import { pollWhileActive } from '../../../lib/image-assets';
import { podcastCharactersQueryOptions } from '../../../lib/podcast-characters';

export { PODCAST_CHARACTERS_QUERY_KEY } from '../../../lib/podcast-characters';

/** The user's AI hosts, newest first, re-read every 5 s while any is being made. */
export function usePodcastCharacters() {
  return useQuery({
    ...podcastCharactersQueryOptions,
    refetchInterval: (query) =>
      pollWhileActive(query.state.data?.characters, ACTIVE_PODCAST_ASSET_STATUSES),
  });
}
