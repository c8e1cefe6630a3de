import { VOICE_MESSAGES, VOICE_NAME_MAX, VOICE_SAMPLE_ACCEPT } from '@shared/voices';
import { AudioLines, FileAudio, X } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { keepFilesOfKind } from '../../../lib/picked-files';
import { useCloneVoice } from '../api/clone-voice';
import {
  checkCloneForm,
  describeSample,
  initialCloneForm,
  type CloneFormState,
} from '../lib/clone-form';
import { voiceFailureMessage } from '../lib/voice-errors';
import { showVoiceError } from '../lib/voice-toasts';

/**
 * 'Clone Your Voice' (a feature in development, per the spec): a name, an MP3 sample and the
 * consent box. The server checks the file by its content and records the consent.
 */
export function CloneVoiceForm() {
  const [state, setState] = useState<CloneFormState>(initialCloneForm);
  const cloneVoice = useCloneVoice();
  const titleId = useId();
  const nameId = useId();
  const sampleHintId = useId();
  const consentId = useId();
  const update = (patch: Partial<CloneFormState>) =>
    setState((current) => ({ ...current, ...patch }));

  function chooseSample(event: ChangeEvent<HTMLInputElement>) {
    const sample = event.target.files?.[0] ?? null;
    // Lets the same file be chosen again after a reset.
    event.target.value = '';
    if (!sample) return update({ sample: null });
    // Only audio by content is a sample; anything else is refused before it is sent.
    void keepFilesOfKind([sample], 'audio').then(({ kept, refused }) => {
      refused.forEach((message) => toast.error(message));
      update({ sample: kept[0] ?? null });
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (cloneVoice.isPending) return;
    const checked = checkCloneForm(state);
    if (!checked.ok) return showVoiceError(checked.message);
    cloneVoice.mutate(
      { voiceName: checked.voiceName, sample: checked.sample },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          // The spec resets the name and the file; the consent was for that sample, so it goes too.
          setState(initialCloneForm);
        },
        onError: (error) =>
          showVoiceError(voiceFailureMessage(error, VOICE_MESSAGES.failedToClone), error),
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={titleId}
      className="grid gap-4 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="text-lg font-semibold tracking-tight">
            Clone Your Voice
          </h2>
          <Badge variant="warning">In development</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          Upload a clear MP3 of one speaker to make a voice of your own.
        </p>
        <p className="text-sm text-muted-foreground">
          Without a voice service connected, the built-in voice is an approximation: it follows your
          sample&apos;s pitch and pace, not the voice itself.
        </p>
      </div>
      <fieldset disabled={cloneVoice.isPending} className="grid min-w-0 gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={nameId}>Voice Name</Label>
          <Input
            id={nameId}
            required
            maxLength={VOICE_NAME_MAX}
            value={state.voiceName}
            onChange={(event) => update({ voiceName: event.target.value })}
            placeholder="e.g. My podcast voice"
            autoComplete="off"
          />
        </div>
        <div className="grid gap-1.5">
          <span className="text-sm leading-none font-medium">Audio sample</span>
          <label
            className={cn(
              buttonVariants({ variant: 'outline' }),
              'cursor-pointer justify-self-start has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
            )}
          >
            <input
              type="file"
              accept={VOICE_SAMPLE_ACCEPT}
              onChange={chooseSample}
              className="sr-only"
              aria-label="Audio sample (MP3)"
              aria-describedby={sampleHintId}
              required
            />
            <FileAudio aria-hidden="true" />
            Choose MP3
          </label>
          <p id={sampleHintId} className="text-xs text-muted-foreground">
            An MP3 of your voice, ideally a minute or more of clean speech.
          </p>
          {state.sample && (
            <div className="flex min-w-0 items-center gap-2 text-sm">
              <span data-testid="voice-sample-file" className="min-w-0 truncate font-medium">
                {describeSample(state.sample)}
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => update({ sample: null })}
                aria-label="Remove the audio sample"
              >
                <X aria-hidden="true" />
              </Button>
            </div>
          )}
        </div>
        <div className="flex items-start gap-2.5">
          <input
            id={consentId}
            type="checkbox"
            required
            checked={state.consent}
            onChange={(event) => update({ consent: event.target.checked })}
            className="mt-0.5 size-4 shrink-0 accent-brand"
          />
          <Label htmlFor={consentId} className="leading-snug">
            This is my voice, or I have permission to clone it
          </Label>
        </div>
        <Button type="submit" className="justify-self-start" loading={cloneVoice.isPending}>
          {!cloneVoice.isPending && <AudioLines aria-hidden="true" />}
          {cloneVoice.isPending ? 'Uploading...' : 'Clone Voice'}
        </Button>
      </fieldset>
    </form>
  );
}
