import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import {
  REPORT_MESSAGES,
  type ClientOrderReport,
  type MonthlyReport,
  type OperatorOrderReport,
} from '@shared/order-reports';
import { ORDER_MESSAGES } from '@shared/orders';
import { YouTubeFailure } from '../../providers/youtube/index.js';
import { connectYouTube, connectionIdOf } from '../../../../test/fixtures/posting.js';
import { seedReportOrder } from '../../../../test/fixtures/order-reports.js';
import {
  FakeYouTube,
  FakeYouTubeAccess,
  type FakeVideo,
} from '../../../../test/fakes/youtube-port-fake.js';
import {
  createTestApp,
  TEST_ROLES_HEADER,
  TEST_USER_HEADER,
  type TestApp,
} from '../../../../test/helpers/app.js';
import { insertUser } from '../../../../test/helpers/users.js';

/**
 * The order reports (issue 28 item 7) on orders built from their real rows: the figures of one
 * order, a month's orders and totals at its UTC boundaries, the CSV downloads, and who may read
 * what (a client their own order only, the operator's routes admins only).
 */

let t: TestApp;
const youtube = new FakeYouTube();
const access = new FakeYouTubeAccess((userId) => connectionIdOf(t.database.db, userId));

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const ADMIN = 'report-admin';

let alice: string;
let bob: string;
let onTimeOrder: string;
let lateOrder: string;

/** A video the fake YouTube knows, with its views. */
function youtubeVideo(id: string, views: number) {
  youtube.videos.set(id, { id } as FakeVideo);
  youtube.views.set(id, views);
}

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header', youtube, youtubeAccess: access });
  const { db } = t.database;
  alice = (await insertUser(db, { name: '=HYPERLINK("http://evil.test","Alice")' })).id;
  bob = (await insertUser(db, { name: 'Bob Builder' })).id;
  await insertUser(db, { id: ADMIN });
  await connectYouTube(db, alice);
  youtubeVideo('yt-first', 120);
  youtubeVideo('yt-second', 30);

  const opened = at('2026-03-10T09:00:00Z');
  ({ orderId: onTimeOrder } = await seedReportOrder(db, {
    userId: alice,
    createdAt: opened,
    readyAt: new Date(opened.getTime() + 48 * HOUR),
    deliveredAt: new Date(opened.getTime() + 60 * HOUR),
    status: 'posting',
    clips: [
      {
        title: 'Kitchen, "bright" and airy',
        review: 'approved',
        posts: [{ status: 'published', externalVideoId: 'yt-first' }],
      },
      {
        review: 'approved',
        firstTime: false,
        renders: ['local', 'veo'],
        posts: [{ status: 'cancelled' }, { status: 'published', externalVideoId: 'yt-second' }],
      },
      {
        review: 'approved',
        posts: [{ status: 'scheduled', publishAt: at('2026-12-01T10:00:00Z') }],
      },
      { title: '-2+3', review: 'changes_requested' },
      { review: 'in_review' },
    ],
  }));
  // Opened in the last second of March, ready 80 hours after its photos: late.
  const lastSecond = at('2026-03-31T23:59:59Z');
  ({ orderId: lateOrder } = await seedReportOrder(db, {
    userId: bob,
    createdAt: lastSecond,
    readyAt: new Date(lastSecond.getTime() + 80 * HOUR),
    status: 'delivered',
    clips: [{ review: 'approved' }],
  }));
  // Not ready and past its due time: overdue, late in the totals.
  await seedReportOrder(db, {
    userId: bob,
    number: 2,
    createdAt: at('2026-03-01T00:00:00Z'),
    status: 'in_production',
  });
  // Either side of March: not in its report.
  await seedReportOrder(db, { userId: bob, number: 3, createdAt: at('2026-04-01T00:00:00Z') });
  await seedReportOrder(db, {
    userId: bob,
    number: 4,
    createdAt: at('2026-02-28T23:59:59.999Z'),
    photosInAt: null,
    status: 'waiting_for_photos',
  });
});
afterAll(() => t.close());

const get = (userId: string, url: string, admin = false) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { [TEST_USER_HEADER]: userId, ...(admin && { [TEST_ROLES_HEADER]: 'admin' }) },
  });
const asAdmin = (url: string) => get(ADMIN, url, true);

