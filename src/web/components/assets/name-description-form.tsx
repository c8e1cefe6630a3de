import { ASSET_DESCRIPTION_MAX_LENGTH, ASSET_NAME_MAX_LENGTH } from '@shared/podcast-assets';
import { Sparkles } from 'lucide-react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { CreditShortfall, shortOfCredits } from '../credits/credit-shortfall';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Textarea } from '../ui/textarea';

interface NameDescriptionFormProps {
  /** The form's accessible name, e.g. "Create a podcast host". */
  label: string;
  name: string;
  description: string;
  onNameChange: (name: string) => void;
  onDescriptionChange: (description: string) => void;
  namePlaceholder: string;
  descriptionPlaceholder: string;
  /** Credits one generation costs: shown on the button (spec). */
  cost: number;
  balance: number | null;
  /** e.g. "Generate Character"; the button reads "Generate Character (3 credits)". */
  submitLabel: string;
  isPending: boolean;
  onSubmit: () => void;
  /** Extra fields after the description (the character's style). */
  children?: ReactNode;
}

/**
 * The character creator's and the background generator's form: a name, a description, the
 * price on the button, and submit disabled (with the reason) when the balance is short.
 */
export function NameDescriptionForm({
  label,
  name,
  description,
  onNameChange,
  onDescriptionChange,
  namePlaceholder,
  descriptionPlaceholder,
  cost,
  balance,
  submitLabel,
  isPending,
  onSubmit,
  children,
}: NameDescriptionFormProps) {
  const nameId = useId();
  const descriptionId = useId();
  const shortfallId = useId();
  // Emptied by a submit (or not started): no shortfall to tell of yet.
  const blank = !name.trim() && !description.trim();
  const insufficient = shortOfCredits(cost, balance, blank);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isPending && !insufficient) onSubmit();
  }

  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={handleSubmit}
      className="grid gap-4 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <fieldset disabled={isPending} className="grid min-w-0 gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={nameId}>Name</Label>
          <Input
            id={nameId}
            required
            maxLength={ASSET_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => onNameChange(event.target.value)}
            placeholder={namePlaceholder}
            autoComplete="off"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={descriptionId}>Description</Label>
          <Textarea
            id={descriptionId}
            required
            rows={4}
            maxLength={ASSET_DESCRIPTION_MAX_LENGTH}
            value={description}
            onChange={(event) => onDescriptionChange(event.target.value)}
            placeholder={descriptionPlaceholder}
            className="min-h-24 resize-y"
          />
        </div>
        {children}
        <Button
          type="submit"
          className="justify-self-start"
          disabled={insufficient}
          loading={isPending}
          aria-describedby={insufficient ? shortfallId : undefined}
        >
          {!isPending && <Sparkles aria-hidden="true" />}
          {submitLabel} ({cost} credits)
        </Button>
        <CreditShortfall id={shortfallId} cost={cost} balance={balance} blank={blank} />
      </fieldset>
    </form>
  );
}
