import {
  DEFAULT_MOTION_PROMPT,
  PRODUCTION_MESSAGES,
  type OrderBrief,
  type ProductionOrderDetail,
} from '@shared/orders-production';
import { ORDER_MESSAGES } from '@shared/orders';
import { ACTIVE_VIDEO_STATUSES, VIDEO_ENGINE_LABELS } from '@shared/videos';
import type { Config } from '../../config.js';
import type { AppTx, Database } from '../../db/client.js';
import type { MediaToolkit } from '../../media/toolkit.js';
import type { DomainEvents } from '../../platform/events/index.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { StoragePort } from '../../platform/storage/index.js';
import type { ScriptWriter } from '../../providers/script/index.js';
import type { VideoEngineRegistry } from '../../providers/video/index.js';
import type { VideosService } from '../videos/index.js';
import { guessRoom, writeClipMetadata } from './metadata-writer.js';
import { localClipMetadata } from './metadata-writer-local.js';
import {
  clipDto,
  effectiveBrief,
  jobCostCents,
  operatorRank,
  productionOrderDto,
} from './production-dto.js';
import {
  clipsToReview,
  findOrderRowForOperator,
  insertClip,
  listClipsWithRenders,
  listOrderRenders,
  listOrdersForOperator,
  markClipsInReview,
  updateClip,
} from './production-repo.js';
import { listOrderClips, listOrderPhotos, lockOrder, orderCounts, updateOrder } from './repo.js';

export interface ProductionDeps {
  config: Pick<Config, 'veo'>;
  database: Database;
  storage: StoragePort;
  media: MediaToolkit;
  engines: Pick<VideoEngineRegistry, 'engineFor'>;
  videos: Pick<VideosService, 'createPlanVideo'>;
  scriptWriter: ScriptWriter;
  events: DomainEvents;
}

/**
 * The operator's production console (issue 28 item 3): every order, and on one order the batch
 * of clips, remakes and the hand-over to the client's review. Admins only (the routes check).
 * Clip jobs are the client's, paid by the plan: no credits move.
 */
export class ProductionService {
  constructor(readonly deps: ProductionDeps) {}

