import { podcastAssetEndpoints } from '@shared/endpoints/podcast-assets';
import { type CreateBackgroundInput, type PodcastBackground } from '@shared/podcast-assets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { afterAssetCreated, upsertNewestFirst } from '../../../lib/image-assets';
import { PODCAST_BACKGROUNDS_QUERY_KEY } from './get-podcast-backgrounds';

/** POST /api/podcast-backgrounds (JSON): queued and charged, shown in the grid at once. */
export function useCreatePodcastBackground() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBackgroundInput) =>
      api.call(podcastAssetEndpoints.createBackground, { body }),
    onSuccess: (background) => {
      queryClient.setQueryData<{ backgrounds: PodcastBackground[] }>(
        PODCAST_BACKGROUNDS_QUERY_KEY,
        (list) => ({ backgrounds: upsertNewestFirst(list?.backgrounds, background) }),
      );
      afterAssetCreated(queryClient);
    },
  });
}
