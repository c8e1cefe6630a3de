import { VOICE_MESSAGES } from '@shared/voices';
import { voiceEndpoints } from '@shared/endpoints/voices';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const USER_VOICES_QUERY_KEY = ['voices'] as const;

/** GET /api/voices: the user's voices, newest first. */
export function useUserVoices() {
  return useQuery({
    queryKey: USER_VOICES_QUERY_KEY,
    queryFn: ({ signal }) =>
      api.call(voiceEndpoints.list, { signal, fallbackMessage: VOICE_MESSAGES.failedToLoad }),
  });
}
