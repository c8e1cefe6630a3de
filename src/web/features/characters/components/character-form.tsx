import {
  ASSET_NAME_MAX_LENGTH,
  CHARACTER_GENERATION_CREDITS,
  CHARACTER_STYLE_SUGGESTIONS,
  PODCAST_ASSET_MESSAGES,
} from '@shared/podcast-assets';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { NameDescriptionForm } from '../../../components/assets/name-description-form';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/error-messages';
import { useCreatePodcastCharacter } from '../api/create-podcast-character';
import {
  checkCharacter,
  initialCharacterForm,
  type CharacterFormState,
} from '../lib/character-form';

/** The style field: free text, with the suggestions one click away. */
function StyleField({ value, onChange }: { value: string; onChange: (style: string) => void }) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Style</Label>
      <Input
        id={id}
        maxLength={ASSET_NAME_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hintId}
        autoComplete="off"
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        Optional. Suggestions:
      </p>
      <div className="flex flex-wrap gap-1.5" role="group" aria-label="Style suggestions">
        {CHARACTER_STYLE_SUGGESTIONS.map((suggestion) => (
          <button
            key={suggestion}
            type="button"
            aria-pressed={value.trim() === suggestion}
            onClick={() => onChange(suggestion)}
            className={cn(
              'rounded-full border px-2.5 py-1 text-xs font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              value.trim() === suggestion
                ? 'border-brand bg-brand-soft text-brand'
                : 'border-border text-muted-foreground hover:bg-muted hover:text-foreground',
            )}
          >
            {suggestion}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The AI Character Creator's form: name, description, style, and the 3-credit button. */
export function CharacterForm({ balance }: { balance: number | null }) {
  const [state, setState] = useState<CharacterFormState>(initialCharacterForm);
  const createCharacter = useCreatePodcastCharacter();
  const update = (patch: Partial<CharacterFormState>) =>
    setState((current) => ({ ...current, ...patch }));

  function submit() {
    const checked = checkCharacter(state);
    if (!checked.ok) return void toast.error(checked.message);
    createCharacter.mutate(checked.body, {
      onSuccess: () => setState(initialCharacterForm),
      onError: (error) =>
        toast.error(errorMessage(error, PODCAST_ASSET_MESSAGES.failedToGenerateCharacter)),
    });
  }

  return (
    <NameDescriptionForm
      label="Create a podcast host"
      name={state.name}
      description={state.description}
      onNameChange={(name) => update({ name })}
      onDescriptionChange={(description) => update({ description })}
      namePlaceholder="e.g. Maya Chen"
      descriptionPlaceholder="A warm, curious tech journalist in her thirties with short dark hair…"
      cost={CHARACTER_GENERATION_CREDITS}
      balance={balance}
      submitLabel="Generate Character"
      isPending={createCharacter.isPending}
      onSubmit={submit}
    >
      <StyleField value={state.style} onChange={(style) => update({ style })} />
    </NameDescriptionForm>
  );
}
