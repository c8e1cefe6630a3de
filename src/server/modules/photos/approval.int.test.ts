import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SubmissionList } from '@shared/submissions';
import { user } from '../../db/schema/index.js';
import {
  photoClient,
  photoForm,
  type PhotoClient,
} from '../../../../test/fixtures/photo-library.js';
import { pngImage } from '../../../../test/fixtures/videos.js';
import {
  createTestApp,
  TEST_ROLES_HEADER,
  TEST_USER_HEADER,
  type TestApp,
} from '../../../../test/helpers/app.js';
import { insertUser, makeAdmin } from '../../../../test/helpers/users.js';

/**
 * An approved submission's photos arrive in the new account's library (decision 030's copy,
 * now with thumbnails: decision 033), as objects of their own.
 */

let t: TestApp;
let photos: PhotoClient;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header' });
  photos = photoClient(t);
  const admin = await insertUser(t.database.db, { email: 'reviewer@studio.test' });
  await makeAdmin(t.database.db, admin.id);
  adminHeaders = { [TEST_USER_HEADER]: admin.id, [TEST_ROLES_HEADER]: 'admin' };
});
afterAll(() => t.close());

const submissions = async (status: string) => {
  const response = await t.app.inject({
    url: `/api/admin/submissions?status=${status}`,
    headers: adminHeaders,
  });
  return response.json<SubmissionList>().submissions;
};

it('gives the account its photos, with thumbnails, as copies the submission keeps', async () => {
  const data = photoForm(
    [
      [await pngImage(96, 64), 'living-room.png'],
      [await pngImage(40, 30), 'hall.png'],
    ],
    {
      email: 'designer@client.test',
      phone: '+1 555 0100',
      businessName: 'Studio North',
      submissionType: 'files',
    },
  );
  const sent = await t.app.inject({ method: 'POST', url: '/api/submissions', payload: data });
  expect(sent.statusCode).toBe(200);
  const [submission] = await submissions('pending');
  const approved = await t.app.inject({
    method: 'POST',
    url: '/api/admin/submissions/approve',
    headers: adminHeaders,
    payload: { submissionId: submission!.id },
  });
  expect(approved.statusCode).toBe(200);
  const { userId, photoCount } = approved.json<{ userId: string; photoCount: number }>();
  expect(photoCount).toBe(2);

  const library = (await photos.list(userId)).photos;
  expect(library.map((photo) => photo.name).sort()).toEqual(['hall.png', 'living-room.png']);
  const rows = await photos.rowsOf(userId);
  for (const row of rows) {
    expect(row.sourceSubmissionId).toBe(submission!.id);
    expect(row.storageKey).toMatch(new RegExp(`^client-photos/${userId}/.+\\.png$`));
    expect(row.thumbnailKey).toMatch(new RegExp(`^client-photos/${userId}/.+\\.jpg$`));
  }
  const thumbnail = await t.app.inject({ url: library[0]!.thumbnailUrl });
  expect([thumbnail.statusCode, thumbnail.headers['content-type']]).toEqual([200, 'image/jpeg']);

  // Deleting a photo leaves the submission's own image, which admins still see.
  expect((await photos.remove(userId, library[0]!.id)).statusCode).toBe(200);
  const [reviewed] = await submissions('approved');
  for (const image of reviewed!.images) {
    expect((await t.app.inject({ url: image.url! })).statusCode).toBe(200);
  }
});

it('leaves no copies behind when the review loses a race to a rejection', async () => {
  const data = photoForm([[await pngImage(32, 32), 'a.png']], {
    email: 'race@client.test',
    phone: '+1 555 0101',
    businessName: 'Race Ltd',
    submissionType: 'files',
  });
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/submissions', payload: data })).statusCode,
  ).toBe(200);
  const submission = (await submissions('pending')).find((s) => s.businessName === 'Race Ltd')!;
  const [approve, reject] = await Promise.all([
    t.app.inject({
      method: 'POST',
      url: '/api/admin/submissions/approve',
      headers: adminHeaders,
      payload: { submissionId: submission.id },
    }),
    t.app.inject({
      method: 'POST',
      url: '/api/admin/submissions/reject',
      headers: adminHeaders,
      payload: { submissionId: submission.id },
    }),
  ]);
  expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
  // Whoever won, the library holds exactly what the table says: one photo and its thumbnail,
  // or (the approval's copies deleted) nothing at all.
  const [account] = await t.database.db
    .select()
    .from(user)
    .where(eq(user.email, 'race@client.test'));
  // A rejection that came first stops the approval before it makes an account.
  const expected = approve.statusCode === 200 ? 1 : 0;
  if (!account) return expect(expected).toBe(0);
  expect(await photos.rowsOf(account.id)).toHaveLength(expected);
  expect(await photos.storedKeys(account.id)).toHaveLength(expected * 2);
});

it('adds an image the library already holds, or that came twice, once', async () => {
  const [a, b, c] = await Promise.all([pngImage(50, 30), pngImage(51, 30), pngImage(52, 30)]);
  const approve = async (files: [Buffer, string][], businessName: string) => {
    const form = photoForm(files, {
      email: 'again@client.test',
      phone: '+1 555 0102',
      businessName,
      submissionType: 'files',
    });
    const sent = await t.app.inject({ method: 'POST', url: '/api/submissions', payload: form });
    expect(sent.statusCode).toBe(200);
    const pending = (await submissions('pending')).find((s) => s.businessName === businessName)!;
    const approved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/submissions/approve',
      headers: adminHeaders,
      payload: { submissionId: pending.id },
    });
    expect(approved.statusCode).toBe(200);
    return approved.json<{ userId: string; photoCount: number }>();
  };

  const first = await approve(
    [
      [a, 'a.png'],
      [a, 'a-copy.png'],
      [b, 'b.png'],
    ],
    'Twice Once',
  );
  expect(first.photoCount).toBe(2);
  const second = await approve(
    [
      [b, 'b-again.png'],
      [c, 'c.png'],
    ],
    'Twice Twice',
  );
  expect(second).toMatchObject({ userId: first.userId, photoCount: 1 });
  const rows = await photos.rowsOf(first.userId);
  expect(rows.map((row) => row.name).sort()).toEqual(['a.png', 'b.png', 'c.png']);
  // The left-out copies were deleted: each photo and its thumbnail, nothing else.
  expect(await photos.storedKeys(first.userId)).toHaveLength(6);
});
