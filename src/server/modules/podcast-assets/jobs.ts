import { DEFAULT_CHARACTER_STYLE } from '@shared/podcast-assets';
import type { Database } from '../../db/client.js';
import type { ImageEngineRegistry } from '../../providers/image/index.js';
import { PaidWork, failedAndRefunded } from '../../platform/paid-work/index.js';
import type { StoragePort } from '../../platform/storage/index.js';
import type { CreditsService } from '../../platform/credits/index.js';
import { forget, storePicture } from '../images/index.js';
import {
  findAssetForWorker,
  saveAssetVendorRef,
  updateAsset,
  type PodcastAssetKind,
  type PodcastAssetRow,
} from './repo.js';

export const ASSET_FAILED_MESSAGES: Record<PodcastAssetKind, string> = {
  character: 'The character could not be generated. Your credits have been refunded.',
  background: 'The background could not be generated. Your credits have been refunded.',
};

export interface PodcastAssetJobDeps {
  database: Database;
  storage: StoragePort;
  engines: ImageEngineRegistry;
  credits: CreditsService;
}

/**
 * `podcast-assets.generate`: one attempt makes a host portrait (into character-images) or a
 * studio background (into background-images) with the engine recorded on the row, through the
 * paid-work life cycle (platform/paid-work); a failed row is refunded exactly once.
 */
export function podcastAssetWork(
  deps: PodcastAssetJobDeps,
): Record<PodcastAssetKind, PaidWork<PodcastAssetRow, string>> {
  return {
    character: podcastAssetGenerations(deps, 'character'),
    background: podcastAssetGenerations(deps, 'background'),
  };
}

/** One kind of podcast asset: the paid-work life cycle on its table's rows. */
export function podcastAssetGenerations(
  deps: PodcastAssetJobDeps,
  kind: PodcastAssetKind,
): PaidWork<PodcastAssetRow, string> {
  const { database, engines, storage } = deps;
  return new PaidWork(
    deps,
    {
      workLabel: kind,
      failedMessage: ASSET_FAILED_MESSAGES[kind],
      findForWorker: (q, id) => findAssetForWorker(q, kind, id),
      markRunning: (tx, asset) =>
        updateAsset(tx, kind, asset, {
          status: 'running',
          startedAt: asset.startedAt ?? new Date(),
        }),
      markSucceeded: (tx, asset, imageKey) =>
        updateAsset(tx, kind, asset, {
          status: 'ready',
          error: null,
          imageKey,
          completedAt: new Date(),
        }),
      markFailed: (tx, asset, message) => updateAsset(tx, kind, asset, failedAndRefunded(message)),
      refundOf: (asset) => ({
        chargeEntryId: asset.chargeEntryId,
        reason: `Refund: the ${kind} could not be made`,
      }),
      discard: (imageKey) => forget(storage, [imageKey]),
    },
    async (asset, workDir, signal) => {
      const artist = engines.artist(asset.engine);
      const request = {
        id: asset.id,
        workDir,
        signal,
        name: asset.name,
        description: asset.description,
        style: asset.style ?? DEFAULT_CHARACTER_STYLE,
        seed: asset.seed,
        vendorRef: asset.vendorRef,
        saveVendorRef: (ref: string) => saveAssetVendorRef(database.db, kind, asset, ref),
      };
      const picture =
        kind === 'character'
          ? await artist.generatePortrait(request)
          : await artist.generateBackground(request);
      const bucket = kind === 'character' ? 'character-images' : 'background-images';
      return storePicture(storage, picture, bucket, asset.userId);
    },
  );
}
