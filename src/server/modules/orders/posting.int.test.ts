import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers/app.js';
import { signUpAndGetCookie } from '../../../../test/helpers/auth.js';
import { eventually } from '../../../../test/helpers/jobs.js';
import { connectTestChannel } from '../../../../test/helpers/youtube.js';
import { seedDeliveredOrder } from '../../../../test/fixtures/order-posting.js';
import {
  mailOutbox,
  postedVideos,
  serviceOrders,
  youtubeTestVideos,
} from '../../db/schema/index.js';

/**
 * We Post (issue 28) end to end on the test-mode channel with the app's workers: a delivered
 * order's six approved clips become six posts a day apart at the chosen time, each with its
 * own title and its cover as the thumbnail; the client cancels one (the video is gone from the
 * channel) and moves another (its publishAt changes there); nobody else can; with no channel
 * the client is mailed a connect link and nothing is posted.
 */

const t = await createTestApp({ workers: { concurrency: 2 } });
afterAll(() => t.close());
const { db } = t.database;

async function deliver(orderId: string, userId: string) {
  await db.transaction((tx) => t.events.publish(tx, 'order.delivered', { orderId, userId }));
}

const postsOf = (clipIds: string[]) =>
  db
    .select()
    .from(postedVideos)
    .where(inArray(postedVideos.orderClipId, clipIds))
    .orderBy(postedVideos.publishAt);

describe('We Post scheduling', () => {
  const client = signUpAndGetCookie(t.app, { name: 'Dana Designer' });
  const stranger = signUpAndGetCookie(t.app);

  it('schedules six approved clips one a day, with their own titles and covers, then cancel and move', async () => {
    const owner = await client;
    await connectTestChannel(t.app, owner);
    const { order, clips } = await seedDeliveredOrder(t, owner.id, { clips: 6 });
    await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/posting`,
      headers: owner.headers,
      payload: { postTime: '09:30', postTimeZone: 'UTC', postsPerDay: 1 },
    });
    await deliver(order.id, owner.id);
    const clipIds = clips.map((clip) => clip.id);
    // Uploaded (scheduled on the channel) with the thumbnail set.
    const posts = await eventually(
      'six uploaded posts',
      async () => {
        const rows = await postsOf(clipIds);
        const ready = rows.filter((row) => row.status === 'scheduled' && row.thumbnailSetAt);
        return ready.length === 6 ? rows : undefined;
      },
      60_000,
    );
    expect(new Set(posts.map((post) => post.title)).size).toBe(6);
    for (const post of posts) {
      const clip = clips.find((c) => c.id === post.orderClipId)!;
      expect(post.title).toBe(clip.title);
      expect(post.tags).toEqual(clip.tags);
      expect(post.thumbnailKey).toBe(clip.coverKey);
      expect(post.privacy).toBe('private');
      expect(post.publishAt!.toISOString()).toMatch(/T09:30:00\.000Z$/);
    }
    const times = posts.map((post) => post.publishAt!.getTime());
    for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBe(86_400_000);
    const [orderRow] = await db.select().from(serviceOrders).where(eq(serviceOrders.id, order.id));
    expect(orderRow!.status).toBe('posting');
    const videoIds = posts.map((post) => post.externalVideoId!);
    const channelVideos = await db
      .select()
      .from(youtubeTestVideos)
      .where(inArray(youtubeTestVideos.id, videoIds));
    expect(channelVideos.every((video) => video.thumbnailKey !== null)).toBe(true);

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/posting`,
      headers: { cookie: owner.cookie },
    });
    expect(view.json()).toMatchObject({ connection: 'connected', wePost: true });
    expect(view.json<{ posts: unknown[] }>().posts).toHaveLength(6);

    // Someone else's post: not found, nothing changed.
    const other = await stranger;
    const [first, second] = posts;
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${first!.id}/cancel`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
    const theirMove = await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${first!.id}/schedule`,
      headers: other.headers,
      payload: { publishAt: new Date(Date.now() + 9 * 86_400_000).toISOString() },
    });
    expect(theirMove.statusCode).toBe(404);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${first!.id}/cancel`,
      headers: owner.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'cancelled' });
    const [gone] = await db
      .select()
      .from(youtubeTestVideos)
      .where(eq(youtubeTestVideos.id, first!.externalVideoId!));
    expect(gone!.deletedAt).not.toBeNull();

    const past = await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${second!.id}/schedule`,
      headers: owner.headers,
      payload: { publishAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.statusCode).toBe(400);
    const newTime = new Date(Date.now() + 10 * 86_400_000);
    newTime.setUTCMilliseconds(0);
    const move = await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${second!.id}/schedule`,
      headers: owner.headers,
      payload: { publishAt: newTime.toISOString() },
    });
    expect(move.statusCode).toBe(200);
    expect(move.json()).toMatchObject({ publishAt: newTime.toISOString() });
    const [moved] = await db
      .select()
      .from(youtubeTestVideos)
      .where(eq(youtubeTestVideos.id, second!.externalVideoId!));
    expect(moved!.publishAt!.toISOString()).toBe(newTime.toISOString());
  });

  it('with no channel connected: no posts, the order says so, and a connect mail', async () => {
    const owner = await signUpAndGetCookie(t.app, { name: 'Noel No-Channel' });
    const { order, clips } = await seedDeliveredOrder(t, owner.id, { clips: 2 });
    await deliver(order.id, owner.id);
    const mail = await eventually('the connect mail', async () => {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
      return row?.kind === 'order_connect_youtube' ? row : undefined;
    });
    expect(mail.text).toContain('/social-connections');
    expect(await postsOf(clips.map((clip) => clip.id))).toHaveLength(0);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/posting`,
      headers: { cookie: owner.cookie },
    });
    expect(view.json()).toMatchObject({ connection: 'none', canSchedule: false, posts: [] });
    const schedule = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/posting/schedule`,
      headers: owner.headers,
    });
    expect(schedule.statusCode).toBe(409);
    expect(schedule.json()).toEqual({ error: 'Connect your YouTube channel' });
  });
});
