import { VOICE_MESSAGES, type UserVoice } from '@shared/voices';
import { voiceEndpoints } from '@shared/endpoints/voices';
import { Mic } from 'lucide-react';
import { useId } from 'react';
import { AssetList } from '../../../components/assets/asset-list';
import { DeleteItemButton } from '../../../components/item-actions/delete-item-button';
import { Badge } from '../../../components/ui/badge';
import { USER_VOICES_QUERY_KEY } from '../api/get-voices';
import { voiceSampleUrl } from '../api/get-voice-sample';
import type { SamplePlayer } from '../hooks/use-sample-player';
import type { SamplePhase } from '../lib/sample-player';
import { defaultVoiceDescription } from '../lib/voice-list';
import { SampleButton } from './sample-button';
import { VoiceEngineLabel } from './voice-engine-label';

/** What removing a voice leaves alone. */
const VOICE_DELETE_NOTE = 'Voiceovers already read with it keep their audio.';

interface UserVoiceCardProps {
  voice: UserVoice;
  samplePhase: SamplePhase;
  onToggleSample: () => void;
}

function UserVoiceCard({ voice, samplePhase, onToggleSample }: UserVoiceCardProps) {
  const nameId = useId();
  // A local clone says plainly that it only approximates the sample (issue 29).
  const description = voice.isCloned
    ? (voice.approximation ?? 'Cloned from your sample')
    : defaultVoiceDescription(voice.voiceId);
  return (
    <article
      aria-labelledby={nameId}
      data-testid="user-voice-card"
      className="flex w-full flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={nameId} className="min-w-0 font-semibold tracking-tight break-words">
          {voice.voiceName}
        </h3>
        <Badge variant={voice.isCloned ? 'default' : 'secondary'}>
          {voice.isCloned ? 'Cloned Voice' : 'Default Voice'}
        </Badge>
      </div>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <VoiceEngineLabel engine={voice.engine} />
        <div className="flex flex-wrap items-center gap-1">
          <DeleteItemButton
            kind="voice"
            id={voice.id}
            endpoint={voiceEndpoints.remove}
            name={voice.voiceName}
            queryKeys={[USER_VOICES_QUERY_KEY]}
            note={VOICE_DELETE_NOTE}
          />
          <SampleButton voiceName={voice.voiceName} phase={samplePhase} onToggle={onToggleSample} />
        </div>
      </div>
    </article>
  );
}

interface UserVoiceListProps {
  voices: readonly UserVoice[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  player: SamplePlayer;
}

/** 'Your Voices': the defaults the user added and the voices they cloned, newest first. */
export function UserVoiceList({ voices, isPending, error, onRetry, player }: UserVoiceListProps) {
  return (
    <AssetList
      title="Your Voices"
      items={voices}
      isPending={isPending}
      error={error}
      onRetry={onRetry}
      errorTitle={VOICE_MESSAGES.failedToLoad}
      emptyIcon={Mic}
      emptyText={VOICE_MESSAGES.emptyList}
      gridClassName="grid gap-4 sm:grid-cols-2"
      skeletonClassName="h-36"
      renderItem={(voice) => {
        // Keyed by the row: the same default voice in both sections keeps separate buttons.
        const key = `mine:${voice.id}`;
        return (
          <UserVoiceCard
            voice={voice}
            samplePhase={player.phaseOf(key)}
            onToggleSample={() => player.toggle(key, voiceSampleUrl(voice.id), voice.voiceName)}
          />
        );
      }}
    />
  );
}
