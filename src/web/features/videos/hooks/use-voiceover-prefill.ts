import { VOICEOVER_MESSAGES } from '@shared/voiceovers';
import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/error-messages';
import { useVoiceover } from '../api/get-voiceover';
import type { PresetCharacter } from '../lib/podcast-preset';
import type { PromptFormState } from '../lib/prompt-form';
import {
  podcastVoiceoverOf,
  prefillFromVoiceover,
  VOICEOVER_PARAM,
} from '../lib/voiceover-prefill';

interface VoiceoverPrefillOptions {
  setForm: Dispatch<SetStateAction<PromptFormState>>;
  /** The user's ready AI hosts, and whether they have been read yet. */
  characters: readonly PresetCharacter[];
  charactersLoaded: boolean;
  /** Called once the panel holds the voiceover (the panel then shows the clip's options). */
  onApplied: () => void;
}

/**
 * /videos?voiceover=<id> ("Make podcast clip" on /scripts): once the voiceover is read, and
 * the AI hosts too (so the portrait is filled in the same step), the panel becomes a podcast
 * clip of it; an unknown or unfinished voiceover is a toast instead. Applied once per id, then
 * the parameter is dropped, so a reload does not undo the user's edits.
 */
export function useVoiceoverPrefill({
  setForm,
  characters,
  charactersLoaded,
  onApplied,
}: VoiceoverPrefillOptions): void {
  const [search, setSearch] = useSearchParams();
  const voiceoverId = search.get(VOICEOVER_PARAM);
  const { data, error, isFetching } = useVoiceover(voiceoverId);
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
    // A fresh answer, and the hosts too when there is a voiceover to apply.
    const settled = !isFetching && (data ? charactersLoaded : error !== null);
    if (!voiceoverId || appliedFor.current === voiceoverId || !settled) return;
    appliedFor.current = voiceoverId;
    const voiceover = data ? podcastVoiceoverOf(data) : null;
    if (!data) toast.error(errorMessage(error, VOICEOVER_MESSAGES.notFound));
    else if (!voiceover) toast.error(VOICEOVER_MESSAGES.notReady);
    else {
      setForm((current) => prefillFromVoiceover(current, voiceover, characters));
      onApplied();
    }
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(VOICEOVER_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [
    voiceoverId,
    data,
    error,
    isFetching,
    characters,
    charactersLoaded,
    setForm,
    setSearch,
    onApplied,
  ]);
}