  get #veoModel() {
    return this.deps.config.veo?.model;
  }

  async list() {
    const { db } = this.deps.database;
    const rows = await listOrdersForOperator(db);
    const counts = await orderCounts(
      db,
      rows.map((row) => row.order.id),
    );
    const now = new Date();
    const orders = rows.map((row) => productionOrderDto(row, counts.get(row.order.id)!, now));
    orders.sort((a, b) => {
      const [ga, ka] = operatorRank(a);
      const [gb, kb] = operatorRank(b);
      return ga - gb || ka - kb;
    });
    return { orders };
  }

  async get(orderId: string): Promise<ProductionOrderDetail> {
    const { db } = this.deps.database;
    const { storage } = this.deps;
    const row = await findOrderRowForOperator(db, orderId);
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    const [counts, photos, clips, renders] = await Promise.all([
      orderCounts(db, [orderId]),
      listOrderPhotos(db, orderId),
      listClipsWithRenders(db, orderId),
      listOrderRenders(db, orderId),
    ]);
    const clipOf = new Map(clips.map(({ clip }) => [clip.photoId, clip.id]));
    return {
      order: productionOrderDto(row, counts.get(orderId)!, new Date()),
      brief: effectiveBrief(row),
      photos: await Promise.all(
        photos.map(async (photo) => ({
          id: photo.id,
          name: photo.name,
          url: await storage.signedUrl(photo.storageKey),
          thumbnailUrl: photo.thumbnailKey ? await storage.signedUrl(photo.thumbnailKey) : null,
          clipId: clipOf.get(photo.id) ?? null,
        })),
      ),
      clips: await Promise.all(
        clips.map(({ clip, job }) => clipDto(clip, job, storage, this.#veoModel)),
      ),
      totalCostCents: renders.reduce((sum, job) => sum + jobCostCents(job, this.#veoModel), 0),
      engineLabel: VIDEO_ENGINE_LABELS[this.deps.engines.engineFor('veo')],
    };
  }

  /**
   * "Make the batch": one clip per photo without one, up to the allowance. The order's row lock
   * is held while counting and inserting, so concurrent calls never exceed the allowance.
   */
  async makeBatch(orderId: string): Promise<ProductionOrderDetail> {
    const { db } = this.deps.database;
    const row = await findOrderRowForOperator(db, orderId);
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    const brief = effectiveBrief(row);
    const made = await db.transaction(async (tx) => {
      const order = await this.#lockInProduction(tx, orderId);
      const clips = await listOrderClips(tx, orderId);
      if (clips.length >= order.clipAllowance) throw conflict(PRODUCTION_MESSAGES.allowanceUsed);
      const used = new Set(clips.map((clip) => clip.photoId));
      const photos = (await listOrderPhotos(tx, orderId))
        .filter((photo) => !used.has(photo.id))
        .slice(0, order.clipAllowance - clips.length);
      if (photos.length === 0) throw conflict(PRODUCTION_MESSAGES.noPhotos);
      const titles = new Set(clips.map((clip) => clip.title));
      let position = clips.reduce((max, clip) => Math.max(max, clip.position), 0);
      const inserted = [];
      for (const photo of photos) {
        position += 1;
        const room = guessRoom(photo.name);
        const job = await this.deps.videos.createPlanVideo(tx, order.userId, {
          serviceOrderId: order.id,
          inputImageKey: photo.storageKey,
          prompt: DEFAULT_MOTION_PROMPT,
        });
        // The local writer first (instant, in the lock); the model rewrites after commit.
        const metadata = localClipMetadata({ position, room, brief }, titles);
        titles.add(metadata.title);
        inserted.push(
          await insertClip(tx, {
            orderId: order.id,
            userId: order.userId,
            photoId: photo.id,
            position,
            videoJobId: job.id,
            motionPrompt: DEFAULT_MOTION_PROMPT,
            room,
            ...metadata,
            metadataSource: 'local',
          }),
        );
      }
      return inserted;
    });
    if (this.deps.scriptWriter.engine !== 'local') {
      for (const clip of made) await this.rewrite(orderId, clip.id).catch(() => undefined);
    }
    return this.get(orderId);
  }

  /** A new render of one clip with another motion: it goes back to draft, its old cover goes. */
  async remake(orderId: string, clipId: string, motionPrompt: string) {
    const { db } = this.deps.database;
    const oldCover = await db.transaction(async (tx) => {
      const order = await this.#lockInProduction(tx, orderId);
      const clips = await listClipsWithRenders(tx, orderId);
      const found = clips.find(({ clip }) => clip.id === clipId);
      if (!found) throw notFound(ORDER_MESSAGES.clipNotFound);
      const { clip, job } = found;
      if (clip.reviewStatus === 'approved') throw conflict(PRODUCTION_MESSAGES.notEditable);
      if (job && ACTIVE_VIDEO_STATUSES.includes(job.status)) {
        throw conflict(PRODUCTION_MESSAGES.clipRendering);
      }
      const photo = (await listOrderPhotos(tx, orderId)).find((p) => p.id === clip.photoId);
      if (!photo) throw notFound(ORDER_MESSAGES.photoNotFound);
      const next = await this.deps.videos.createPlanVideo(tx, order.userId, {
        serviceOrderId: order.id,
        inputImageKey: photo.storageKey,
        prompt: motionPrompt,
      });
      await updateClip(tx, clip.id, {
        videoJobId: next.id,
        motionPrompt,
        reviewStatus: 'draft',
        coverKey: null,
        coverSeconds: null,
      });
      return clip.coverKey;
    });
    if (oldCover) await this.deps.storage.delete(oldCover).catch(() => {});
    return this.get(orderId);
  }

  /** The operator's brief (business name, city, style) the metadata is written from. */
  async setBrief(orderId: string, brief: OrderBrief) {
    const { db } = this.deps.database;
    await db.transaction(async (tx) => {
      if (!(await lockOrder(tx, orderId))) throw notFound(ORDER_MESSAGES.notFound);
      const kept = Object.fromEntries(Object.entries(brief).filter(([, value]) => value));
      await updateOrder(tx, orderId, { brief: kept });
    });
    return this.get(orderId);
  }

  /** A clip's metadata written again (the model when configured), distinct from the others'. */
  async rewrite(orderId: string, clipId: string) {
    const { db } = this.deps.database;
    const row = await findOrderRowForOperator(db, orderId);
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    const clips = await listOrderClips(db, orderId);
    const clip = clips.find((candidate) => candidate.id === clipId);
    if (!clip) throw notFound(ORDER_MESSAGES.clipNotFound);
    if (clip.reviewStatus === 'approved') throw conflict(PRODUCTION_MESSAGES.notEditable);
    const facts = { position: clip.position, room: clip.room, brief: effectiveBrief(row) };
    const others = () => new Set(clips.filter((c) => c.id !== clipId).map((c) => c.title));
    const written = await writeClipMetadata(this.deps.scriptWriter, facts, others());
    await db.transaction(async (tx) => {
      await lockOrder(tx, orderId);
      // Titles may have changed while the model wrote: checked again under the lock.
      const now = new Set(
        (await listOrderClips(tx, orderId)).filter((c) => c.id !== clipId).map((c) => c.title),
      );
      const { source, ...metadata } = now.has(written.title)
        ? { ...localClipMetadata(facts, now), source: 'local' }
        : written;
      await updateClip(tx, clipId, { ...metadata, metadataSource: source });
    });
    return this.get(orderId);
  }

  /**
   * Sends the clips waiting (new, remade or asked to change) to the client: each must be
   * rendered and titled. Clips already in review or approved stay as they are.
   */
  async markReady(orderId: string) {
    const { db } = this.deps.database;
    const { events } = this.deps;
    const event = await db.transaction(async (tx) => {
      const order = await this.#lockInProduction(tx, orderId);
      const waiting = await clipsToReview(tx, orderId);
      if (waiting.length === 0) throw conflict(PRODUCTION_MESSAGES.nothingToReview);
      if (waiting.some(({ clip, status }) => status !== 'succeeded' || !clip.title.trim())) {
        throw conflict(PRODUCTION_MESSAGES.notRendered);
      }
      await markClipsInReview(
        tx,
        waiting.map(({ clip }) => clip.id),
      );
      await updateOrder(tx, orderId, { status: 'ready_for_review', readyAt: new Date() });
      return events.publish(tx, 'order.ready_for_review', {
        orderId,
        userId: order.userId,
        clipCount: waiting.length,
      });
    });
    await events.afterCommit('order.ready_for_review', event);
    return this.get(orderId);
  }

  async #lockInProduction(tx: AppTx, orderId: string) {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    if (order.status !== 'in_production') throw conflict(PRODUCTION_MESSAGES.notInProduction);
    return order;
  }
}
