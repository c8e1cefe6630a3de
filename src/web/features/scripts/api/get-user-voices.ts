import { VOICE_MESSAGES } from '@shared/voices';
import { voiceEndpoints } from '@shared/endpoints/voices';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * The same key and answer as Voice Setup's list (features/voices/api/get-voices.ts, which a
 * feature may not import), so both pages share one cached copy.
 */
export const USER_VOICES_QUERY_KEY = ['voices'] as const;

/** GET /api/voices: the user's voices, newest first, to choose the voiceover's voice from. */
export function useUserVoices() {
  return useQuery({
    queryKey: USER_VOICES_QUERY_KEY,
    queryFn: ({ signal }) =>
      api.call(voiceEndpoints.list, { signal, fallbackMessage: VOICE_MESSAGES.failedToLoad }),
  });
}
