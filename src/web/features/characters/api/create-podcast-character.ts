import { podcastAssetEndpoints } from '@shared/endpoints/podcast-assets';
import { type CreateCharacterInput, type PodcastCharacter } from '@shared/podcast-assets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { afterAssetCreated, upsertNewestFirst } from '../../../lib/image-assets';
import { PODCAST_CHARACTERS_QUERY_KEY } from './get-podcast-characters';

/** POST /api/podcast-characters (JSON): the host, queued and charged, shown in the list at once. */
export function useCreatePodcastCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCharacterInput) =>
      api.call(podcastAssetEndpoints.createCharacter, { body }),
    onSuccess: (character) => {
      queryClient.setQueryData<{ characters: PodcastCharacter[] }>(
        PODCAST_CHARACTERS_QUERY_KEY,
        (list) => ({ characters: upsertNewestFirst(list?.characters, character) }),
      );
      afterAssetCreated(queryClient);
    },
  });
}
