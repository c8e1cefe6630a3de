import { voiceoverEndpoints } from '@shared/endpoints/voiceovers';
import { VOICEOVER_MESSAGES } from '@shared/voiceovers';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { voiceoverPollInterval } from '../lib/voiceover-display';

/** Not under ['scripts']: re-reading the scripts after an edit need not re-read every list. */
export const voiceoversQueryKey = (scriptId: string) => ['voiceovers', scriptId] as const;

/**
 * GET /api/scripts/:scriptId/voiceovers: one script's voiceovers, newest first. While one is
 * queued or processing the list is re-read every 2 s (live events, use-voiceover-updates.ts,
 * make it sooner), and not at all once every one is done.
 */
export function useVoiceovers(scriptId: string) {
  return useQuery({
    queryKey: voiceoversQueryKey(scriptId),
    queryFn: ({ signal }) =>
      api.call(voiceoverEndpoints.listForScript, {
        params: { scriptId },
        signal,
        fallbackMessage: VOICEOVER_MESSAGES.failedToLoad,
      }),
    refetchInterval: (query) => voiceoverPollInterval(query.state.data?.voiceovers),
  });
}
