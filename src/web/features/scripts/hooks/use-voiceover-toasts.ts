import { VOICEOVER_MESSAGES, type Voiceover } from '@shared/voiceovers';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { finishedSince } from '../lib/voiceover-display';

/**
 * Says so when a voiceover started or seen working on this page finishes: 'Voiceover ready',
 * or the failure with its reason (the credits come back, which the balance shows by itself).
 */
export function useVoiceoverToasts(voiceovers: readonly Voiceover[] | undefined): void {
  const previous = useRef<readonly Voiceover[]>([]);
  useEffect(() => {
    if (!voiceovers) return;
    for (const { voiceover, outcome } of finishedSince(previous.current, voiceovers)) {
      if (outcome === 'ready') toast.success(VOICEOVER_MESSAGES.ready);
      else toast.error(VOICEOVER_MESSAGES.failed, { description: voiceover.error ?? undefined });
    }
    previous.current = voiceovers;
  }, [voiceovers]);
}
