import type { CustomReference } from '@shared/images';
import { ImagePlus, UsersRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { useCreditBalance } from '../../../lib/credit-balance';
import { useImageAssetUpdates } from '../../../lib/image-assets';
import { useItemDeletions } from '../../../lib/item-deletions';
import { IMAGE_JOBS_QUERY_KEY } from '../api/get-image-jobs';
import { CUSTOM_REFERENCES_QUERY_KEY, useCustomReferences } from '../api/get-custom-references';
import { CreditsCard } from '../components/credits-card';
import { GenerateImageForm } from '../components/generate-image-form';
import { ImageJobList } from '../components/image-job-list';
import { ImagesHeader } from '../components/images-header';
import { ReferenceForm } from '../components/reference-form';
import { ReferenceList } from '../components/reference-list';
import { StudioTabs, tabIds, type StudioTab } from '../../../components/ui/tabs';
import { initialGenerateForm, type GenerateFormState } from '../lib/generate-form';

type ImagesTab = 'generate' | 'characters';

const TABS: readonly StudioTab<ImagesTab>[] = [
  { value: 'generate', label: 'Generate Image', icon: <ImagePlus aria-hidden="true" /> },
  { value: 'characters', label: 'My Characters', icon: <UsersRound aria-hidden="true" /> },
];
const TAB_PREFIX = 'image-studio';
const LAYOUT = 'grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start';

/**
 * /images, the image studio: its own header, the credits card, and two tabs. Both panels stay
 * mounted (the inactive one hidden) so a half-filled form survives a switch; the generate form's
 * state lives here because "Use Character" on the other tab fills it in.
 */
export function ImagesPage() {
  const { balance } = useCreditBalance();
  const [tab, setTab] = useState<ImagesTab>('generate');
  const [form, setForm] = useState<GenerateFormState>(initialGenerateForm);
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const references = useCustomReferences();
  useImageAssetUpdates({ image: IMAGE_JOBS_QUERY_KEY, reference: CUSTOM_REFERENCES_QUERY_KEY });
  useItemDeletions({ image: [IMAGE_JOBS_QUERY_KEY], reference: [CUSTOM_REFERENCES_QUERY_KEY] });

  const completed = (references.data?.references ?? []).filter(
    (reference) => reference.status === 'completed',
  );
  // A chosen reference that is no longer usable (failed, or gone) is not offered or sent.
  const referenceId = completed.some(({ id }) => id === form.referenceId) ? form.referenceId : '';

  function selectCharacter(reference: CustomReference) {
    setForm((current) => ({ ...current, referenceId: reference.id }));
    setTab('generate');
    // After the switch renders: the user goes on with the prompt.
    requestAnimationFrame(() => promptRef.current?.focus());
  }

  const panel = (value: ImagesTab) => {
    const ids = tabIds(TAB_PREFIX, value);
    return { role: 'tabpanel', id: ids.panel, 'aria-labelledby': ids.tab, hidden: tab !== value };
  };

  return (
    <div>
      <ImagesHeader />
      <div className="mx-auto mt-6 grid max-w-6xl gap-6 sm:mt-8">
        <CreditsCard balance={balance} />
        <StudioTabs
          label="Image studio"
          idPrefix={TAB_PREFIX}
          tabs={TABS}
          value={tab}
          onChange={setTab}
        />
        <div {...panel('generate')} className={LAYOUT}>
          <div className="lg:sticky lg:top-24">
            <GenerateImageForm
              state={{ ...form, referenceId }}
              onChange={setForm}
              balance={balance}
              references={completed}
              promptRef={promptRef}
            />
          </div>
          <ImageJobList />
        </div>
        <div {...panel('characters')} className={LAYOUT}>
          <ReferenceForm />
          <ReferenceList onUse={selectCharacter} />
        </div>
      </div>
    </div>
  );
}
