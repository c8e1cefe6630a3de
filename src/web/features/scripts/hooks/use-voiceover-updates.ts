import { VOICEOVER_UPDATED_EVENT } from '@shared/voiceovers';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/use-live-events';
import { voiceoversQueryKey } from '../api/get-voiceovers';

// The 2 s polling stays as the fallback, so a missed event only makes the list slower.
export { VOICEOVER_UPDATED_EVENT };

/** Re-reads a script's voiceovers as soon as the server says one of them changed. */
export function useVoiceoverUpdates(scriptId: string): void {
  const queryClient = useQueryClient();
  useLiveEvent(VOICEOVER_UPDATED_EVENT, (payload) => {
    if (payload.scriptId !== scriptId) return;
    void queryClient.invalidateQueries({ queryKey: voiceoversQueryKey(scriptId) });
  });
}