describe('one order', () => {
  it('counts clips, first-time approvals, posts, views, timing and render cost', async () => {
    const response = await asAdmin(`/api/admin/orders/${onTimeOrder}/report`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<OperatorOrderReport>();
    expect(report).toMatchObject({
      clips: 5,
      clipsByReviewStatus: { draft: 0, in_review: 1, approved: 3, changes_requested: 1 },
      clipsDelivered: 3,
      approvedFirstTime: 2,
      approvedFirstTimePercent: 67,
      posted: 2,
      scheduled: 1,
      cancelled: 1,
      failed: 0,
      views: 150,
      viewsUnavailable: null,
      timeliness: 'on_time',
      hoursTaken: 48,
      renders: 6,
      // No Gemini key here: Veo is priced as the standard model, $0.40/s for 8 seconds.
      renderCostCents: 320,
      engines: [
        { engine: 'local', renders: 5, costCents: 0 },
        { engine: 'veo', renders: 1, costCents: 320 },
      ],
    });
    expect(report.clipRows.map((clip) => [clip.postStatus, clip.views])).toEqual([
      ['published', 120],
      ['published', 30],
      ['scheduled', null],
      [null, null],
      [null, null],
    ]);
  });

  it('says late when the clips were first ready after the due time', async () => {
    const report = (await asAdmin(`/api/admin/orders/${lateOrder}/report`)).json();
    expect(report).toMatchObject({ timeliness: 'late', hoursTaken: 80, views: 0 });
  });

  it('gives the client the same numbers without costs, for their own order only', async () => {
    const own = await get(alice, `/api/orders/${onTimeOrder}/report`);
    expect(own.statusCode, own.body).toBe(200);
    const report = own.json<ClientOrderReport>();
    expect(report).toMatchObject({ clipsDelivered: 3, approvedFirstTime: 2, views: 150 });
    expect(report).not.toHaveProperty('renderCostCents');
    expect(report).not.toHaveProperty('engines');
    expect(report).not.toHaveProperty('clientEmail');

    const other = await get(bob, `/api/orders/${onTimeOrder}/report`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: ORDER_MESSAGES.notFound });
    expect((await get(alice, '/api/orders/not-a-uuid/report')).statusCode).toBe(404);
  });

  it('keeps the counts and says why when YouTube cannot be asked for views', async () => {
    access.failNext(new YouTubeFailure('reconnect', 'Reconnect'));
    const report = (await asAdmin(`/api/admin/orders/${onTimeOrder}/report`)).json();
    expect(report).toMatchObject({ posted: 2, views: null });
    expect(report.viewsUnavailable).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown or malformed order', async () => {
    const unknown = await asAdmin(`/api/admin/orders/${crypto.randomUUID()}/report`);
    expect(unknown.statusCode).toBe(404);
    expect((await asAdmin('/api/admin/orders/nope/report.csv')).statusCode).toBe(404);
  });
});

describe('the operator routes', () => {
  it('refuse clients (403) and visitors (401)', async () => {
    for (const url of [
      `/api/admin/orders/${onTimeOrder}/report`,
      `/api/admin/orders/${onTimeOrder}/report.csv`,
      '/api/admin/order-reports?month=2026-03',
      '/api/admin/order-reports.csv?month=bad',
    ]) {
      expect((await get(alice, url)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});

describe('a month', () => {
  it("lists the orders opened in the month (UTC) with the month's totals", async () => {
    const response = await asAdmin('/api/admin/order-reports?month=2026-03');
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<MonthlyReport>();
    expect(report.month).toBe('2026-03');
    expect(
      report.orders.map((order) => [order.clientName, order.number, order.timeliness]),
    ).toEqual([
      ['Bob Builder', 2, 'overdue'],
      ['=HYPERLINK("http://evil.test","Alice")', 1, 'on_time'],
      ['Bob Builder', 1, 'late'],
    ]);
    expect(report.totals).toEqual({
      orders: 3,
      clipsDelivered: 4,
      approvedFirstTime: 3,
      approvedFirstTimePercent: 75,
      posted: 2,
      views: 150,
      onTime: 1,
      late: 2,
      renderCostCents: 320,
    });
  });

  it('puts an order opened at midnight UTC in the month it opens', async () => {
    const april = (await asAdmin('/api/admin/order-reports?month=2026-04')).json<MonthlyReport>();
    expect(april.orders.map((order) => order.number)).toEqual([3]);
    const february = (
      await asAdmin('/api/admin/order-reports?month=2026-02')
    ).json<MonthlyReport>();
    expect(february.orders.map((order) => [order.number, order.timeliness])).toEqual([
      [4, 'no_due_time'],
    ]);
  });

  it('defaults to the current month and refuses a bad one with a clear message', async () => {
    const current = (await asAdmin('/api/admin/order-reports')).json<MonthlyReport>();
    expect(current.month).toBe(new Date().toISOString().slice(0, 7));
    for (const month of ['2026-13', '2026-3', 'March', '2026-03-01']) {
      const bad = await asAdmin(`/api/admin/order-reports?month=${month}`);
      expect(bad.statusCode, month).toBe(400);
      expect(bad.json().error).toContain(REPORT_MESSAGES.badMonth);
    }
  });
});

describe('CSV downloads', () => {
  it('a row per order of the month, formulas guarded, as a named download', async () => {
    const response = await asAdmin('/api/admin/order-reports.csv?month=2026-03');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'filename="order-report-2026-03.csv"',
    );
    const rows = Papa.parse<string[]>(response.body.trim()).data;
    expect(rows).toHaveLength(4);
    const header = rows[0]!;
    const alicesRow = rows[2]!;
    const column = (name: string) => alicesRow[header.indexOf(name)];
    expect(column('Client')).toBe(`'=HYPERLINK("http://evil.test","Alice")`);
    expect(column('Clips delivered')).toBe('3');
    expect(column('Approved on first review %')).toBe('67');
    expect(column('Views')).toBe('150');
    expect(column('On time')).toBe('On time');
    expect(column('Render cost (USD)')).toBe('3.20');
    expect(response.body).toContain('"\'=HYPERLINK(""http://evil.test"",""Alice"")"');
  });

  it('a row per clip of one order, its titles quoted and guarded', async () => {
    const response = await asAdmin(`/api/admin/orders/${onTimeOrder}/report.csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="order-1-/);
    const rows = Papa.parse<string[]>(response.body.trim()).data;
    expect(rows).toHaveLength(6);
    expect(response.body).toContain('"Kitchen, ""bright"" and airy"');
    expect(rows[4]![1]).toBe("'-2+3");
    expect(rows[2]!.slice(2, 5)).toEqual(['Approved', '2', 'no']);
  });
});
