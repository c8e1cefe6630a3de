import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUBMISSION_MESSAGES, type SubmissionSettings } from '@shared/submissions';
import { buildApp } from '../../app.js';
import { pendingSubmissions, submissionUploadReservations } from '../../db/schema/index.js';
import { createMetrics } from '../../platform/http/metrics.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';

/**
 * Anonymous storage bounded (decision 050): the caps on bytes awaiting review per address and
 * in all, refused before the body is stored and never overshot by concurrent submissions, and
 * the per-address count shared by every web process on the database.
 */

const FILE_LIMIT = 64 * 1024;
const PER_ADDRESS = 100_000;
const TOTAL = 250_000;
let t: TestApp;
let photo: Buffer;
let address = 0;
const nextAddress = () => `10.7.${Math.floor(++address / 250)}.${address % 250}`;

/** A PNG of noise: it does not compress, so its size is known to within a few bytes. */
async function noisePng(width: number, height: number): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const pixels = ctx.createImageData(width, height);
  for (let i = 0; i < pixels.data.length; i += 1) {
    pixels.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
  }
  ctx.putImageData(pixels, 0, 0);
  return canvas.encode('png');
}

beforeAll(async () => {
  t = await createTestApp({
    env: {
      IMAGE_UPLOAD_LIMIT_BYTES: String(FILE_LIMIT),
      SUBMISSION_PENDING_BYTES_PER_ADDRESS: String(PER_ADDRESS),
      SUBMISSION_PENDING_BYTES_TOTAL: String(TOTAL),
    },
  });
  photo = await noisePng(105, 105);
  // About 40 KB: two fit under the address cap (100 KB), a third does not.
  expect(photo.length).toBeGreaterThan(36_000);
  expect(photo.length).toBeLessThan(41_000);
});
afterAll(() => t.close());
beforeEach(async () => {
  // Each test starts with nothing awaiting review (the files on disk no longer count).
  await t.database.db.delete(pendingSubmissions);
  await t.database.db.delete(submissionUploadReservations);
});

/** The form as the browser sends it: with a Content-Length (what the reservation reads). */
async function submit(app: TestApp['app'], from: string, photos = 1, email = 'owner@shop.test') {
  const data = new FormData();
  data.append('email', email);
  data.append('phone', '+1 555 0100');
  data.append('businessName', 'Corner Shop');
  for (let i = 0; i < photos; i += 1) {
    data.append('files', new Blob([new Uint8Array(photo)], { type: 'image/png' }), `p${i}.png`);
  }
  const encoded = new Response(data);
  return app.inject({
    method: 'POST',
    url: '/api/submissions',
    remoteAddress: from,
    headers: { 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}
const settingsFor = async (from: string) =>
  (
    await t.app.inject({ url: '/api/submissions/settings', remoteAddress: from })
  ).json<SubmissionSettings>();
const storedBytes = async () =>
  (await t.database.db.select().from(pendingSubmissions)).reduce((n, r) => n + r.storedBytes, 0);
async function objectCount(): Promise<number> {
  const root = path.join(t.config.dataDir, 'files', 'pending-uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.')).length;
}
const full = { error: SUBMISSION_MESSAGES.uploadsFull };

describe('the cap per client address', () => {
  it('refuses with the message once the address holds its cap, storing nothing more', async () => {
    const from = nextAddress();
    expect(await settingsFor(from)).toMatchObject({ uploadsOpen: true, roomBytes: PER_ADDRESS });
    expect((await submit(t.app, from)).statusCode).toBe(200);
    expect((await submit(t.app, from)).statusCode).toBe(200);
    const before = { bytes: await storedBytes(), objects: await objectCount() };
    expect(before.bytes).toBe(2 * photo.length);

    const refused = await submit(t.app, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(full);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect({ bytes: await storedBytes(), objects: await objectCount() }).toEqual(before);
    // The page hears it before sending: less room than one photo at the limit.
    expect(await settingsFor(from)).toMatchObject({
      uploadsOpen: false,
      roomBytes: PER_ADDRESS - 2 * photo.length,
    });
    // Another address (and the same /64 of IPv6 counts as one) is not affected by this one.
    expect((await submit(t.app, nextAddress())).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    expect((await submit(t.app, '2001:db8:7:1::a')).statusCode).toBe(200);
    expect((await submit(t.app, '2001:db8:7:1::b')).statusCode).toBe(200);
    const refused = await submit(t.app, '2001:db8:7:1:ffff::c');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(full);
  });

  it('lets concurrent submissions from one address take no more than the cap', async () => {
    const from = nextAddress();
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(t.app, from)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 200, 429, 429, 429, 429]);
    expect(await storedBytes()).toBeLessThanOrEqual(PER_ADDRESS);
  });
});

describe('the cap on all addresses together', () => {
  it('refuses every address with 503 and the message once the total is held', async () => {
    // 40 KB each from six addresses: 240 KB of 250 KB; the seventh does not fit.
    for (let i = 0; i < 6; i += 1)
      expect((await submit(t.app, nextAddress())).statusCode).toBe(200);
    const before = { bytes: await storedBytes(), objects: await objectCount() };
    const fresh = nextAddress();
    expect(await settingsFor(fresh)).toMatchObject({ uploadsOpen: false });

    const refused = await submit(t.app, fresh);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(full);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect({ bytes: await storedBytes(), objects: await objectCount() }).toEqual(before);
  });

  it('lets concurrent submissions from many addresses take no more than the total', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => submit(t.app, nextAddress())),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200).length;
    expect(accepted).toBe(6);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual(full);
    }
    expect(await storedBytes()).toBeLessThanOrEqual(TOTAL);
    // Every request ended: no room stays reserved.
    expect(await t.database.db.select().from(submissionUploadReservations)).toEqual([]);
  });

  it('reserves the most a submission can store when the body has no Content-Length', async () => {
    // Chunked: 10 files at 64 KB = 640 KB could come, more than the total cap's room.
    const data = new FormData();
    data.append('email', 'owner@shop.test');
    const chunked = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      remoteAddress: nextAddress(),
      payload: data,
    });
    expect(chunked.statusCode).toBe(503);
    expect(chunked.json()).toEqual(full);
  });
});

describe('the count of submissions per address', () => {
  it('is shared by two web processes on one database: 10 an hour between them', async () => {
    const second = await buildApp({
      ...t.context,
      hub: t.hub,
      metrics: createMetrics(),
    });
    try {
      const from = nextAddress();
      // Refused for a blank email (400): every POST counts, as before.
      for (let i = 0; i < 10; i += 1) {
        const app = i % 2 === 0 ? t.app : second;
        expect((await submit(app, from, 1, '')).statusCode).toBe(400);
      }
      for (const app of [t.app, second]) {
        const blocked = await submit(app, from);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json()).toEqual({ error: SUBMISSION_MESSAGES.tooManyRequests });
      }
    } finally {
      await second.close();
    }
  });
});
