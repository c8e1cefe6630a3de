import type { PodcastBackground } from '@shared/podcast-assets';
import { useQuery } from '@tanstack/react-query';
import { useImageAssetUpdates } from '../../../lib/image-assets';
import {
  PODCAST_BACKGROUNDS_QUERY_KEY,
  podcastBackgroundsQueryOptions,
} from '../../../lib/podcast-backgrounds';
import type { SavedBackground } from '../lib/prompt-form';

const NO_BACKGROUNDS: readonly SavedBackground[] = [];
const selectReady = (data: { backgrounds: PodcastBackground[] }): SavedBackground[] =>
  data.backgrounds.flatMap((background) =>
    background.status === 'ready' && background.imageUrl
      ? [{ backgroundId: background.id, name: background.name, previewUrl: background.imageUrl }]
      : [],
  );

/**
 * The user's ready saved backgrounds (made at /backgrounds), newest first: offered as the set
 * behind a podcast clip's host and as Image to Video images. One that becomes ready in another
 * tab shows up live.
 */
export function useReadyPodcastBackgrounds(): readonly SavedBackground[] {
  useImageAssetUpdates({ background: PODCAST_BACKGROUNDS_QUERY_KEY });
  const query = useQuery({ ...podcastBackgroundsQueryOptions, select: selectReady });
  return query.data ?? NO_BACKGROUNDS;
}
