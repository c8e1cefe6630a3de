import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_MESSAGES } from '@shared/submissions';
import { mailOutbox, pendingSubmissions } from '../../db/schema/index.js';
import { formOnlyDriveFolders } from '../../providers/drive/index.js';
import { DriveFake, switchableDrive } from '../../../../test/fakes/drive-fake.js';
import { pngImage } from '../../../../test/fixtures/videos.js';
import {
  createTestApp,
  TEST_ROLES_HEADER,
  TEST_USER_HEADER,
  type TestApp,
} from '../../../../test/helpers/app.js';
import { insertUser, makeAdmin } from '../../../../test/helpers/users.js';

/**
 * Approving a Google Drive submission (issue 28 item 2): with the key the folder's images are
 * downloaded into the client's My photos; without it the operator and the client are told that
 * the team adds them by hand.
 */

let t: TestApp;
let fake: DriveFake;
let admin: { id: string };
const drive = switchableDrive(formOnlyDriveFolders);
let address = 0;
const LINK = 'https://drive.google.com/drive/folders/PUBLICFOLDER123';

beforeAll(async () => {
  fake = await DriveFake.start();
  const [one, two] = await Promise.all([pngImage(32, 24), pngImage(24, 32)]);
  fake.addFolder('PUBLICFOLDER123', [
    { id: 'a', name: 'shop-front.png', mimeType: 'image/png', bytes: one },
    { id: 'p', name: 'price-list.pdf', mimeType: 'application/pdf', size: 90 },
    { id: 'b', name: 'counter.png', mimeType: 'image/png', bytes: two },
  ]);
  t = await createTestApp({ sessions: 'header', drive: drive.drive });
  admin = await insertUser(t.database.db, { email: 'boss@studio.test' });
  await makeAdmin(t.database.db, admin.id);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function submitDrive(email: string, businessName: string): Promise<string> {
  const payload = new FormData();
  const values = {
    email,
    phone: '+1 555 0100',
    businessName,
    submissionType: 'google_drive',
    googleDriveLink: LINK,
    contentDescription: 'Our shop',
  };
  for (const [name, value] of Object.entries(values)) payload.append(name, value);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/submissions',
    payload,
    remoteAddress: `10.9.0.${++address}`,
  });
  expect(response.statusCode).toBe(200);
  const [row] = await t.database.db
    .select()
    .from(pendingSubmissions)
    .where(eq(pendingSubmissions.businessName, businessName));
  return row!.id;
}

const approve = (submissionId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/submissions/approve',
    payload: { submissionId },
    headers: { [TEST_USER_HEADER]: admin.id, [TEST_ROLES_HEADER]: 'admin' },
  });

describe('approving a Google Drive submission', () => {
  it("downloads the folder's images into the client's My photos when Drive can be read", async () => {
    drive.use(fake.folders());
    const id = await submitDrive('drive@shop.test', 'Drive Shop');
    const response = await approve(id);
    expect(response.statusCode).toBe(200);
    const result = response.json<{ userId: string; photoCount: number; photosToAdd?: string }>();
    expect(result.photoCount).toBe(2);
    expect(result.photosToAdd).toBeUndefined();

    const photos = await t.app.inject({
      method: 'GET',
      url: '/api/photos',
      headers: { [TEST_USER_HEADER]: result.userId },
    });
    expect(photos.statusCode).toBe(200);
    const body = photos.json<{ photos: { name: string }[] }>();
    expect(body.photos.map((p) => p.name).sort()).toEqual(['counter.png', 'shop-front.png']);
  });

  it('approves without the key, tells the operator to add the photos, and the mail says so', async () => {
    drive.use(formOnlyDriveFolders);
    const id = await submitDrive('form@shop.test', 'Form Shop');
    const response = await approve(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      photoCount: 0,
      photosToAdd: 'drive_folder',
      photosToAddMessage: SUBMISSION_MESSAGES.drivePhotosToAdd,
    });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'form@shop.test'));
    expect(mail!.text).toContain(SUBMISSION_MESSAGES.drivePhotosMailNote);
  });
});
