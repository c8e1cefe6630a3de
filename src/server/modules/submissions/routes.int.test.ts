import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_MESSAGES, type SubmissionList } from '@shared/submissions';
import {
  clientPhotos,
  mailOutbox,
  pendingSubmissions,
  user,
  userEvents,
} from '../../db/schema/index.js';
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
 * Client intake (decision 030): the public multipart form, its refusals leaving nothing, the
 * Drive listing against a local fake of the Drive API, and the admins' review with its races.
 */

const FILE_LIMIT = 64 * 1024;
let t: TestApp;
let png: Buffer;
let admin: { id: string };
let plain: { id: string };
let address = 0;
const nextAddress = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;

// The Drive API fake: folder `PUBLICFOLDER123` holds three images and a PDF; any other id is
// answered 404 as Drive does for a folder not shared with "Anyone with the link".
let fake: DriveFake;
const drive = switchableDrive(formOnlyDriveFolders);

beforeAll(async () => {
  fake = await DriveFake.start();
  fake.addFolder('PUBLICFOLDER123', [
    { id: 'a', name: 'shop-front.jpg', mimeType: 'image/jpeg', size: 1200 },
    { id: 'b', name: 'counter.png', mimeType: 'image/png', size: 3400 },
    { id: 'p', name: 'price-list.pdf', mimeType: 'application/pdf', size: 90 },
    { id: 'c', name: 'team.webp', mimeType: 'image/webp', size: 560 },
  ]);

  t = await createTestApp({
    sessions: 'header',
    drive: drive.drive,
    env: { IMAGE_UPLOAD_LIMIT_BYTES: String(FILE_LIMIT), SUPPORT_EMAIL: 'help@studio.test' },
  });
  png = await pngImage(32, 24);
  admin = await insertUser(t.database.db, { email: 'boss@studio.test' });
  await makeAdmin(t.database.db, admin.id);
  plain = await insertUser(t.database.db, { email: 'plain@studio.test' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type FileSpec = [Buffer, string];
const fields = (overrides: Record<string, string | undefined> = {}) => {
  const base: Record<string, string | undefined> = {
    email: 'Owner@Bakery.test',
    phone: '+1 555 0100',
    businessName: 'Corner Bakery',
    submissionType: 'files',
    contentDescription: 'Fresh bread\r\nevery morning',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(base).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
};
function form(values: Record<string, string>, files: FileSpec[] = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  for (const [bytes, name] of files) data.append('files', new Blob([new Uint8Array(bytes)]), name);
  return data;
}
const submit = (payload: FormData, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/submissions', payload, remoteAddress });

const asAdmin = { [TEST_USER_HEADER]: '', [TEST_ROLES_HEADER]: 'admin' };
const adminHeaders = () => ({ ...asAdmin, [TEST_USER_HEADER]: admin.id });
const adminPost = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: adminHeaders() });

const rows = () => t.database.db.select().from(pendingSubmissions);
async function pendingObjects(): Promise<string[]> {
  const root = path.join(t.config.dataDir, 'files', 'pending-uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((e) => e.name);
}
async function expectNothingStored(before: { rows: number; objects: number }) {
  expect((await rows()).length).toBe(before.rows);
  expect((await pendingObjects()).length).toBe(before.objects);
}
const snapshot = async () => ({
  rows: (await rows()).length,
  objects: (await pendingObjects()).length,
});

describe('POST /api/submissions', () => {
  it('stores three photos under server keys and a pending row, and tells every admin', async () => {
    const response = await submit(
      form(fields(), [
        [png, 'one.png'],
        [png, '../../two.png'],
        [png, 'three.png'],
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SUBMISSION_MESSAGES.success });
    const [row] = (await rows()).filter((r) => r.businessName === 'Corner Bakery');
    expect(row).toMatchObject({
      email: 'owner@bakery.test',
      status: 'pending',
      submissionType: 'files',
      fileCount: 3,
      contentDescription: 'Fresh bread\r\nevery morning',
    });
    expect(row!.images.map((image) => image.name)).toEqual(['one.png', 'two.png', 'three.png']);
    for (const image of row!.images) {
      expect(image.key).toMatch(
        new RegExp(`^pending-uploads/${row!.id}/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.png$`),
      );
      expect(await t.storage.head(image.key!)).toEqual({
        size: png.length,
        contentType: 'image/png',
      });
    }
    const events = await t.database.db
      .select()
      .from(userEvents)
      .where(eq(userEvents.userId, admin.id));
    expect(events.map((e) => [e.type, e.payload])).toContainEqual([
      'submissions.created',
      { id: row!.id },
    ]);
  });

  it("refuses every missing or malformed field with the page's message, storing nothing", async () => {
    const before = await snapshot();
    const cases: [Record<string, string>, FileSpec[], string][] = [
      [fields({ email: ' ' }), [[png, 'a.png']], SUBMISSION_MESSAGES.requiredFiles],
      [fields({ phone: undefined }), [[png, 'a.png']], SUBMISSION_MESSAGES.requiredFiles],
      [fields({ businessName: '' }), [[png, 'a.png']], SUBMISSION_MESSAGES.requiredFiles],
      [fields(), [], SUBMISSION_MESSAGES.requiredFiles],
      [
        fields({ submissionType: 'google_drive', googleDriveLink: '' }),
        [],
        SUBMISSION_MESSAGES.requiredDrive,
      ],
      [
        fields({ submissionType: 'google_drive', googleDriveLink: 'x', email: '' }),
        [],
        SUBMISSION_MESSAGES.requiredDrive,
      ],
      [fields({ email: 'not-an-email' }), [[png, 'a.png']], SUBMISSION_MESSAGES.invalidEmail],
      [fields({ phone: 'abc' }), [[png, 'a.png']], 'Please enter a valid phone number'],
      [
        fields({
          phone: 'call me',
          submissionType: 'google_drive',
          googleDriveLink: 'https://drive.google.com/drive/folders/PUBLICFOLDER123',
        }),
        [],
        'Please enter a valid phone number',
      ],
      [
        fields({
          submissionType: 'google_drive',
          googleDriveLink: 'https://evil.example/folders/x',
        }),
        [],
        SUBMISSION_MESSAGES.invalidDriveLink,
      ],
      [
        fields({
          submissionType: 'google_drive',
          googleDriveLink: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMn/view',
        }),
        [],
        SUBMISSION_MESSAGES.invalidDriveLink,
      ],
      [
        fields({
          submissionType: 'google_drive',
          googleDriveLink: 'https://drive.google.com/drive/folders/PUBLICFOLDER123',
        }),
        [[png, 'a.png']],
        SUBMISSION_MESSAGES.filesNotForDrive,
      ],
      [
        fields({ phone: '1'.repeat(41) }),
        [[png, 'a.png']],
        SUBMISSION_MESSAGES.tooLong('phone number', 40),
      ],
      [
        fields({ contentDescription: 'x'.repeat(2001) }),
        [[png, 'a.png']],
        SUBMISSION_MESSAGES.tooLong('content description', 2000),
      ],
    ];
    for (const [values, files, message] of cases) {
      const response = await submit(form(values, files));
      expect(response.json(), JSON.stringify(values)).toEqual({ error: message });
      expect(response.statusCode).toBe(400);
    }
    await expectNothingStored(before);
  });

  it('takes a phone number as people write it, keeping it as typed', async () => {
    for (const [index, phone] of [
      '+1 (555) 123-4567',
      '555.123.4567',
      '+44 20 7946 0958',
    ].entries()) {
      const businessName = `Phone Shop ${index}`;
      const response = await submit(form(fields({ phone, businessName }), [[png, 'a.png']]));
      expect(response.json()).toEqual({ message: SUBMISSION_MESSAGES.success });
      expect((await rows()).find((row) => row.businessName === businessName)?.phone).toBe(phone);
    }
  });

  it('refuses a disguised, an oversize file and an 11th file, keeping none of the others', async () => {
    const before = await snapshot();
    const html = Buffer.from('<html><script>alert(1)</script></html>'.repeat(30));
    const disguised = Buffer.concat([png.subarray(0, 8), html]);
    const text = Buffer.from('just a shopping list\n'.repeat(10));
    const oversize = Buffer.concat([png, Buffer.alloc(FILE_LIMIT, 1)]);
    const cases: [FileSpec[], number, string][] = [
      [
        [
          [png, 'ok.png'],
          [disguised, 'photo.png'],
        ],
        400,
        'The image could not be read: choose another image',
      ],
      [
        [
          [png, 'ok.png'],
          [text, 'list.jpg'],
        ],
        400,
        'The image must be a JPEG, PNG, WebP or GIF file',
      ],
      [
        [
          [png, 'ok.png'],
          [oversize, 'big.png'],
        ],
        413,
        'The image is larger than 64 KB',
      ],
      [
        Array.from({ length: 11 }, (_, i): FileSpec => [png, `p${i}.png`]),
        400,
        SUBMISSION_MESSAGES.tooManyFiles,
      ],
    ];
    for (const [files, status, message] of cases) {
      const response = await submit(form(fields(), files));
      expect(response.json()).toEqual({ error: message });
      expect(response.statusCode).toBe(status);
      await expectNothingStored(before);
    }
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await snapshot();
    const response = await submit(form(fields({ website: 'https://spam.test' }), [[png, 'a.png']]));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SUBMISSION_MESSAGES.success });
    await expectNothingStored(before);
  });

  it('limits submissions per client address with a 429', async () => {
    const from = nextAddress();
    for (let i = 0; i < 10; i += 1) {
      const response = await submit(form(fields({ email: '' }), [[png, 'a.png']]), from);
      expect(response.statusCode).toBe(400);
    }
    const blocked = await submit(form(fields(), [[png, 'a.png']]), from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: SUBMISSION_MESSAGES.tooManyRequests });
  });

  it('counts a Drive folder as 10 images without GOOGLE_API_KEY', async () => {
    drive.use(formOnlyDriveFolders);
    const link = 'https://drive.google.com/drive/u/0/folders/AnyFolderId_123?usp=sharing';
    const response = await submit(
      form(
        fields({
          submissionType: 'google_drive',
          googleDriveLink: link,
          businessName: 'Form Only',
        }),
      ),
    );
    expect(response.statusCode).toBe(200);
    const row = (await rows()).find((r) => r.businessName === 'Form Only');
    expect(row).toMatchObject({ fileCount: 10, googleDriveLink: link, images: [] });
  });

  it('lists a public Drive folder (real count and names) and refuses a private one', async () => {
    drive.use(fake.folders());
    try {
      const ok = await submit(
        form(
          fields({
            submissionType: 'google_drive',
            googleDriveLink: 'https://drive.google.com/drive/folders/PUBLICFOLDER123',
            businessName: 'Drive Shop',
          }),
        ),
      );
      expect(ok.json()).toEqual({ message: SUBMISSION_MESSAGES.success });
      const row = (await rows()).find((r) => r.businessName === 'Drive Shop');
      expect(row?.fileCount).toBe(3);
      expect(row?.images.map((i) => [i.name, i.size, i.contentType])).toEqual([
        ['shop-front.jpg', 1200, 'image/jpeg'],
        ['counter.png', 3400, 'image/png'],
        ['team.webp', 560, 'image/webp'],
      ]);
      const lists = fake.requests.of('list');
      expect(lists).toHaveLength(2); // two pages
      expect(lists.every((call) => call.query.get('q')?.includes('trashed=false'))).toBe(true);

      const before = await snapshot();
      const refused = await submit(
        form(
          fields({
            submissionType: 'google_drive',
            googleDriveLink: 'https://drive.google.com/drive/folders/PRIVATEFOLDER99',
          }),
        ),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: SUBMISSION_MESSAGES.driveNotPublic });
      await expectNothingStored(before);
    } finally {
      drive.use(formOnlyDriveFolders);
    }
  });

  it('says where to get help', async () => {
    const response = await t.app.inject({ url: '/api/submissions/settings' });
    expect(response.json()).toMatchObject({
      supportEmail: 'help@studio.test',
      maxFiles: 10,
      maxFileBytes: FILE_LIMIT,
    });
  });
});

async function newPending(email: string, photos = 2): Promise<string> {
  const response = await submit(
    form(
      fields({ email, businessName: `Biz ${email}` }),
      // Different images: the client's library keeps each image once.
      await Promise.all(
        Array.from({ length: photos }, async (_, i): Promise<FileSpec> => [
          await pngImage(32 + i, 24),
          `p${i}.png`,
        ]),
      ),
    ),
  );
  expect(response.statusCode).toBe(200);
  const row = (await rows()).find((r) => r.email === email);
  return row!.id;
}

describe('admin review', () => {
  it('refuses anonymous callers (401) and non-admins (403) on every admin route', async () => {
    const id = await newPending('guarded@client.test');
    const calls = [
      { method: 'GET' as const, url: '/api/admin/submissions' },
      {
        method: 'POST' as const,
        url: '/api/admin/submissions/approve',
        payload: { submissionId: id },
      },
      {
        method: 'POST' as const,
        url: '/api/admin/submissions/reject',
        payload: { submissionId: id },
      },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      const refused = await t.app.inject({ ...call, headers: { [TEST_USER_HEADER]: plain.id } });
      expect(refused.statusCode, call.url).toBe(403);
    }
    expect((await rows()).find((r) => r.id === id)?.status).toBe('pending');
  });

  it('lists newest first with counts and signed image links', async () => {
    const response = await t.app.inject({ url: '/api/admin/submissions', headers: adminHeaders() });
    expect(response.statusCode).toBe(200);
    const body = response.json<SubmissionList>();
    expect(body.counts.all).toBe(body.submissions.length);
    expect(body.counts.pending).toBeGreaterThan(0);
    const dates = body.submissions.map((s) => s.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const bakery = body.submissions.find((s) => s.businessName === 'Corner Bakery')!;
    expect(bakery.images).toHaveLength(3);
    const image = await t.app.inject({ url: bakery.images[0]!.url! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const pending = await t.app.inject({
      url: '/api/admin/submissions?status=rejected',
      headers: adminHeaders(),
    });
    expect(pending.json<SubmissionList>().submissions.every((s) => s.status === 'rejected')).toBe(
      true,
    );
  });

  it('approves once when two admins approve at once: one account, one photo set, one mail', async () => {
    const email = 'twice@client.test';
    const id = await newPending(email, 3);
    const [a, b] = await Promise.all([
      adminPost('/api/admin/submissions/approve', { submissionId: id }),
      adminPost('/api/admin/submissions/approve', { submissionId: id }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : b;
    const loser = a.statusCode === 200 ? b : a;
    expect(loser.json()).toEqual({ error: SUBMISSION_MESSAGES.alreadyReviewed('approved') });
    // Either call may have made the account (it runs before the lock); there is one.
    expect(winner.json()).toMatchObject({ photoCount: 3, linkSent: true });

    const accounts = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(accounts).toHaveLength(1);
    const photos = await t.database.db
      .select()
      .from(clientPhotos)
      .where(eq(clientPhotos.userId, accounts[0]!.id));
    expect(photos).toHaveLength(3);
    for (const photo of photos) {
      expect(photo.storageKey.startsWith(`client-photos/${accounts[0]!.id}/`)).toBe(true);
      expect(photo).toMatchObject({ sourceSubmissionId: id, contentType: 'image/png' });
      expect(await t.storage.head(photo.storageKey)).not.toBeNull();
    }
    const sent = (await rows()).find((r) => r.id === id)!.images.map((image) => image.size);
    expect(photos.map((photo) => photo.size).sort()).toEqual(sent.sort());
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(1);
    const [row] = (await rows()).filter((r) => r.id === id);
    expect(row).toMatchObject({ status: 'approved', reviewedBy: admin.id });
    expect(row!.reviewedAt).toBeInstanceOf(Date);
  });

  it('reuses an existing account for the email', async () => {
    const existing = await insertUser(t.database.db, { email: 'known@client.test' });
    const id = await newPending('known@client.test', 1);
    const response = await adminPost('/api/admin/submissions/approve', { submissionId: id });
    expect(response.json()).toMatchObject({
      userId: existing.id,
      accountCreated: false,
      photoCount: 1,
    });
  });

  it('lets one of approve and reject win, the other gets a 409', async () => {
    const email = 'race@client.test';
    const id = await newPending(email, 1);
    const [approve, reject] = await Promise.all([
      adminPost('/api/admin/submissions/approve', { submissionId: id }),
      adminPost('/api/admin/submissions/reject', { submissionId: id, reason: 'Blurry' }),
    ]);
    expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const [row] = (await rows()).filter((r) => r.id === id);
    expect(row!.status).toBe(approve.statusCode === 200 ? 'approved' : 'rejected');
    const photos = await t.database.db
      .select()
      .from(clientPhotos)
      .where(eq(clientPhotos.sourceSubmissionId, id));
    expect(photos).toHaveLength(approve.statusCode === 200 ? 1 : 0);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(1);
  });

  it('rejects with a reason that is mailed (escaped in HTML), and refuses a second review', async () => {
    const email = 'no@client.test';
    const id = await newPending(email, 1);
    const reason = 'Photos are <b>too dark</b>\nplease retake';
    const response = await adminPost('/api/admin/submissions/reject', { submissionId: id, reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SUBMISSION_MESSAGES.rejected });
    const [row] = (await rows()).filter((r) => r.id === id);
    expect(row).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect(row!.reviewedAt).toBeInstanceOf(Date);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail!.text).toContain(reason);
    expect(mail!.html).toContain('&#60;b&#62;too dark');
    expect(mail!.html).not.toContain('<b>');

    const again = await adminPost('/api/admin/submissions/approve', { submissionId: id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: SUBMISSION_MESSAGES.alreadyReviewed('rejected') });
    const long = await adminPost('/api/admin/submissions/reject', {
      submissionId: id,
      reason: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    const missing = await adminPost('/api/admin/submissions/approve', {
      submissionId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });
});
