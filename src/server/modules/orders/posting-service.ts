import {
  CONNECT_PATH,
  ORDER_POSTING_MESSAGES,
  type OrderCadence,
  type OrderPosting,
} from '@shared/order-posting';
import type { Config } from '../../config.js';
import type { AppTx, Database } from '../../db/client.js';
import { html } from '../../platform/html.js';
import { AppError, conflict, notFound } from '../../platform/errors.js';
import type { MailPort } from '../../platform/mail/index.js';
import { ORDER_MESSAGES } from '@shared/orders';
import {
  postDto,
  postsOfOrderClips,
  scheduleClipPosts,
  youtubeConnectionState,
  type PostingQueue,
} from '../posting/index.js';
import { findOwnOrder, lockOrder, updateOrder, type ServiceOrderRow } from './repo.js';
import { postingSlots } from './posting-slots.js';
import { approvedClipsOf, clientOf, clipIdsOf, clipWithOrder } from './schedule-repo.js';

export interface OrderPostingDeps {
  config: Pick<Config, 'posting' | 'publicUrl' | 'productName'>;
  database: Database;
  /** posting.upload: the scheduled posts' jobs. */
  postQueue: PostingQueue;
  mail: MailPort;
  now: () => Date;
}

const SETTLED = new Set(['published', 'cancelled', 'failed']);

/**
 * We Post (issue 28): an order's approved clips scheduled on the client's channel, one post
 * each at the order's cadence, with the clip's own title, description, tags and cover. The
 * client sets the cadence before the posts are scheduled; afterwards each post is moved or
 * cancelled on its own (posting's routes), so a cadence change never moves posts silently.
 * A delivered order with no channel waits: the client is mailed a connect link, connects, and
 * presses "Schedule my posts" (an explicit step: they may want to set the time first).
 */
export class OrderPostingService {
  constructor(private readonly deps: OrderPostingDeps) {}

  async view(userId: string, orderId: string): Promise<OrderPosting> {
    const order = await findOwnOrder(this.deps.database.db, userId, orderId);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    return this.#view(order);
  }

  async saveCadence(userId: string, orderId: string, cadence: OrderCadence) {
    const { db } = this.deps.database;
    const order = await findOwnOrder(db, userId, orderId);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    if (order.variant !== 'inclusive') throw conflict(ORDER_POSTING_MESSAGES.notWePost);
    if (order.status === 'posting' || order.status === 'done') {
      throw conflict(ORDER_POSTING_MESSAGES.alreadyScheduled);
    }
    const saved = await updateOrder(db, order.id, {
      postTime: cadence.postTime,
      postTimeZone: cadence.postTimeZone,
      postsPerDay: cadence.postsPerDay,
    });
    return this.#view(saved);
  }

  /** "Schedule my posts": the client's own, once their channel is connected. */
  async schedule(userId: string, orderId: string): Promise<OrderPosting> {
    const order = await findOwnOrder(this.deps.database.db, userId, orderId);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    const outcome = await this.#scheduleOrder(order.id);
    if (outcome === 'not-we-post') throw conflict(ORDER_POSTING_MESSAGES.notWePost);
    if (outcome === 'already') throw conflict(ORDER_POSTING_MESSAGES.alreadyScheduled);
    if (outcome === 'not-delivered') throw conflict(ORDER_POSTING_MESSAGES.notDelivered);
    if (outcome === 'none') throw conflict(ORDER_POSTING_MESSAGES.connectFirst);
    if (outcome === 'reconnect') throw conflict(ORDER_POSTING_MESSAGES.reconnect);
    if (outcome === 'no-clips') throw new AppError(409, ORDER_POSTING_MESSAGES.noClips);
    return this.view(userId, orderId);
  }

  /** The `delivered` job: schedule, or mail the client how to connect. */
  async afterDelivery(orderId: string): Promise<void> {
    const outcome = await this.#scheduleOrder(orderId);
    if (outcome !== 'none' && outcome !== 'reconnect') return;
    const order = await this.deps.database.db.transaction((tx) => lockOrder(tx, orderId));
    if (order) await this.#mailConnect(order);
  }

  /** The `settle` job (a post cancelled): the order closes if every post is settled. */
  async afterCancelled(clipId: string): Promise<void> {
    const clip = await clipWithOrder(this.deps.database.db, clipId);
    if (clip) await this.settle(clip.orderId);
  }

