import { DEFAULT_CHARACTER_STYLE } from '@shared/podcast-assets';
import type { Database } from '../../db/client.js';
import type { ImageEngineRegistry } from '../../providers/image/port.js';
import type { HandlerRegistry, JobContext } from '../../platform/jobs/registry.js';
import type { StoragePort } from '../../platform/storage/port.js';
import { removeWorkDirs } from '../../platform/work-dirs.js';
import type { CreditsService } from '../../platform/credits/index.js';
import { attempt, exhaustedMessage, forget, storePicture } from '../images/work.js';
import { markPaidFailedAndRefunded, savePaidVendorRef } from '../images/paid-rows.js';
import { findAssetForWorker, tableOf, updateAsset, type PodcastAssetKind } from './repo.js';

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
 * studio background (into background-images) with the engine recorded on the row. Failures
 * follow the image jobs' rules; a failed row is refunded exactly once.
 */
export function registerPodcastAssetJobs(
  registry: HandlerRegistry,
  deps: PodcastAssetJobDeps,
): void {
  const worker = new PodcastAssetWorker(deps);
  registry.register(
    'podcast-assets.generate',
    (payload, ctx) => worker.generate(payload.kind, payload.id, ctx),
    {
      onExhausted: async (payload, ctx) => {
        await removeWorkDirs(payload.kind, payload.id);
        await worker.failAndRefund(
          payload.kind,
          payload.id,
          exhaustedMessage(ctx.error, ASSET_FAILED_MESSAGES[payload.kind]),
        );
      },
    },
  );
}

export class PodcastAssetWorker {
  readonly #credits: CreditsService;

  constructor(private readonly deps: PodcastAssetJobDeps) {
    this.#credits = deps.credits;
  }

  async generate(
    kind: PodcastAssetKind,
    id: string,
    ctx: Pick<JobContext, 'signal'>,
  ): Promise<void> {
    const { database, engines, storage } = this.deps;
    const found = await findAssetForWorker(database.db, kind, id);
    if (!found) return;
    const asset = await database.db.transaction((tx) =>
      updateAsset(tx, kind, found, { status: 'running', startedAt: found.startedAt ?? new Date() }),
    );
    if (!asset) return; // ready or failed already: a repeat changes nothing
    const outcome = await attempt(kind, asset.id, ctx.signal, async (workDir) => {
      const artist = engines.artist(asset.engine);
      const request = {
        id: asset.id,
        workDir,
        signal: ctx.signal,
        name: asset.name,
        description: asset.description,
        style: asset.style ?? DEFAULT_CHARACTER_STYLE,
        seed: asset.seed,
        vendorRef: asset.vendorRef,
        saveVendorRef: (ref: string) => savePaidVendorRef(database.db, tableOf(kind), asset, ref),
      };
      const picture =
        kind === 'character'
          ? await artist.generatePortrait(request)
          : await artist.generateBackground(request);
      const bucket = kind === 'character' ? 'character-images' : 'background-images';
      return storePicture(storage, picture, bucket, asset.userId);
    });
    if ('failure' in outcome) return this.failAndRefund(kind, asset.id, outcome.failure);
    const imageKey = outcome.result;
    const ready = await database.db.transaction((tx) =>
      updateAsset(tx, kind, asset, {
        status: 'ready',
        error: null,
        imageKey,
        completedAt: new Date(),
      }),
    );
    if (!ready) await forget(storage, [imageKey]); // failed and refunded meanwhile
  }

  /** Fails the row and returns its credits in one transaction; a repeat changes nothing. */
  async failAndRefund(kind: PodcastAssetKind, id: string, message: string): Promise<void> {
    await this.deps.database.db.transaction(async (tx) => {
      const asset = await findAssetForWorker(tx, kind, id);
      if (!asset) return;
      const failed = await markPaidFailedAndRefunded(tx, tableOf(kind), kind, asset, message);
      if (!failed) return;
      await this.#credits.refund({
        chargeEntryId: asset.chargeEntryId,
        reason: `Refund: the ${kind} could not be made`,
        tx,
      });
    });
  }
}
