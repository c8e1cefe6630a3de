import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_REVIEW_MESSAGES } from '@shared/order-review';
import { ORDER_MESSAGES } from '@shared/orders';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { insertUser, makeAdmin, type TestUser } from '../../../../test/helpers/users.js';
import { seedReviewOrder } from '../../../../test/fixtures/orders.js';
import { storedZipEntries } from '../../../../test/fixtures/zip.js';
import { orderClips, serviceOrders } from '../../db/schema/index.js';
import type { DomainBus } from '../../platform/events/index.js';
import type { MailMessage } from '../../platform/mail/index.js';

/**
 * The client's side of an order (issue 28 item 4): only the owner sees it and only the clips
 * sent for review; approve and request-change move the clip and the order as the rules say;
 * the last approvals racing deliver once; the zip holds every visible clip; mails go out.
 */

const ORIGIN = 'http://localhost:3000';
const sent: MailMessage[] = [];
let t: TestApp;
let client: TestUser;
let stranger: TestUser;
let operator: TestUser;
const delivered: string[] = [];
const changes: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    sessions: 'header',
    env: { PUBLIC_URL: ORIGIN },
    workers: { concurrency: 1 },
    mail: {
      transport: 'outbox',
      send: async (message) => {
        sent.push(message);
      },
    },
  });
  client = await insertUser(t.database.db);
  stranger = await insertUser(t.database.db);
  operator = await insertUser(t.database.db, { email: 'operator@example.test' });
  await makeAdmin(t.database.db, operator.id);
  const bus = t.events as DomainBus;
  bus.subscribe({
    event: 'order.delivered',
    afterCommit: async (e) => void delivered.push(e.orderId),
  });
  bus.subscribe({
    event: 'order.change_requested',
    afterCommit: async (e) => void changes.push(e.clipId),
  });
});
afterAll(() => t.close());

const as = (user: TestUser) => ({ [TEST_USER_HEADER]: user.id, origin: ORIGIN });
const get = (user: TestUser, url: string) =>
  t.app.inject({ method: 'GET', url, headers: as(user) });
const post = (user: TestUser, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: as(user), ...(payload && { payload }) });

async function mailsOf(kind: string, count = 1): Promise<MailMessage[]> {
  await expect.poll(() => sent.filter((m) => m.kind === kind).length).toBeGreaterThanOrEqual(count);
  return sent.filter((m) => m.kind === kind);
}

