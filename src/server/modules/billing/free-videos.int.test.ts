import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { insertUser, type TestUser } from '../../../../test/helpers/users.js';
import type { CreditsService } from '../../platform/credits/index.js';
import { FreeDailyVideos } from './free-videos.js';

let t: TestApp;
let credits: CreditsService;

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header', env: { FREE_DAILY_VIDEOS: '2' } });
  credits = t.credits;
});
afterAll(() => t.close());

const check = (user: TestUser, imageCount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/billing/credit-check',
    headers: { [TEST_USER_HEADER]: user.id },
    payload: { imageCount },
  });
const give = (user: TestUser, amount: number) =>
  credits.grant({
    userId: user.id,
    amount,
    kind: 'purchase',
    idempotencyKey: `purchase:test:${user.id}`,
    reason: 'Test credits',
  });

describe('POST /api/billing/credit-check', () => {
  it('uses free daily videos first, then the balance at 64 credits a video', async () => {
    const user = await insertUser(t.database.db);
    await give(user, 150);
    const response = await check(user, 5);
    expect(response.statusCode).toBe(200);
    // 2 free, 2 paid (128 of 150), the last needs 64 more than the 150: 3 x 64 - 150 = 42.
    expect(response.json()).toEqual({
      needsPayment: true,
      canGenerate: 4,
      creditsNeeded: 42,
      usingFree: 2,
      usingPaid: 2,
      freeRemainingToday: 2,
      balance: 150,
    });
    const small = await check(user, 2);
    expect(small.json()).toMatchObject({ needsPayment: false, canGenerate: 2, usingPaid: 0 });
  });

  it('counts free videos per user and UTC day on the server', async () => {
    const user = await insertUser(t.database.db);
    const other = await insertUser(t.database.db);
    let now = new Date('2030-01-01T23:59:00Z');
    const free = new FreeDailyVideos({
      database: t.database,
      credits: t.credits,
      perDay: 2,
      now: () => now,
    });
    const taken = await Promise.all(
      [2, 2, 1].map((wanted) => t.database.db.transaction((tx) => free.take(user.id, wanted, tx))),
    );
    expect(taken.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await free.remainingToday(user.id)).toBe(0);
    expect(await free.remainingToday(other.id)).toBe(2);
    expect(await free.check(user.id, 1)).toMatchObject({
      needsPayment: true,
      canGenerate: 0,
      creditsNeeded: 64,
      freeRemainingToday: 0,
    });
    // A new UTC day brings them back.
    now = new Date('2030-01-02T00:00:01Z');
    expect(await free.remainingToday(user.id)).toBe(2);
  });

  it('refuses a bad image count and signed-out callers', async () => {
    const user = await insertUser(t.database.db);
    expect((await check(user, 0)).statusCode).toBe(400);
    expect((await check(user, 101)).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/billing/credit-check',
      payload: { imageCount: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const anonymousBadBody = await t.app.inject({
      method: 'POST',
      url: '/api/billing/credit-check',
      payload: { imageCount: 0 },
    });
    expect(anonymousBadBody.statusCode).toBe(401);
  });
});
