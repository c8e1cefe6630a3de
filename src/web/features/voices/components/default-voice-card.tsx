import { VOICE_MESSAGES, type DEFAULT_VOICES } from '@shared/voices';
import { Check, Plus } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useAddDefaultVoice } from '../api/add-default-voice';
import { voiceFailureMessage } from '../lib/voice-errors';
import { showVoiceError } from '../lib/voice-toasts';
import type { SamplePhase } from '../lib/sample-player';
import { SampleButton } from './sample-button';

interface DefaultVoiceCardProps {
  voice: (typeof DEFAULT_VOICES)[number];
  /** Already in the user's list: the button reads 'Added' and is disabled (spec). */
  added: boolean;
  samplePhase: SamplePhase;
  onToggleSample: () => void;
}

/** One of the six default voices: its blurb, a sample, and Add Voice. */
export function DefaultVoiceCard({
  voice,
  added,
  samplePhase,
  onToggleSample,
}: DefaultVoiceCardProps) {
  const nameId = useId();
  const addVoice = useAddDefaultVoice();

  function add() {
    addVoice.mutate(voice.voiceId, {
      onSuccess: ({ voice: row }) => toast.success(VOICE_MESSAGES.added(row.voiceName)),
      onError: (error) =>
        showVoiceError(voiceFailureMessage(error, VOICE_MESSAGES.failedToAdd), error),
    });
  }

  return (
    <article
      aria-labelledby={nameId}
      data-testid="default-voice-card"
      className="flex w-full flex-col gap-4 rounded-xl border border-border bg-surface p-4 shadow-card"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-soft font-display text-base font-bold text-brand"
        >
          {voice.name.charAt(0)}
        </span>
        <div className="min-w-0">
          <h3 id={nameId} className="font-semibold tracking-tight">
            {voice.name}
          </h3>
          <p className="text-sm text-muted-foreground">{voice.description}</p>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <SampleButton voiceName={voice.name} phase={samplePhase} onToggle={onToggleSample} />
        {added ? (
          <Button size="sm" variant="outline" disabled className="ml-auto">
            <Check aria-hidden="true" />
            Added
          </Button>
        ) : (
          <Button size="sm" className="ml-auto" loading={addVoice.isPending} onClick={add}>
            {!addVoice.isPending && <Plus aria-hidden="true" />}
            Add Voice
          </Button>
        )}
      </div>
    </article>
  );
}
