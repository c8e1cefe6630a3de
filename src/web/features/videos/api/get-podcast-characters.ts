import type { PodcastCharacter } from '@shared/podcast-assets';
import { useQuery } from '@tanstack/react-query';
import { useImageAssetUpdates } from '../../../lib/image-assets';
import {
  PODCAST_CHARACTERS_QUERY_KEY,
  podcastCharactersQueryOptions,
} from '../../../lib/podcast-characters';
import { pickReadyCharacters, type PresetCharacter } from '../lib/podcast-preset';

const NO_CHARACTERS: readonly PresetCharacter[] = [];
const selectReady = (data: { characters: PodcastCharacter[] }) =>
  pickReadyCharacters(data.characters);

export interface ReadyPodcastCharacters {
  characters: readonly PresetCharacter[];
  /** False until the list has been read (or could not be): "none yet" is not "none". */
  loaded: boolean;
}

/**
 * The user's ready AI hosts (made at /characters), newest first: what the podcast preset and
 * the portrait picker offer. A host that becomes ready in another tab shows up live.
 */
export function useReadyPodcastCharacters(): ReadyPodcastCharacters {
  useImageAssetUpdates({ character: PODCAST_CHARACTERS_QUERY_KEY });
  const query = useQuery({
    ...podcastCharactersQueryOptions,
    select: selectReady,
  });
  return { characters: query.data ?? NO_CHARACTERS, loaded: !query.isPending };
}
