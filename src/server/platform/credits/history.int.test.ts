import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  TEST_ROLES_HEADER,
  TEST_USER_HEADER,
  type TestApp,
} from '../../../../test/helpers/app.js';
import { insertUser, makeAdmin, type TestUser } from '../../../../test/helpers/users.js';
import type { CreditsService } from './service.js';

let t: TestApp;
let credits: CreditsService;
let alice: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header' });
  credits = t.credits;
  alice = await insertUser(t.database.db, { email: 'alice@example.test' });
  admin = await insertUser(t.database.db, { email: 'admin@example.test' });
  await makeAdmin(t.database.db, admin.id);
  await credits.grant({
    userId: alice.id,
    amount: 10,
    kind: 'signup_grant',
    idempotencyKey: `signup:${alice.id}`,
    reason: 'Welcome credits',
  });
  await credits.charge({
    userId: alice.id,
    amount: 3,
    idempotencyKey: 'charge:image:job-1',
    reason: 'Image "portrait", 1080p',
    reference: 'job-1',
  });
  await credits.adjust({
    userId: alice.id,
    amount: -2,
    reason: '=HYPERLINK("x"), goodwill\nsecond line',
    adminId: admin.id,
  });
});
afterAll(() => t.close());

const as = (user: TestUser) => ({
  [TEST_USER_HEADER]: user.id,
  ...(user === admin && { [TEST_ROLES_HEADER]: 'admin' }),
});

describe('GET /api/credits/history.csv', () => {
  it("downloads the user's whole ledger, newest first, quoted as CSV", async () => {
    const response = await t.app.inject({ url: '/api/credits/history.csv', headers: as(alice) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="credit-history.csv"',
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('date,kind,reason,reference,amount,balance_after');
    const date = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(3);
    expect(lines.at(-1)).toBe('');
    const [adjustment, charge, grant] = rows.map((row) => row.slice(25));
    expect(rows.every((row) => date.test(row.slice(0, 24)))).toBe(true);
    // Quotes doubled, the comma and line break kept inside quotes, the formula defused.
    expect(adjustment).toBe(`adjustment,"'=HYPERLINK(""x""), goodwill\nsecond line",,-2,5`);
    expect(charge).toBe(`charge,"Image ""portrait"", 1080p",job-1,-3,7`);
    expect(grant).toBe('signup_grant,Welcome credits,,10,10');
  });

  it('is empty but for the header for a user without entries, and 401 signed out', async () => {
    const response = await t.app.inject({ url: '/api/credits/history.csv', headers: as(admin) });
    expect(response.body).toBe('date,kind,reason,reference,amount,balance_after\r\n');
    expect((await t.app.inject({ url: '/api/credits/history.csv' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/credits/history', () => {
  it("shows an admin any user's entries by email, paged", async () => {
    const response = await t.app.inject({
      url: '/api/admin/credits/history?email=ALICE@example.test&limit=2',
      headers: as(admin),
    });
    expect(response.statusCode).toBe(200);
    const { entries } = response.json();
    expect(entries.map((entry: { kind: string }) => entry.kind)).toEqual(['adjustment', 'charge']);
    const next = await t.app.inject({
      url: `/api/admin/credits/history?email=alice@example.test&before=${entries[1].id}`,
      headers: as(admin),
    });
    expect(next.json().entries).toMatchObject([{ kind: 'signup_grant', amount: 10 }]);
  });

  it('refuses non-admins and answers 404 for an unknown email', async () => {
    const forbidden = await t.app.inject({
      url: '/api/admin/credits/history?email=alice@example.test',
      headers: as(alice),
    });
    expect(forbidden.statusCode).toBe(403);
    const missing = await t.app.inject({
      url: '/api/admin/credits/history?email=nobody@example.test',
      headers: as(admin),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('video charges in the history', () => {
  it('are named as people know them on the screen and in the CSV, old entries included', async () => {
    const carol = await insertUser(t.database.db, { email: 'carol@example.test' });
    await credits.grant({
      userId: carol.id,
      amount: 100,
      kind: 'purchase',
      idempotencyKey: `purchase:${carol.id}`,
      reason: 'Purchased 100 credits',
    });
    // Worded as charges were before the names: the ledger keeps them as written.
    for (const [job, reason] of [
      ['v1', 'Video (veo, 8 s)'],
      ['v2', 'Video (hedra, 5.37 s)'],
      ['v3', 'Video (text-to-video, 5 s)'],
    ] as const) {
      await credits.charge({
        userId: carol.id,
        amount: 10,
        idempotencyKey: `charge:video:${job}`,
        reason,
        reference: job,
      });
    }
    const named = ['Text to Video (5 s)', 'Podcast clip (5.37 s)', 'Image to Video (8 s)'];

    const history = await t.app.inject({ url: '/api/credits/history', headers: as(carol) });
    const reasons = history.json<{ entries: { reason: string }[] }>().entries.map((e) => e.reason);
    expect(reasons).toEqual([...named, 'Purchased 100 credits']);

    const csv = await t.app.inject({ url: '/api/credits/history.csv', headers: as(carol) });
    const csvReasons = csv.body
      .split('\r\n')
      .slice(1, 4)
      .map((row) => row.split(',')[2]);
    expect(csvReasons).toEqual(named);
    expect(csv.body).not.toMatch(/veo|hedra|text-to-video/);
  });
});