describe("a client's orders are the client's own", () => {
  it("answers 404 for another client's order and clips, and never shows a draft", async () => {
    const mine = await seedReviewOrder(t, { userId: client.id, clips: ['in_review', 'draft'] });
    const theirs = await seedReviewOrder(t, { userId: stranger.id, clips: ['in_review'] });
    const [reviewed, draft] = mine.clips;
    const theirClip = theirs.clips[0]!;

    const list = await get(client, `/api/orders/${mine.orderId}/clips`);
    expect(list.statusCode).toBe(200);
    expect(list.json().clips.map((c: { id: string }) => c.id)).toEqual([reviewed!.id]);
    expect(list.json().clips[0].videoUrl).toMatch(/^\/api\/files\//);
    expect(list.json().clips[0].posterUrl).toBeTruthy();

    const shown = await get(client, `/api/orders/${mine.orderId}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: mine.orderId, status: 'ready_for_review' });

    for (const url of [
      `/api/orders/${theirs.orderId}`,
      `/api/orders/${theirs.orderId}/clips`,
      `/api/orders/${theirs.orderId}/download`,
      `/api/orders/${theirs.orderId}/clips/${theirClip.id}/download`,
      `/api/orders/${mine.orderId}/clips/${theirClip.id}/download`,
      `/api/orders/${mine.orderId}/clips/${draft!.id}/download`,
      `/api/orders/not-a-uuid/clips`,
    ]) {
      const answer = await get(client, url);
      expect(answer.statusCode, url).toBe(404);
    }
    for (const [orderId, clipId] of [
      [theirs.orderId, theirClip.id],
      [mine.orderId, theirClip.id],
      [mine.orderId, draft!.id],
    ]) {
      const approve = await post(client, `/api/orders/${orderId}/clips/${clipId}/approve`);
      expect(approve.statusCode).toBe(404);
      const change = await post(client, `/api/orders/${orderId}/clips/${clipId}/request-change`, {
        comment: 'Brighter please',
      });
      expect(change.statusCode).toBe(404);
    }
    expect((await get(client, `/api/orders/${theirs.orderId}`)).json().error).toBe(
      ORDER_MESSAGES.notFound,
    );
    const [theirRow] = await t.database.db
      .select()
      .from(orderClips)
      .where(eq(orderClips.id, theirClip.id));
    expect(theirRow!.reviewStatus).toBe('in_review');
  });
});

describe('downloads', () => {
  it('sends one clip as an mp4 named after its title, and every visible clip in one zip', async () => {
    const order = await seedReviewOrder(t, {
      userId: client.id,
      clips: ['in_review', 'approved', 'changes_requested', 'draft'],
      number: 7,
    });
    const one = await get(
      client,
      `/api/orders/${order.orderId}/clips/${order.clips[0]!.id}/download`,
    );
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('video/mp4');
    expect(one.headers['content-disposition']).toContain('01-living-room-in-warm-oak-clip-1.mp4');
    expect(one.rawPayload.equals(order.clips[0]!.bytes)).toBe(true);

    const zip = await get(client, `/api/orders/${order.orderId}/download`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain('order-7-clips.zip');
    const entries = storedZipEntries(zip.rawPayload);
    expect([...entries.keys()]).toEqual([
      '01-living-room-in-warm-oak-clip-1.mp4',
      '02-kitchen-in-warm-oak-clip-2.mp4',
      '03-primary-bedroom-in-warm-oak-clip-3.mp4',
    ]);
    for (const [index, bytes] of [...entries.values()].entries())
      expect(bytes.equals(order.clips[index]!.bytes)).toBe(true);
  });

  it('says so when the order has nothing to download yet', async () => {
    const order = await seedReviewOrder(t, {
      userId: client.id,
      clips: ['draft'],
      status: 'in_production',
    });
    const zip = await get(client, `/api/orders/${order.orderId}/download`);
    expect(zip.statusCode).toBe(409);
    expect(zip.json().error).toBe(ORDER_REVIEW_MESSAGES.nothingToDownload);
  });
});

describe('approve and request a change', () => {
  it('refuses an empty or too long comment with a clear message, changing nothing', async () => {
    const order = await seedReviewOrder(t, { userId: client.id, clips: ['in_review'] });
    const url = `/api/orders/${order.orderId}/clips/${order.clips[0]!.id}/request-change`;
    for (const [payload, message] of [
      [{ comment: '   ' }, ORDER_REVIEW_MESSAGES.commentRequired],
      [{}, ORDER_REVIEW_MESSAGES.commentRequired],
      [{ comment: 'x'.repeat(1001) }, ORDER_REVIEW_MESSAGES.commentTooLong],
    ] as const) {
      const answer = await post(client, url, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toBe(message);
    }
    const [row] = await t.database.db
      .select()
      .from(orderClips)
      .where(eq(orderClips.id, order.clips[0]!.id));
    expect(row!.reviewStatus).toBe('in_review');
  });

  it('sends a change back to production with its comment, and tells the operators', async () => {
    const order = await seedReviewOrder(t, {
      userId: client.id,
      clips: ['in_review', 'in_review'],
      number: 3,
    });
    const clip = order.clips[1]!;
    const url = `/api/orders/${order.orderId}/clips/${clip.id}/request-change`;
    const answer = await post(client, url, { comment: '  Slower camera, please.  ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().clip).toMatchObject({
      reviewStatus: 'changes_requested',
      changeComment: 'Slower camera, please.',
    });
    expect(answer.json().clip.changeRequestedAt).toBeTruthy();
    expect(answer.json().order.status).toBe('in_production');
    expect(changes).toContain(clip.id);

    // Only once: a clip no longer in review takes no answer.
    const again = await post(client, url, { comment: 'And brighter' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ORDER_REVIEW_MESSAGES.notInReview('changes_requested'));
    const approve = await post(client, `/api/orders/${order.orderId}/clips/${clip.id}/approve`);
    expect(approve.statusCode).toBe(409);

    const [mail] = (await mailsOf('order_change_requested')).filter((m) =>
      m.subject.includes('order #3'),
    );
    expect(mail!.to).toBe('operator@example.test');
    expect(mail!.text).toContain('Slower camera, please.');
  });

  it('delivers a You Post order when its last clip is approved, and mails the client', async () => {
    const order = await seedReviewOrder(t, {
      userId: client.id,
      clips: ['in_review', 'approved'],
      number: 4,
    });
    const clip = order.clips[0]!;
    const answer = await post(client, `/api/orders/${order.orderId}/clips/${clip.id}/approve`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().clip.reviewStatus).toBe('approved');
    expect(answer.json().order).toMatchObject({ status: 'delivered', approvedCount: 2 });
    expect(answer.json().order.deliveredAt).toBeTruthy();
    const [row] = await t.database.db.select().from(orderClips).where(eq(orderClips.id, clip.id));
    expect(row!.approvedFirstTime).toBe(true);
    expect(delivered).toContain(order.orderId);
    const mails = await mailsOf('order_delivered');
    expect(mails.some((m) => m.to === client.email && m.subject.includes('order #4'))).toBe(true);

    const twice = await post(client, `/api/orders/${order.orderId}/clips/${clip.id}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(ORDER_REVIEW_MESSAGES.notInReview('approved'));
  });

  it('keeps the order open while a clip is still a draft, and marks a second round', async () => {
    const order = await seedReviewOrder(t, { userId: client.id, clips: ['in_review', 'draft'] });
    await t.database.db
      .update(orderClips)
      .set({ reviewRounds: 2 })
      .where(eq(orderClips.id, order.clips[0]!.id));
    const answer = await post(
      client,
      `/api/orders/${order.orderId}/clips/${order.clips[0]!.id}/approve`,
    );
    expect(answer.json().order.status).toBe('ready_for_review');
    const [row] = await t.database.db
      .select()
      .from(orderClips)
      .where(eq(orderClips.id, order.clips[0]!.id));
    expect(row!.approvedFirstTime).toBe(false);
  });

  it('delivers once and publishes once when the last two clips are approved at once', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await seedReviewOrder(t, {
        userId: client.id,
        clips: ['approved', 'in_review', 'in_review'],
        number: 100 + round,
      });
      const answers = await Promise.all(
        order.clips
          .slice(1)
          .map((clip) => post(client, `/api/orders/${order.orderId}/clips/${clip.id}/approve`)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers.filter((a) => a.json().order.status === 'delivered')).toHaveLength(1);
      expect(delivered.filter((id) => id === order.orderId)).toHaveLength(1);
      const [row] = await t.database.db
        .select()
        .from(serviceOrders)
        .where(eq(serviceOrders.id, order.orderId));
      expect(row!.status).toBe('delivered');
    }
  });
});

describe('ready for review', () => {
  it('mails the client when the operator sends the clips', async () => {
    const order = await seedReviewOrder(t, {
      userId: client.id,
      clips: ['in_review'],
      number: 200,
    });
    await t.database.db.transaction((tx) =>
      t.events.publish(tx, 'order.ready_for_review', {
        orderId: order.orderId,
        userId: client.id,
        clipCount: 1,
      }),
    );
    const mails = await mailsOf('order_ready_for_review');
    const mail = mails.find((m) => m.subject.includes('order #200'))!;
    expect(mail.to).toBe(client.email);
    expect(mail.text).toContain(`${ORIGIN}/orders/${order.orderId}`);
  });
});