  /** The `posted` job: the "posted" mail, then the order closes if every post is settled. */
  async afterPublished(clipId: string): Promise<void> {
    const { db } = this.deps.database;
    const clip = await clipWithOrder(db, clipId);
    if (!clip) return;
    await this.settle(clip.orderId);
    const client = await clientOf(db, clip.userId);
    if (!client) return;
    const product = this.deps.config.productName;
    const link = `${this.deps.config.publicUrl}/orders/${clip.orderId}`;
    await this.deps.mail.send({
      to: client.email,
      kind: 'order_clip_posted',
      subject: `Posted: ${clip.title}`,
      text: [
        `Your clip "${clip.title}" from order #${clip.orderNumber} is now on your YouTube channel.`,
        `See the order's schedule: ${link}`,
        `— ${product}`,
      ].join('\n\n'),
      html:
        html`<p>
          Your clip "${clip.title}" from order #${String(clip.orderNumber)} is now on your YouTube
          channel.
        </p>` + html`<p><a href="${link}">See the order's schedule</a></p>`,
    });
  }

  /** A We Post order whose posts are all published, cancelled or failed is done. */
  async settle(orderId: string): Promise<void> {
    await this.deps.database.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order?.status !== 'posting') return;
      const posts = await postsOfOrderClips(tx, order.userId, await clipIdsOf(tx, order.id));
      if (posts.length > 0 && posts.every((post) => SETTLED.has(post.status))) {
        await updateOrder(tx, order.id, { status: 'done', doneAt: this.deps.now() });
      }
    });
  }

  async #scheduleOrder(orderId: string) {
    const { database, config, postQueue, now } = this.deps;
    return database.db.transaction(async (tx: AppTx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) return 'gone' as const;
      if (order.variant !== 'inclusive') return 'not-we-post' as const;
      if (order.status === 'posting' || order.status === 'done') return 'already' as const;
      if (order.status !== 'delivered') return 'not-delivered' as const;
      const connection = await youtubeConnectionState(tx, order.userId);
      if (connection !== 'connected') return connection;
      const clips = await approvedClipsOf(tx, order.id);
      if (clips.length === 0) return 'no-clips' as const;
      const slots = postingSlots(
        {
          postTime: order.postTime,
          timeZone: order.postTimeZone,
          postsPerDay: order.postsPerDay,
          now: now(),
        },
        clips.length,
      );
      await scheduleClipPosts(
        { queue: postQueue, config, now },
        tx,
        order.userId,
        clips.map((clip, index) => ({
          orderClipId: clip.id,
          videoJobId: clip.videoJobId,
          title: clip.title,
          description: clip.description,
          tags: clip.tags,
          thumbnailKey: clip.thumbnailKey,
          publishAt: slots[index]!,
        })),
      );
      await updateOrder(tx, order.id, { status: 'posting' });
      return 'scheduled' as const;
    });
  }

  async #mailConnect(order: ServiceOrderRow): Promise<void> {
    const client = await clientOf(this.deps.database.db, order.userId);
    if (!client) return;
    const { publicUrl, productName } = this.deps.config;
    const connect = `${publicUrl}${CONNECT_PATH}`;
    const orderLink = `${publicUrl}/orders/${order.id}`;
    await this.deps.mail.send({
      to: client.email,
      kind: 'order_connect_youtube',
      subject: 'Connect your YouTube channel so we can post your clips',
      text: [
        `Every clip of order #${order.number} is approved. To post them on your YouTube channel, connect it here: ${connect}`,
        `Then press "Schedule my posts" on your order: ${orderLink}`,
        `— ${productName}`,
      ].join('\n\n'),
      html:
        html`<p>
          Every clip of order #${String(order.number)} is approved. To post them on your YouTube
          channel, <a href="${connect}">connect it here</a>.
        </p>` +
        html`<p>Then press "Schedule my posts" on <a href="${orderLink}">your order</a>.</p>`,
    });
  }

  async #view(order: ServiceOrderRow): Promise<OrderPosting> {
    const { db } = this.deps.database;
    const [connection, clips, clipIds] = await Promise.all([
      youtubeConnectionState(db, order.userId),
      approvedClipsOf(db, order.id),
      clipIdsOf(db, order.id),
    ]);
    const now = this.deps.now();
    const posts = (await postsOfOrderClips(db, order.userId, clipIds)).map((row) => {
      const dto = postDto(row, now);
      return {
        id: dto.id,
        orderClipId: row.orderClipId!,
        title: dto.title,
        status: dto.status,
        publishAt: dto.publishAt,
        postUrl: dto.postUrl,
        cancellable: dto.cancellable,
        movable: dto.movable,
        thumbnailSet: dto.thumbnailSet,
        failureReason: dto.failureReason,
        thumbnailFailure: dto.thumbnailFailure,
      };
    });
    const wePost = order.variant === 'inclusive';
    return {
      orderId: order.id,
      wePost,
      cadence: {
        postTime: order.postTime,
        postTimeZone: order.postTimeZone,
        postsPerDay: order.postsPerDay,
      },
      connection,
      connectPath: CONNECT_PATH,
      canSchedule: wePost && order.status === 'delivered' && connection === 'connected',
      approvedClips: clips.length,
      posts,
    };
  }
}
