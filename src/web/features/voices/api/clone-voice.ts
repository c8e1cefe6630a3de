import type { UserVoice } from '@shared/voices';
import { voiceEndpoints } from '@shared/endpoints/voices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { upsertNewestFirst } from '../../../lib/image-assets';
import { USER_VOICES_QUERY_KEY } from './get-voices';

export interface CloneVoiceRequest {
  voiceName: string;
  sample: File;
}

/**
 * POST /api/voices/clone (multipart): the name and the consent first, so a streaming server has
 * them when the sample arrives, then the MP3 in the field `sample`. Answers the new voice and
 * the message to show ('Voice cloning initiated (placeholder for now)' without a voice service).
 */
export function useCloneVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voiceName, sample }: CloneVoiceRequest) => {
      const form = new FormData();
      form.set('voiceName', voiceName);
      // Only sent once the user ticked the box; the server records it with the voice.
      form.set('consent', 'true');
      form.set('sample', sample, sample.name);
      return api.call(voiceEndpoints.clone, { body: form });
    },
    onSuccess: ({ voice }) => {
      queryClient.setQueryData<{ voices: UserVoice[] }>(USER_VOICES_QUERY_KEY, (list) => ({
        voices: upsertNewestFirst(list?.voices, voice),
      }));
      void queryClient.invalidateQueries({ queryKey: USER_VOICES_QUERY_KEY });
    },
  });
}
