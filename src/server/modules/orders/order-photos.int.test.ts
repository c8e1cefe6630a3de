import { createCanvas } from '@napi-rs/canvas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderPhotosAdded } from '@shared/order-photos';
import { mailOutbox, orderPhotos, serviceOrders } from '../../db/schema/index.js';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { eventually } from '../../../../test/helpers/jobs.js';
import { eventsAfter } from '../../platform/events/repo.js';
import { insertUser } from '../../../../test/helpers/users.js';
import { photoClient, photoForm } from '../../../../test/fixtures/photo-library.js';
import {
  deliver,
  insertCheckout,
  stripeEvent,
  STRIPE_ENV,
} from '../../../../test/fixtures/billing.js';

/**
 * An order's photos (decision 056): gathered from My photos when it opens (with the "order
 * received" mail), added from My photos or uploaded (into My photos too), removed, and
 * production started by the client or when the allowance is full.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header', env: STRIPE_ENV, workers: {} });
});
afterAll(() => t.close());

let shade = 0;
/** A PNG of its own bytes each call. */
const picture = async (): Promise<Buffer> => {
  shade += 1;
  const canvas = createCanvas(64, 48);
  const context = canvas.getContext('2d');
  context.fillStyle = `rgb(${shade % 255}, ${(shade * 7) % 255}, 90)`;
  context.fillRect(0, 0, 64, 48);
  return canvas.encode('png');
};

async function payPlan(userId: string) {
  const row = await insertCheckout(t.database.db, {
    userId,
    mode: 'subscription',
    credits: null,
    planId: 'starter',
    variant: 'clips',
    amountCents: 12_000,
  });
  const sub = `sub_test_${row.id}`;
  await deliver(
    t,
    stripeEvent('invoice.paid', {
      id: `in_${row.id}`,
      object: 'invoice',
      amount_paid: 12_000,
      parent: {
        subscription_details: { subscription: sub, metadata: { checkoutSessionId: row.id } },
      },
    }),
  );
  const [order] = await t.database.db
    .select()
    .from(serviceOrders)
    .where(eq(serviceOrders.userId, userId));
  return order!;
}

const as = (userId: string) => ({ [TEST_USER_HEADER]: userId });

describe('an order’s photos', () => {
  it('gathers unused library photos, mails, and takes photos from My photos and uploads', async () => {
    const photos = photoClient(t);
    const user = await insertUser(t.database.db);
    const library = await photos.add(user.id, [
      [await picture(), 'a.png'],
      [await picture(), 'b.png'],
    ]);
    const order = await payPlan(user.id);
    const gathered = await eventually('photos gathered', async () => {
      const rows = await t.database.db
        .select()
        .from(orderPhotos)
        .where(eq(orderPhotos.orderId, order.id));
      return rows.length === 2 ? rows : undefined;
    });
    expect(gathered.every((row) => row.storageKey.startsWith(`order-photos/${order.id}/`))).toBe(
      true,
    );
    // The client's open order page hears the photos came in (the job runs after the payment).
    const events = await eventsAfter(t.database.db, user.id, 0);
    expect(events.filter((event) => event.type === 'orders.updated')).toContainEqual(
      expect.objectContaining({ payload: { id: order.id, status: 'waiting_for_photos' } }),
    );
    const mail = await eventually('order received mailed', async () => {
      const [row] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'order_received'), eq(mailOutbox.to, user.email)));
      return row;
    });
    expect(mail.text).toContain(`/orders/${order.id}`);
    expect(mail.text).toContain('2 of 10 photos');

    // Deleting the library photo never takes it from the order (its own copy).
    expect((await photos.remove(user.id, library[0]!.id)).statusCode).toBe(200);
    const detail = await t.app.inject({
      url: `/api/orders/${order.id}/photos`,
      headers: as(user.id),
    });
    expect(detail.json<OrderDetail>()).toMatchObject({ photosWanted: 8, canChangePhotos: true });
    expect(detail.json<OrderDetail>().photos).toHaveLength(2);

    // From My photos: one already in the order is skipped.
    const [fresh] = await photos.add(user.id, [[await picture(), 'c.png']]);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/photos/from-library`,
      headers: as(user.id),
      payload: { photoIds: [fresh!.id, library[1]!.id] },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json<OrderPhotosAdded>()).toMatchObject({ added: 1 });
    expect(added.json<OrderPhotosAdded>().skipped).toEqual([
      { name: 'b.png', message: 'Already in this order' },
    ]);

    // Uploaded on the order page: into the order and into My photos.
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/photos`,
      headers: as(user.id),
      payload: photoForm([[await picture(), 'd.png']]),
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json<OrderPhotosAdded>().photos).toHaveLength(4);
    expect((await photos.list(user.id)).photos.map((photo) => photo.name)).toContain('d.png');

    // Remove one, then the client starts production with the rest.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.id}/photos/${upload.json<OrderPhotosAdded>().photos[0]!.id}`,
      headers: as(user.id),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<OrderDetail>().photos).toHaveLength(3);

    // Someone else cannot see or start it.
    const other = await insertUser(t.database.db);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/start`,
      headers: as(other.id),
    });
    expect(foreign.statusCode).toBe(404);

    const before = Date.now();
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/start`,
      headers: as(user.id),
    });
    expect(started.statusCode).toBe(200);
    const summary = started.json<OrderDetail>().order;
    expect(summary.status).toBe('in_production');
    const due = Date.parse(summary.dueAt!) - Date.parse(summary.photosInAt!);
    expect(due).toBe(72 * 3_600_000);
    expect(Date.parse(summary.photosInAt!)).toBeGreaterThanOrEqual(before - 1000);
    // Production started: the photos no longer change.
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/photos/from-library`,
      headers: as(user.id),
      payload: { photoIds: [fresh!.id] },
    });
    expect(late.statusCode).toBe(409);
  });

  it('starts production by itself when the order holds its allowance, never more', async () => {
    const user = await insertUser(t.database.db);
    const order = await payPlan(user.id);
    await t.database.db
      .update(serviceOrders)
      .set({ clipAllowance: 2 })
      .where(eq(serviceOrders.id, order.id));
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/start`,
      headers: as(user.id),
    });
    expect(empty.statusCode).toBe(409);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/photos`,
      headers: as(user.id),
      payload: photoForm([
        [await picture(), 'one.png'],
        [await picture(), 'two.png'],
        [await picture(), 'three.png'],
      ]),
    });
    expect(upload.statusCode).toBe(201);
    const body = upload.json<OrderPhotosAdded>();
    expect(body.photos).toHaveLength(2);
    expect(body.skipped.map((skip) => skip.name)).toEqual(['three.png']);
    expect(body.order.status).toBe('in_production');
    expect(body.order.dueAt).not.toBeNull();
  });
});
