import { BACKGROUND_GENERATION_CREDITS, PODCAST_ASSET_MESSAGES } from '@shared/podcast-assets';
import { useState } from 'react';
import { toast } from 'sonner';
import { NameDescriptionForm } from '../../../components/assets/name-description-form';
import { errorMessage } from '../../../lib/error-messages';
import { useCreatePodcastBackground } from '../api/create-podcast-background';
import {
  checkBackground,
  initialBackgroundForm,
  type BackgroundFormState,
} from '../lib/background-form';

/** The Background Generator's form: name, description, and the 3-credit button. */
export function BackgroundForm({ balance }: { balance: number | null }) {
  const [state, setState] = useState<BackgroundFormState>(initialBackgroundForm);
  const createBackground = useCreatePodcastBackground();

  function submit() {
    const checked = checkBackground(state);
    if (!checked.ok) return void toast.error(checked.message);
    createBackground.mutate(checked.body, {
      onSuccess: () => {
        toast.success(PODCAST_ASSET_MESSAGES.backgroundStarted);
        setState(initialBackgroundForm);
      },
      onError: (error) =>
        toast.error(errorMessage(error, PODCAST_ASSET_MESSAGES.failedToGenerateBackground)),
    });
  }

  return (
    <NameDescriptionForm
      label="Create a background"
      name={state.name}
      description={state.description}
      onNameChange={(name) => setState((current) => ({ ...current, name }))}
      onDescriptionChange={(description) => setState((current) => ({ ...current, description }))}
      namePlaceholder="e.g. Brooklyn loft"
      descriptionPlaceholder="An exposed-brick loft studio with warm Edison bulbs and a leather sofa…"
      cost={BACKGROUND_GENERATION_CREDITS}
      balance={balance}
      submitLabel="Generate Background"
      isPending={createBackground.isPending}
      onSubmit={submit}
    />
  );
}
