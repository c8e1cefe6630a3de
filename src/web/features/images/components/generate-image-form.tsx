import {
  IMAGE_MESSAGES,
  IMAGE_QUALITIES,
  IMAGE_SIZES,
  SEED_MAX,
  SEED_MIN,
  type CustomReference,
} from '@shared/images';
import { Coins, Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { toast } from 'sonner';
import { CreditShortfall, shortOfCredits } from '../../../components/credits/credit-shortfall';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { formatCredits } from '../../../lib/credit-packages';
import { errorMessage } from '../../../lib/error-messages';
import { useImagePromptCheck } from '../api/check-image-prompt';
import { useCreateImage } from '../api/create-image';
import { useImageStyles } from '../api/get-image-styles';
import {
  checkGenerate,
  clearedGenerateForm,
  generateCost,
  type GenerateFormState,
} from '../lib/generate-form';
import { sizeLabel } from '../lib/labels';
import { PromptReachNotice } from './prompt-reach-notice';
import { SelectField } from './select-field';

const SIZE_OPTIONS = IMAGE_SIZES.map((size) => ({ value: size, label: sizeLabel(size) }));
const QUALITY_OPTIONS = IMAGE_QUALITIES.map((quality) => ({ value: quality, label: quality }));

interface GenerateImageFormProps {
  state: GenerateFormState;
  onChange: (state: GenerateFormState) => void;
  balance: number | null;
  /** Completed custom references: the ones usable as a character reference. */
  references: readonly CustomReference[];
  promptRef: RefObject<HTMLTextAreaElement | null>;
}

/** "Generate Image": prompt, size, quality, style, seed and reference, the price, and submit. */
export function GenerateImageForm({
  state,
  onChange,
  balance,
  references,
  promptRef,
}: GenerateImageFormProps) {
  const createImage = useCreateImage();
  const styles = useImageStyles();
  const promptId = useId();
  const seedId = useId();
  const seedHintId = useId();
  const shortfallId = useId();

  const cost = generateCost(state);
  // The options keep their values after a submit; only a prompt makes the next image.
  const blank = !state.prompt.trim();
  const insufficient = shortOfCredits(cost, balance, blank);
  // What the engine makes of the prompt, known before paying; a "yes" holds for that prompt only.
  const reach = useImagePromptCheck(state.prompt, state.quality);
  const [confirmedPrompt, setConfirmedPrompt] = useState<string | null>(null);
  const confirmed = reach.check !== null && confirmedPrompt === reach.prompt;
  const unconfirmed = reach.check?.needsConfirmation === true && !confirmed;
  const update = (patch: Partial<GenerateFormState>) => onChange({ ...state, ...patch });

  const styleOptions = [
    { value: '', label: 'No style' },
    ...(styles.data?.styles ?? []).map((style) => ({ value: style.id, label: style.name })),
  ];
  const referenceOptions = [
    { value: '', label: 'None' },
    ...references.map((reference) => ({ value: reference.id, label: reference.name })),
  ];
  const chosenStyle = styles.data?.styles.find((style) => style.id === state.styleId);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createImage.isPending || insufficient || unconfirmed) return;
    const checked = checkGenerate(state);
    if (!checked.ok) return void toast.error(checked.message);
    const body = confirmed ? { ...checked.body, acceptOutOfRange: true } : checked.body;
    createImage.mutate(body, {
      onSuccess: () => {
        toast.success(IMAGE_MESSAGES.generationStarted);
        onChange(clearedGenerateForm(state));
      },
      onError: (error) => toast.error(errorMessage(error, IMAGE_MESSAGES.failedToStart)),
    });
  }

  function submitOnModEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label="Generate an image"
      className="grid gap-4 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <fieldset disabled={createImage.isPending} className="grid min-w-0 gap-4">
        <legend className="sr-only">New image</legend>
        <div className="grid gap-1.5">
          <Label htmlFor={promptId}>Prompt</Label>
          <Textarea
            ref={promptRef}
            id={promptId}
            rows={4}
            required
            value={state.prompt}
            onChange={(event) => update({ prompt: event.target.value })}
            onKeyDown={submitOnModEnter}
            placeholder="Describe the image you want to make…"
            className="min-h-24 resize-y"
          />
          <PromptReachNotice
            check={reach.check}
            confirmed={confirmed}
            onConfirm={(yes) => setConfirmedPrompt(yes ? reach.prompt : null)}
          />
        </div>
        <SelectField
          label="Size"
          value={state.size}
          options={SIZE_OPTIONS}
          onChange={(size) => update({ size: size as GenerateFormState['size'] })}
        />
        <div className="grid grid-cols-2 gap-4">
          <SelectField
            label="Quality"
            value={state.quality}
            options={QUALITY_OPTIONS}
            onChange={(quality) => update({ quality: quality as GenerateFormState['quality'] })}
          />
          <div className="grid content-start gap-1.5">
            <Label htmlFor={seedId}>Seed</Label>
            <Input
              id={seedId}
              type="number"
              inputMode="numeric"
              min={SEED_MIN}
              max={SEED_MAX}
              step={1}
              value={state.seed}
              onChange={(event) => update({ seed: event.target.value })}
              placeholder="Random"
              aria-describedby={seedHintId}
            />
            <p id={seedHintId} className="text-xs text-muted-foreground">
              {formatCredits(SEED_MIN)} to {formatCredits(SEED_MAX)}; empty draws one.
            </p>
          </div>
        </div>
        <SelectField
          label="Style"
          value={state.styleId}
          options={styleOptions}
          onChange={(styleId) => update({ styleId })}
          hint={styles.isError ? 'Styles could not be loaded.' : (chosenStyle?.description ?? null)}
        />
        <SelectField
          label="Character reference"
          value={state.referenceId}
          options={referenceOptions}
          onChange={(referenceId) => update({ referenceId })}
          hint={references.length === 0 ? 'Create one under My Characters.' : null}
        />
        <div className="flex flex-wrap items-center gap-3 border-t border-border pt-4">
          <p
            data-testid="image-cost"
            aria-live="polite"
            className="flex items-center gap-1.5 text-sm text-muted-foreground"
          >
            <Coins className="size-4 text-brand" aria-hidden="true" />
            Cost:{' '}
            <strong className="font-semibold text-foreground tabular-nums">{cost} credits</strong>
          </p>
          <Button
            type="submit"
            className="ml-auto"
            disabled={insufficient || unconfirmed}
            loading={createImage.isPending}
            aria-describedby={insufficient ? shortfallId : undefined}
          >
            {!createImage.isPending && <Sparkles aria-hidden="true" />}
            Generate Image
          </Button>
        </div>
        <CreditShortfall id={shortfallId} cost={cost} balance={balance} blank={blank} />
      </fieldset>
    </form>
  );
}
