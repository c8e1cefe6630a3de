import { DEFAULT_VOICES } from '@shared/voices';
import { useId } from 'react';
import { voiceSampleUrl } from '../api/get-voice-sample';
import type { SamplePlayer } from '../hooks/use-sample-player';
import { DefaultVoiceCard } from './default-voice-card';

/** The sample player's key for a default voice's card (its row in 'Your Voices' has its own). */
const defaultSampleKey = (voiceId: string) => `default:${voiceId}`;

interface DefaultVoicesProps {
  /** Voice-service ids of the default voices already in the user's list. */
  addedIds: ReadonlySet<string>;
  player: SamplePlayer;
}

/** 'Default Voices': the six ready-made voices, each to hear and to add. */
export function DefaultVoices({ addedIds, player }: DefaultVoicesProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={titleId} className="text-lg font-semibold tracking-tight">
          Default Voices
        </h2>
        <p className="text-sm text-muted-foreground">
          Listen to a sample, then add the voices you want to narrate with.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {DEFAULT_VOICES.map((voice) => {
          const key = defaultSampleKey(voice.voiceId);
          return (
            <li key={voice.voiceId} className="flex">
              <DefaultVoiceCard
                voice={voice}
                added={addedIds.has(voice.voiceId)}
                samplePhase={player.phaseOf(key)}
                onToggleSample={() => player.toggle(key, voiceSampleUrl(voice.voiceId), voice.name)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
