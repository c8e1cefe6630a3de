import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionOrderDetailSchema, productionOrderListSchema } from '@shared/orders-production';
import { orderClips, videoJobs } from '../../db/schema/index.js';
import {
  createTestApp,
  TEST_ROLES_HEADER,
  TEST_USER_HEADER,
  type TestApp,
} from '../../../../test/helpers/app.js';
import { insertUser } from '../../../../test/helpers/users.js';
import { finishRender, seedOrder } from '../../../../test/fixtures/orders-production.js';
import { studioClient } from '../../../../test/fixtures/video-studio.js';

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({ sessions: 'header' });
  adminId = (await insertUser(t.database.db)).id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const asAdmin = { [TEST_USER_HEADER]: () => adminId, [TEST_ROLES_HEADER]: 'admin' };
const call = (method: Method, url: string, payload?: object, headers?: Record<string, string>) =>
  t.app.inject({
    method,
    url,
    headers: headers ?? {
      [TEST_USER_HEADER]: asAdmin[TEST_USER_HEADER](),
      [TEST_ROLES_HEADER]: 'admin',
    },
    ...(payload && { payload }),
  });
const detail = (response: { json(): unknown }) =>
  productionOrderDetailSchema.parse(response.json());

describe('the production console', () => {
  it('never exceeds the allowance under concurrent "make the batch" calls', async () => {
    const client = await studioClient(t).newUser(50);
    const order = await seedOrder(t, client, { allowance: 10, photos: 12 });
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', `/api/admin/orders/${order.id}/batch`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const clips = await t.database.db
      .select()
      .from(orderClips)
      .where(eq(orderClips.orderId, order.id));
    expect(clips).toHaveLength(10);
    expect(new Set(clips.map((c) => c.title.toLowerCase())).size).toBe(10);
    const jobs = await t.database.db
      .select()
      .from(videoJobs)
      .where(eq(videoJobs.serviceOrderId, order.id));
    expect(jobs).toHaveLength(10);
    expect(jobs.every((j) => j.userId === client && j.sourceFlow === 'order' && j.cost === 0)).toBe(
      true,
    );
    expect(jobs.every((j) => j.durationSeconds === 8 && j.aspectRatio === '9:16')).toBe(true);
    // Plan work takes none of the client's credits, and the studio does not list the clips.
    expect(await t.credits.balance(client)).toBe(50);
    const studio = await t.app.inject({
      method: 'GET',
      url: '/api/videos',
      headers: { [TEST_USER_HEADER]: client },
    });
    expect(studio.json()).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ sourceFlow: 'order' })]),
    );
    const again = await call('POST', `/api/admin/orders/${order.id}/batch`);
    expect(again.statusCode).toBe(409);
  });

  it('answers 409 with a clear message for an order not in production', async () => {
    const client = (await insertUser(t.database.db)).id;
    const order = await seedOrder(t, client, {
      allowance: 10,
      photos: 2,
      status: 'waiting_for_photos',
    });
    const response = await call('POST', `/api/admin/orders/${order.id}/batch`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: expect.stringContaining('not in production') });
    expect(
      await t.database.db.select().from(orderClips).where(eq(orderClips.orderId, order.id)),
    ).toEqual([]);
  });

  it('lists orders overdue first, then by due time, with client and allowance', async () => {
    const client = (await insertUser(t.database.db, { email: 'late@studio.example.test' })).id;
    const late = await seedOrder(t, client, { allowance: 10, photos: 1 });
    await t.database.db
      .update((await import('../../db/schema/index.js')).serviceOrders)
      .set({ dueAt: new Date(Date.now() - 3 * 3600_000) })
      .where(eq((await import('../../db/schema/index.js')).serviceOrders.id, late.id));
    const list = productionOrderListSchema.parse((await call('GET', '/api/admin/orders')).json());
    expect(list.orders[0]).toMatchObject({
      id: late.id,
      overdue: true,
      clientEmail: 'late@studio.example.test',
    });
    expect(list.orders[0]!.secondsLeft).toBeLessThan(0);
  });

  it('remakes a clip, keeps the old render in the cost, sets a cover, edits titles, marks ready', async () => {
    const client = await studioClient(t).newUser(20);
    const order = await seedOrder(t, client, {
      allowance: 10,
      photos: 3,
      photoNames: ['kitchen-1.png', 'Master Bedroom.png', 'IMG_9.png'],
    });
    let body = detail(await call('POST', `/api/admin/orders/${order.id}/batch`));
    expect(body.clips.map((c) => c.room)).toEqual(['kitchen', 'bedroom', null]);
    expect(body.clips[0]!.render).toMatchObject({
      engine: 'local',
      costCents: 0,
      status: 'queued',
    });
    const [first, second, third] = body.clips;
    for (const clip of body.clips) await finishRender(t, clip.render!.jobId);

    // Not every clip has a title distinct from the others: refused.
    const duplicate = await call('PATCH', `/api/admin/orders/${order.id}/clips/${second!.id}`, {
      title: first!.title.toUpperCase(),
    });
    expect(duplicate.statusCode).toBe(409);
    body = detail(
      await call('PATCH', `/api/admin/orders/${order.id}/clips/${second!.id}`, {
        title: 'A calm bedroom at dusk',
        tags: ['bedroom', 'calm'],
      }),
    );
    expect(body.clips[1]).toMatchObject({
      title: 'A calm bedroom at dusk',
      metadataSource: 'operator',
    });

    const remade = detail(
      await call('POST', `/api/admin/orders/${order.id}/clips/${third!.id}/remake`, {
        motionPrompt: 'Gentle orbit around the centre of the room',
      }),
    );
    const newJob = remade.clips[2]!.render!.jobId;
    expect(newJob).not.toBe(third!.render!.jobId);
    const jobs = await t.database.db
      .select()
      .from(videoJobs)
      .where(eq(videoJobs.serviceOrderId, order.id));
    expect(jobs).toHaveLength(4);
    expect(await t.credits.balance(client)).toBe(20);

    // Still rendering: not ready yet, and its cover cannot be taken.
    expect((await call('POST', `/api/admin/orders/${order.id}/ready`)).statusCode).toBe(409);
    await finishRender(t, newJob);
    const cover = await call('PUT', `/api/admin/orders/${order.id}/clips/${first!.id}/cover`, {
      seconds: 3.5,
    });
    expect(cover.statusCode).toBe(200);
    expect(detail(cover).clips[0]!.coverSeconds).toBe(3.5);
    expect(
      (await call('PUT', `/api/admin/orders/${order.id}/clips/${first!.id}/cover`, { seconds: 9 }))
        .statusCode,
    ).toBe(400);

    body = detail(await call('POST', `/api/admin/orders/${order.id}/ready`));
    expect(body.order.status).toBe('ready_for_review');
    expect(body.clips.map((c) => [c.reviewStatus, c.reviewRounds])).toEqual([
      ['in_review', 1],
      ['in_review', 1],
      ['in_review', 1],
    ]);

    // The client asks for a change on one clip (another part's route): only it goes back.
    const { serviceOrders } = await import('../../db/schema/index.js');
    await t.database.db
      .update(serviceOrders)
      .set({ status: 'in_production' })
      .where(eq(serviceOrders.id, order.id));
    await t.database.db
      .update(orderClips)
      .set({ reviewStatus: 'changes_requested', changeComment: 'Slower please' })
      .where(eq(orderClips.id, second!.id));
    body = detail(await call('GET', `/api/admin/orders/${order.id}`));
    expect(body.clips[1]!.changeComment).toBe('Slower please');
    body = detail(
      await call('POST', `/api/admin/orders/${order.id}/clips/${second!.id}/remake`, {
        motionPrompt: 'Slow pull-back',
      }),
    );
    await finishRender(t, body.clips[1]!.render!.jobId);
    body = detail(await call('POST', `/api/admin/orders/${order.id}/ready`));
    expect(body.clips.map((c) => c.reviewRounds)).toEqual([1, 2, 1]);
    expect(body.totalCostCents).toBe(0);
  });

  it('answers non-admins 403 on every admin route, changing nothing', async () => {
    const client = (await insertUser(t.database.db)).id;
    const order = await seedOrder(t, client, { allowance: 10, photos: 1 });
    const clip = '00000000-0000-4000-8000-000000000000';
    const routes: [Method, string, object?][] = [
      ['GET', '/api/admin/orders'],
      ['GET', `/api/admin/orders/${order.id}`],
      ['POST', `/api/admin/orders/${order.id}/batch`],
      ['PUT', `/api/admin/orders/${order.id}/brief`, { city: 'Austin' }],
      ['POST', `/api/admin/orders/${order.id}/ready`],
      ['POST', `/api/admin/orders/${order.id}/clips/${clip}/remake`, { motionPrompt: 'Orbit' }],
      ['PUT', `/api/admin/orders/${order.id}/clips/${clip}/cover`, { seconds: 1 }],
      ['PATCH', `/api/admin/orders/${order.id}/clips/${clip}`, { title: 'x' }],
      ['POST', `/api/admin/orders/${order.id}/clips/${clip}/rewrite`],
    ];
    for (const [method, url, payload] of routes) {
      const response = await call(method, url, payload, { [TEST_USER_HEADER]: client });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await call(method, url, payload, {});
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(
      await t.database.db.select().from(orderClips).where(eq(orderClips.orderId, order.id)),
    ).toEqual([]);
    // Malformed and unknown ids answer 404 to the operator.
    expect((await call('GET', '/api/admin/orders/not-a-uuid')).statusCode).toBe(404);
    expect((await call('PATCH', `/api/admin/orders/x/clips/y`, { title: 'A' })).statusCode).toBe(
      404,
    );
    expect(
      (await call('PUT', `/api/admin/orders/x/clips/y/cover`, { seconds: 1 })).statusCode,
    ).toBe(404);
  });
});
