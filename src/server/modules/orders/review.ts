import type { Readable } from 'node:stream';
import {
  ORDER_REVIEW_MESSAGES,
  type ClipReviewResult,
  type OrderClipList,
} from '@shared/order-review';
import { ORDER_MESSAGES, type OrderSummary } from '@shared/orders';
import type { AppTx, Database, Queryable } from '../../db/client.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { DomainEvent, DomainEvents } from '../../platform/events/index.js';
import type { StoragePort } from '../../platform/storage/index.js';
import { orderSummaryDto } from './dto.js';
import { zipOfClips } from './downloads.js';
import { findOwnOrder, lockOrder, orderCounts, updateOrder, type ServiceOrderRow } from './repo.js';
import { clipFileName, orderClipDto, zipFileName } from './review-dto.js';
import {
  clipTally,
  findVisibleClip,
  listVisibleClips,
  updateClipReview,
  type VisibleClipRow,
} from './review-repo.js';

export interface OrderReviewDeps {
  database: Database;
  storage: StoragePort;
  /** `order.change_requested` and `order.delivered`, published in the answer's transaction. */
  events: DomainEvents;
}

export interface ClipFile {
  body: Readable;
  size: number;
  fileName: string;
}

type Published =
  | { name: 'order.change_requested'; event: DomainEvent<'order.change_requested'> }
  | { name: 'order.delivered'; event: DomainEvent<'order.delivered'> };

/**
 * The client's side of an order (issue 28 item 4). Every call names the signed-in user: an
 * order of someone else, a draft clip or a malformed id is "not found", alike. Answers take
 * the order's row lock, so two answers at once move the order one at a time and the last
 * approval delivers it once.
 */
export class OrderReview {
  constructor(private readonly deps: OrderReviewDeps) {}

  async show(userId: string, orderId: string): Promise<OrderSummary> {
    const { db } = this.deps.database;
    return this.#summary(db, await this.#ownOrder(userId, orderId));
  }

  async clips(userId: string, orderId: string): Promise<OrderClipList> {
    const { db } = this.deps.database;
    const order = await this.#ownOrder(userId, orderId);
    const rows = await listVisibleClips(db, order.id);
    return { clips: await Promise.all(rows.map((row) => orderClipDto(row, this.deps.storage))) };
  }

  async clipFile(userId: string, orderId: string, clipId: string): Promise<ClipFile> {
    const { db } = this.deps.database;
    const order = await this.#ownOrder(userId, orderId);
    const clip = await findVisibleClip(db, order.id, clipId);
    if (!clip) throw notFound(ORDER_MESSAGES.clipNotFound);
    const object = clip.outputKey ? await this.deps.storage.get(clip.outputKey) : null;
    if (!object) throw conflict(ORDER_REVIEW_MESSAGES.videoMissing);
    return { body: object.body, size: object.size, fileName: clipFileName(clip) };
  }

  async zip(userId: string, orderId: string): Promise<{ body: Readable; fileName: string }> {
    const { db } = this.deps.database;
    const order = await this.#ownOrder(userId, orderId);
    const clips = (await listVisibleClips(db, order.id)).filter((clip) => clip.outputKey);
    if (clips.length === 0) throw conflict(ORDER_REVIEW_MESSAGES.nothingToDownload);
    return { body: zipOfClips(this.deps.storage, clips), fileName: zipFileName(order) };
  }

  /** Approves a clip in review; the last one delivers the order (`order.delivered`, once). */
  approve(userId: string, orderId: string, clipId: string): Promise<ClipReviewResult> {
    return this.#answer(userId, orderId, clipId, async (tx, order, clip) => {
      const now = new Date();
      await updateClipReview(tx, clip.id, {
        reviewStatus: 'approved',
        approvedAt: now,
        // Round 1 (or a clip sent before rounds were counted): approved on first review.
        approvedFirstTime: clip.reviewRounds <= 1,
      });
      const tally = await clipTally(tx, order.id);
      if (tally.total === 0 || tally.approved < tally.total) return [];
      await updateOrder(tx, order.id, { status: 'delivered', deliveredAt: now });
      const payload = { orderId: order.id, userId: order.userId };
      return [
        {
          name: 'order.delivered',
          event: await this.deps.events.publish(tx, 'order.delivered', payload),
        },
      ];
    });
  }

  /** A change request: the clip goes back to the operator with the comment, the order too. */
  requestChange(
    userId: string,
    orderId: string,
    clipId: string,
    comment: string,
  ): Promise<ClipReviewResult> {
    return this.#answer(userId, orderId, clipId, async (tx, order, clip) => {
      await updateClipReview(tx, clip.id, {
        reviewStatus: 'changes_requested',
        changeComment: comment,
        changeRequestedAt: new Date(),
      });
      if (order.status !== 'in_production')
        await updateOrder(tx, order.id, { status: 'in_production' });
      const payload = { orderId: order.id, userId: order.userId, clipId: clip.id, comment };
      return [
        {
          name: 'order.change_requested',
          event: await this.deps.events.publish(tx, 'order.change_requested', payload),
        },
      ];
    });
  }

  /**
   * One answer on one clip under the order's row lock: the order must be the user's and the
   * clip in review (else 404 / 409, nothing written); the events it published reach their
   * after-commit subscribers once it committed.
   */
  async #answer(
    userId: string,
    orderId: string,
    clipId: string,
    apply: (tx: AppTx, order: ServiceOrderRow, clip: VisibleClipRow) => Promise<Published[]>,
  ): Promise<ClipReviewResult> {
    const { db } = this.deps.database;
    const { published, result } = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order || order.userId !== userId) throw notFound(ORDER_MESSAGES.notFound);
      const clip = await findVisibleClip(tx, order.id, clipId);
      if (!clip) throw notFound(ORDER_MESSAGES.clipNotFound);
      if (clip.reviewStatus !== 'in_review')
        throw conflict(ORDER_REVIEW_MESSAGES.notInReview(clip.reviewStatus));
      const events = await apply(tx, order, clip);
      const after = (await findOwnOrder(tx, userId, order.id))!;
      const clipAfter = (await findVisibleClip(tx, order.id, clip.id))!;
      return {
        published: events,
        result: {
          clip: await orderClipDto(clipAfter, this.deps.storage),
          order: await this.#summary(tx, after),
        },
      };
    });
    for (const moment of published) {
      if (moment.name === 'order.delivered')
        await this.deps.events.afterCommit(moment.name, moment.event);
      else await this.deps.events.afterCommit(moment.name, moment.event);
    }
    return result;
  }

  async #ownOrder(userId: string, orderId: string): Promise<ServiceOrderRow> {
    const order = await findOwnOrder(this.deps.database.db, userId, orderId);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    return order;
  }

  async #summary(q: Queryable, order: ServiceOrderRow): Promise<OrderSummary> {
    const counts = await orderCounts(q, [order.id]);
    return orderSummaryDto(order, counts.get(order.id)!);
  }
}
