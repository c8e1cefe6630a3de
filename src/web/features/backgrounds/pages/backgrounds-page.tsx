import { podcastAssetEndpoints } from '@shared/endpoints/podcast-assets';
import { ACTIVE_PODCAST_ASSET_STATUSES, PODCAST_ASSET_MESSAGES } from '@shared/podcast-assets';
import { Image } from 'lucide-react';
import { AssetCard } from '../../../components/assets/asset-card';
import { AssetList } from '../../../components/assets/asset-list';
import { DeleteItemButton } from '../../../components/item-actions/delete-item-button';
import { RenameItemButton } from '../../../components/item-actions/rename-item-button';
import { useCreditBalance } from '../../../lib/credit-balance';
import { PODCAST_ASSET_STATUS_DISPLAY, useImageAssetUpdates } from '../../../lib/image-assets';
import { useItemDeletions } from '../../../lib/item-deletions';
import {
  PODCAST_BACKGROUNDS_QUERY_KEY,
  usePodcastBackgrounds,
} from '../api/get-podcast-backgrounds';
import { BackgroundForm } from '../components/background-form';

/** /backgrounds, the Background Generator: describe a studio set, get a 16:9 picture of it. */
export function BackgroundsPage() {
  const { balance } = useCreditBalance();
  const backgrounds = usePodcastBackgrounds();
  useImageAssetUpdates({ background: PODCAST_BACKGROUNDS_QUERY_KEY });
  useItemDeletions({ background: [PODCAST_BACKGROUNDS_QUERY_KEY] });

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          Background Generator
        </h1>
        <p className="max-w-2xl text-muted-foreground">
          Describe a studio set and get a wide background for your podcast clips.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
        <BackgroundForm balance={balance} />
        <AssetList
          title="Your Backgrounds"
          items={backgrounds.data?.backgrounds}
          isPending={backgrounds.isPending}
          error={backgrounds.error}
          onRetry={() => void backgrounds.refetch()}
          errorTitle={PODCAST_ASSET_MESSAGES.failedToLoadBackgrounds}
          emptyIcon={Image}
          emptyText={PODCAST_ASSET_MESSAGES.emptyBackgrounds}
          gridClassName="grid gap-4 sm:grid-cols-2"
          skeletonClassName="h-64"
          renderItem={(background) => (
            <AssetCard
              name={background.name}
              description={background.description}
              imageUrl={background.status === 'ready' ? background.imageUrl : null}
              frame="wide"
              display={PODCAST_ASSET_STATUS_DISPLAY[background.status]}
              engine={background.engine}
              error={background.error}
              testId="podcast-background-card"
              status={background.status}
              actions={
                <>
                  <RenameItemButton
                    endpoint={podcastAssetEndpoints.renameBackground}
                    id={background.id}
                    name={background.name}
                    queryKeys={[PODCAST_BACKGROUNDS_QUERY_KEY]}
                    what="background"
                  />
                  <DeleteItemButton
                    kind="background"
                    id={background.id}
                    endpoint={podcastAssetEndpoints.removeBackground}
                    name={background.name}
                    queryKeys={[PODCAST_BACKGROUNDS_QUERY_KEY]}
                    running={ACTIVE_PODCAST_ASSET_STATUSES.includes(background.status)}
                  />
                </>
              }
            />
          )}
        />
      </div>
    </div>
  );
}
