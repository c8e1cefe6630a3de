import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_MESSAGES, type SubmissionList } from '@shared/submissions';
import {
  clientPhotos,
  pendingSubmissions,
  submissionUploadReservations,
} from '../../db/schema/index.js';
import { HandlerRegistry } from '../../platform/jobs/registry.js';
import { pngImage } from '../../../../test/fixtures/videos.js';
import {
  createTestApp,
  TEST_ROLES_HEADER,
  TEST_USER_HEADER,
  type TestApp,
} from '../../../../test/helpers/app.js';
import { insertUser, makeAdmin } from '../../../../test/helpers/users.js';
import { appJobs, registerModuleJobs } from '../index.js';
import { sweepSubmissionFiles } from './sweep.js';

/**
 * The sweep of submission files (decision 050): rejected (and approved) ones lose their files
 * after the grace, never-reviewed ones after the keep time, nothing younger; rows stay, marked,
 * and the review page and approval say so. Runs with the defaults (7 and 30 days).
 */

let t: TestApp;
let png: Buffer;
let otherPng: Buffer;
let admin: { id: string };
let address = 0;

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header' });
  png = await pngImage(40, 30);
  // A second image: an approved account's library keeps each image once.
  otherPng = await pngImage(41, 30);
  admin = await insertUser(t.database.db, { email: 'sweeper@studio.test' });
  await makeAdmin(t.database.db, admin.id);
});
afterAll(() => t.close());

const adminHeaders = () => ({ [TEST_USER_HEADER]: admin.id, [TEST_ROLES_HEADER]: 'admin' });
const adminPost = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: adminHeaders() });

async function newSubmission(name: string): Promise<string> {
  const data = new FormData();
  data.append('email', `${name}@client.test`);
  data.append('phone', '+1 555 0100');
  data.append('businessName', name);
  data.append('files', new Blob([new Uint8Array(png)]), 'a.png');
  data.append('files', new Blob([new Uint8Array(otherPng)]), 'b.png');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/submissions',
    payload: data,
    remoteAddress: `10.9.0.${++address}`,
  });
  expect(response.statusCode).toBe(200);
  const [row] = await t.database.db
    .select()
    .from(pendingSubmissions)
    .where(eq(pendingSubmissions.businessName, name));
  return row!.id;
}

const ageBy = (id: string, column: 'created_at' | 'reviewed_at', days: number) =>
  t.database.db.execute(
    sql`UPDATE pending_submissions SET ${sql.raw(column)} = now() - ${days}::int * interval '1 day' WHERE id = ${id}`,
  );
const rowOf = async (id: string) =>
  (await t.database.db.select().from(pendingSubmissions).where(eq(pendingSubmissions.id, id)))[0]!;
async function objectsKept(id: string): Promise<boolean[]> {
  const row = await rowOf(id);
  return Promise.all(
    row.images.map(async (image) => {
      const object = await t.storage.get(image.key!);
      object?.body.destroy();
      return object !== null;
    }),
  );
}

describe('the sweep of submission files', () => {
  it('deletes files past their time only, marks the rows, and the review page says so', async () => {
    const rejectedOld = await newSubmission('rejected-old');
    const rejectedYoung = await newSubmission('rejected-young');
    const pendingOld = await newSubmission('pending-old');
    const pendingYoung = await newSubmission('pending-young');
    const approvedOld = await newSubmission('approved-old');
    for (const id of [rejectedOld, rejectedYoung]) {
      expect(
        (await adminPost('/api/admin/submissions/reject', { submissionId: id })).statusCode,
      ).toBe(200);
    }
    const approved = await adminPost('/api/admin/submissions/approve', {
      submissionId: approvedOld,
    });
    expect(approved.statusCode).toBe(200);
    await ageBy(rejectedOld, 'reviewed_at', 8);
    await ageBy(rejectedYoung, 'reviewed_at', 6);
    await ageBy(pendingOld, 'created_at', 31);
    await ageBy(pendingYoung, 'created_at', 29);
    await ageBy(approvedOld, 'reviewed_at', 8);
    // A reservation whose request died with its process.
    await t.database.db.insert(submissionUploadReservations).values({
      addressHash: 'dead',
      bytes: 1000,
      expiresAt: sql`now() - interval '1 minute'`,
    });

    // Two workers at once: each file deleted, each row marked once between them.
    const runs = await Promise.all([
      sweepSubmissionFiles(t.services),
      sweepSubmissionFiles(t.services),
    ]);
    expect(runs[0]!.removed + runs[1]!.removed).toBe(3);
    expect(await sweepSubmissionFiles(t.services)).toEqual({ removed: 0 });

    for (const id of [rejectedOld, pendingOld, approvedOld]) {
      expect(await objectsKept(id)).toEqual([false, false]);
      expect((await rowOf(id)).filesRemovedAt).toBeInstanceOf(Date);
    }
    for (const id of [rejectedYoung, pendingYoung]) {
      expect(await objectsKept(id)).toEqual([true, true]);
      expect((await rowOf(id)).filesRemovedAt).toBeNull();
    }
    // The approved account keeps its own copies.
    const copies = await t.database.db
      .select()
      .from(clientPhotos)
      .where(eq(clientPhotos.sourceSubmissionId, approvedOld));
    expect(copies).toHaveLength(2);
    for (const copy of copies) {
      const object = await t.storage.get(copy.storageKey);
      expect(object).not.toBeNull();
      object?.body.destroy();
    }
    expect(await t.database.db.select().from(submissionUploadReservations)).toEqual([]);

    const list = await t.app.inject({ url: '/api/admin/submissions', headers: adminHeaders() });
    const shown = list.json<SubmissionList>().submissions;
    const swept = shown.find((s) => s.id === pendingOld)!;
    expect(swept.filesRemovedAt).not.toBeNull();
    expect(swept.images.map((image) => [image.name, image.url])).toEqual([
      ['a.png', null],
      ['b.png', null],
    ]);
    expect(shown.find((s) => s.id === pendingYoung)!.filesRemovedAt).toBeNull();

    // Approving a submission whose photos are gone says so, and changes nothing.
    const refused = await adminPost('/api/admin/submissions/approve', { submissionId: pendingOld });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: SUBMISSION_MESSAGES.filesRemovedCannotApprove });
    expect((await rowOf(pendingOld)).status).toBe('pending');
  });

  it('runs hourly as the submissions.sweep job', async () => {
    const registry = new HandlerRegistry(appJobs.contract);
    registerModuleJobs(registry, t);
    expect(registry.get('submissions.sweep')).toBeDefined();
    expect(appJobs.definitions['submissions.sweep'].cron).toBe('20 * * * *');
  });
});
