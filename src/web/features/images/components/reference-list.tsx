import { IMAGE_MESSAGES, type CustomReference } from '@shared/images';
import { UsersRound } from 'lucide-react';
import { AssetList } from '../../../components/assets/asset-list';
import { useCustomReferences } from '../api/get-custom-references';
import { ReferenceCard } from './reference-card';

/** The user's custom characters, newest first, live while any is being built. */
export function ReferenceList({ onUse }: { onUse: (reference: CustomReference) => void }) {
  const references = useCustomReferences();
  return (
    <AssetList
      title="Your Characters"
      items={references.data?.references}
      isPending={references.isPending}
      error={references.error}
      onRetry={() => void references.refetch()}
      errorTitle="Your characters could not be loaded"
      emptyIcon={UsersRound}
      emptyText={IMAGE_MESSAGES.emptyReferences}
      gridClassName="grid gap-4 2xl:grid-cols-2"
      skeletonClassName="h-36"
      renderItem={(reference) => <ReferenceCard reference={reference} onUse={onUse} />}
    />
  );
}
