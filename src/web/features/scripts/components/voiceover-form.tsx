import { VOICEOVER_MESSAGES } from '@shared/voiceovers';
import { VOICE_MESSAGES } from '@shared/voices';
import { ChevronDown, Mic, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CreditShortfall, shortOfCredits } from '../../../components/credits/credit-shortfall';
import { Button } from '../../../components/ui/button';
import { fieldClassName } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useCreditBalance } from '../../../lib/credit-balance';
import { errorMessage } from '../../../lib/error-messages';
import { useCreateVoiceover } from '../api/create-voiceover';
import { useUserVoices } from '../api/get-user-voices';
import { focusWasLost } from '../lib/focus';
import { creditsText, voiceoverCostOf } from '../lib/voiceover-text';

interface VoiceoverFormProps {
  scriptId: string;
  scriptTitle: string;
  /** The saved script: what the voice reads and what the price is worked out from. */
  content: string;
}

/**
 * "Create voiceover" on a script: one of the user's voices, and the price on the button before
 * anything is charged. Without a voice yet, the way to Voice Setup instead.
 */
export function VoiceoverForm({ scriptId, scriptTitle, content }: VoiceoverFormProps) {
  const selectId = useId();
  const shortfallId = useId();
  const voices = useUserVoices();
  const { balance } = useCreditBalance();
  const createVoiceover = useCreateVoiceover();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const submitButton = useRef<HTMLButtonElement>(null);

  // The busy button drops the focus; give it back once it is usable, so Enter works again.
  const { isPending } = createVoiceover;
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !isPending && focusWasLost()) submitButton.current?.focus();
    wasPending.current = isPending;
  }, [isPending]);

  const cost = voiceoverCostOf(content);
  const insufficient = shortOfCredits(cost, balance);
  const list = voices.data?.voices;
  // The newest voice until one is chosen (or if the chosen one has gone).
  const voiceRowId = list?.find((voice) => voice.id === chosenId)?.id ?? list?.[0]?.id;

  if (voices.isPending) return <Skeleton className="h-10 w-full" />;
  if (voices.isError) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-destructive">
        <p>{VOICE_MESSAGES.failedToLoad}</p>
        <Button variant="outline" size="sm" onClick={() => void voices.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!voiceRowId) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
        <p>You have no voices yet.</p>
        <Button asChild variant="outline" size="sm" className="h-9">
          <Link to="/voices">
            <Plus aria-hidden="true" />
            Add a voice
          </Link>
        </Button>
      </div>
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createVoiceover.isPending || insufficient || !voiceRowId) return;
    createVoiceover.mutate(
      { scriptId, voiceRowId },
      {
        onSuccess: () => toast.success(VOICEOVER_MESSAGES.created),
        onError: (error) => toast.error(errorMessage(error, VOICEOVER_MESSAGES.failed)),
      },
    );
  }

  return (
    <form
      noValidate
      aria-label={`Create a voiceover of ${scriptTitle}`}
      onSubmit={handleSubmit}
      className="grid gap-2"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid min-w-0 gap-1.5 sm:flex-1">
          <Label htmlFor={selectId}>Voice</Label>
          <div className="relative">
            <select
              id={selectId}
              value={voiceRowId}
              disabled={createVoiceover.isPending}
              onChange={(event) => setChosenId(event.target.value)}
              className={cn(fieldClassName, 'h-10 cursor-pointer appearance-none py-2 pr-9')}
            >
              {list?.map((voice) => (
                <option key={voice.id} value={voice.id}>
                  {voice.isCloned ? `${voice.voiceName} (cloned)` : voice.voiceName}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
          </div>
        </div>
        <Button
          ref={submitButton}
          type="submit"
          data-testid="voiceover-create"
          loading={createVoiceover.isPending}
          disabled={insufficient}
          aria-describedby={insufficient ? shortfallId : undefined}
          className="w-full sm:w-auto"
        >
          {!createVoiceover.isPending && <Mic aria-hidden="true" />}
          Create voiceover · {creditsText(cost)}
        </Button>
      </div>
      <CreditShortfall id={shortfallId} cost={cost} balance={balance} />
    </form>
  );
}
