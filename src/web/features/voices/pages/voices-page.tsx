import { VOICE_MESSAGES } from '@shared/voices';
import { useEffect } from 'react';
import { useItemDeletions } from '../../../lib/item-deletions';
import { USER_VOICES_QUERY_KEY, useUserVoices } from '../api/get-voices';
import { CloneVoiceForm } from '../components/clone-voice-form';
import { DefaultVoices } from '../components/default-voices';
import { UserVoiceList } from '../components/user-voice-list';
import { useSamplePlayer } from '../hooks/use-sample-player';
import { addedDefaultVoiceIds } from '../lib/voice-list';
import { showVoiceError } from '../lib/voice-toasts';

/**
 * /voices, Voice Setup: hear and add the six default voices, clone your own from an MP3, and
 * see every voice you can narrate with. One sample plays at a time across the page.
 */
export function VoicesPage() {
  const voices = useUserVoices();
  const player = useSamplePlayer();
  useItemDeletions({ voice: [USER_VOICES_QUERY_KEY] });
  const { error, errorUpdatedAt } = voices;

  // The spec's 'Failed to load voices' toast, once per failed load (the list says so too).
  useEffect(() => {
    if (error) showVoiceError(VOICE_MESSAGES.failedToLoad, error);
  }, [error, errorUpdatedAt]);

  return (
    <div className="mx-auto grid max-w-6xl gap-8">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          Voice Setup
        </h1>
        <p className="max-w-2xl text-muted-foreground">
          Pick the voices that read your scripts: add a ready-made one, or clone your own.
        </p>
      </div>
      <DefaultVoices addedIds={addedDefaultVoiceIds(voices.data?.voices)} player={player} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
        <CloneVoiceForm />
        <UserVoiceList
          voices={voices.data?.voices}
          isPending={voices.isPending}
          error={voices.error}
          onRetry={() => void voices.refetch()}
          player={player}
        />
      </div>
      {/* The one player for every sample button; it has no controls of its own to show. */}
      <audio {...player.audioProps} preload="none" hidden data-testid="voice-sample-audio" />
    </div>
  );
}
