import type { DefaultVoiceId, UserVoice } from '@shared/voices';
import { voiceEndpoints } from '@shared/endpoints/voices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { upsertNewestFirst } from '../../../lib/image-assets';
import { USER_VOICES_QUERY_KEY } from './get-voices';

/**
 * POST /api/voices: adds a default voice to the user's list. The new row shows at once (so its
 * card reads 'Added' without waiting), then the list reloads from the server (spec).
 */
export function useAddDefaultVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voiceId: DefaultVoiceId) =>
      api.call(voiceEndpoints.addDefault, { body: { voiceId } }),
    onSuccess: ({ voice }) =>
      queryClient.setQueryData<{ voices: UserVoice[] }>(USER_VOICES_QUERY_KEY, (list) => ({
        voices: upsertNewestFirst(list?.voices, voice),
      })),
    // A 409 means it was added meanwhile (another tab): the reload shows it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_VOICES_QUERY_KEY }),
  });
}
