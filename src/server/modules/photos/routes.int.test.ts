import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_PHOTOS_PER_UPLOAD,
  PHOTO_LIBRARY_MAX,
  PHOTO_MESSAGES,
  type Photo,
} from '@shared/photos';
import { clientPhotos } from '../../db/schema/index.js';
import {
  photoClient,
  photoForm as form,
  type FileSpec,
  type PhotoClient,
} from '../../../../test/fixtures/photo-library.js';
import { pngImage } from '../../../../test/fixtures/videos.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { insertUser } from '../../../../test/helpers/users.js';

/**
 * My photos (decision 033) through the HTTP API: each user sees and deletes only their own
 * photos, and uploads are checked by content and size with nothing left by a refusal.
 * (approval.int.test.ts: the photos an approved submission brings.)
 */

const FILE_LIMIT = 64 * 1024;
let t: TestApp;
let photos: PhotoClient;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({
    sessions: 'header',
    env: { IMAGE_UPLOAD_LIMIT_BYTES: String(FILE_LIMIT) },
  });
  photos = photoClient(t);
  png = await pngImage(96, 64);
});
afterAll(() => t.close());

const newUser = async () => (await insertUser(t.database.db)).id;
/** Photos with different bytes: the library keeps each image once. */
const distinctPngs = (count: number) =>
  Promise.all(Array.from({ length: count }, (_, i) => pngImage(20 + i, 20)));
const upload = (userId: string, payload: FormData | object) => photos.upload(userId, payload);
const list = (userId: string) => photos.list(userId);
const remove = (userId: string, id: string) => photos.remove(userId, id);
const storedKeys = (userId: string) => photos.storedKeys(userId);
const rowsOf = (userId: string) => photos.rowsOf(userId);
const expectNothingStored = (userId: string) => photos.expectNothingStored(userId);

describe('POST /api/photos and GET /api/photos', () => {
  it('stores each photo and a thumbnail under client-photos/<user>, listed newest first', async () => {
    const userId = await newUser();
    const first = await upload(userId, form([[await pngImage(64, 40), 'first.png']]));
    expect(first.statusCode).toBe(201);
    const jpeg = await pngImage(48, 48); // named .jpg: the bytes decide, not the name
    const second = await upload(
      userId,
      form([
        [jpeg, 'porch.jpg'],
        [png, '../../etc/kitchen.png'],
      ]),
    );
    expect(second.statusCode).toBe(201);
    const added = second.json<{ photos: Photo[] }>().photos;
    expect(added.map((photo) => [photo.name, photo.contentType, photo.size])).toEqual([
      ['porch.jpg', 'image/png', jpeg.length],
      ['kitchen.png', 'image/png', png.length],
    ]);

    const { photos, limits } = await list(userId);
    expect(limits).toEqual({
      maxFileBytes: FILE_LIMIT,
      maxFilesPerUpload: MAX_PHOTOS_PER_UPLOAD,
      maxPhotos: PHOTO_LIBRARY_MAX,
    });
    // Newest first, and within one upload the last photo sent first.
    expect(photos.map((photo) => photo.name)).toEqual(['kitchen.png', 'porch.jpg', 'first.png']);
    const dates = photos.map((photo) => photo.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const rows = await rowsOf(userId);
    for (const row of rows) {
      expect(row.storageKey).toMatch(
        new RegExp(`^client-photos/${userId}/\\d{4}/\\d{2}/.+\\.png$`),
      );
      expect(row.thumbnailKey).toMatch(new RegExp(`^client-photos/${userId}/.+\\.jpg$`));
    }
    expect((await storedKeys(userId)).sort()).toEqual(
      rows.flatMap((row) => [row.storageKey, row.thumbnailKey!]).sort(),
    );
    const kitchen = photos.find((photo) => photo.name === 'kitchen.png')!;
    const full = await t.app.inject({ url: kitchen.url });
    expect([full.statusCode, full.headers['content-type'], full.rawPayload]).toEqual([
      200,
      'image/png',
      png,
    ]);
    const thumbnail = await t.app.inject({ url: kitchen.thumbnailUrl });
    expect([thumbnail.statusCode, thumbnail.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const download = await t.app.inject({ url: kitchen.downloadUrl });
    expect(download.headers['content-disposition']).toContain('kitchen.png');
  });

  it("lists only the caller's own photos, and nobody's to a signed-out caller", async () => {
    const owner = await newUser();
    const other = await newUser();
    expect((await upload(owner, form([[png, 'mine.png']]))).statusCode).toBe(201);
    expect((await list(other)).photos).toEqual([]);
    expect((await list(owner)).photos.map((photo) => photo.name)).toEqual(['mine.png']);
    const anonymous = await t.app.inject({ url: '/api/photos' });
    expect(anonymous.statusCode).toBe(401);
    const anonymousUpload = await t.app.inject({
      method: 'POST',
      url: '/api/photos',
      payload: form([[png, 'a.png']]),
    });
    expect(anonymousUpload.statusCode).toBe(401);
  });

  it('refuses a disguised non-image, an unreadable image and an oversized one, storing nothing', async () => {
    const userId = await newUser();
    const html = Buffer.from('<html><script>alert(1)</script></html>'.repeat(20));
    const cases: [FileSpec[], number, string][] = [
      [
        [[Buffer.from('Not a photo, a shopping list.\n'.repeat(20)), 'photo.jpg']],
        400,
        'The image must be a JPEG, PNG, WebP or GIF file',
      ],
      [
        [[Buffer.concat([png.subarray(0, 8), html]), 'photo.png']],
        400,
        'The image could not be read: choose another image',
      ],
      [
        [[Buffer.concat([png, Buffer.alloc(FILE_LIMIT, 1)]), 'big.png']],
        413,
        'The image is larger than 64 KB',
      ],
      // A good photo first: it is stored while it streams, and deleted with the refusal.
      [
        [
          [png, 'good.png'],
          [Buffer.from('GIF89a<html></html>'), 'bad.gif'],
        ],
        400,
        'The image could not be read: choose another image',
      ],
    ];
    for (const [files, status, error] of cases) {
      const response = await upload(userId, form(files));
      expect([response.statusCode, response.json()]).toEqual([status, { error }]);
      await expectNothingStored(userId);
    }
  });

  it('refuses more photos than one upload takes, no photo, other fields and JSON', async () => {
    const userId = await newUser();
    const eleven = (await distinctPngs(MAX_PHOTOS_PER_UPLOAD + 1)).map((bytes, i): FileSpec => [
      bytes,
      `p${i}.png`,
    ]);
    const cases: [FormData | object, number, string][] = [
      [form(eleven), 400, PHOTO_MESSAGES.tooManyFiles],
      [form([]), 400, PHOTO_MESSAGES.chooseFiles],
      [form([[png, 'a.png']], { caption: 'hi' }), 400, 'Unexpected form field "caption"'],
      [form([[png, 'a.png']], {}, 'image'), 400, 'Unexpected file field "image"'],
      [{ files: [] }, 415, 'Send this form as multipart/form-data'],
    ];
    for (const [payload, status, error] of cases) {
      const response = await upload(userId, payload);
      expect([response.statusCode, response.json()]).toEqual([status, { error }]);
      await expectNothingStored(userId);
    }
    const ten = await upload(userId, form(eleven.slice(0, MAX_PHOTOS_PER_UPLOAD)));
    expect(ten.statusCode).toBe(201);
    expect(await rowsOf(userId)).toHaveLength(MAX_PHOTOS_PER_UPLOAD);
  });

  it('refuses uploads into a full library before storing anything', async () => {
    const userId = await newUser();
    await t.database.db.insert(clientPhotos).values(
      Array.from({ length: PHOTO_LIBRARY_MAX - 1 }, (_, i) => ({
        userId,
        storageKey: `client-photos/${userId}/2026/01/seeded-${i}.png`,
        name: `seeded-${i}.png`,
        size: 10,
        contentType: 'image/png',
      })),
    );
    const [a, b, c] = await distinctPngs(3);
    const two = await upload(
      userId,
      form([
        [a!, 'a.png'],
        [b!, 'b.png'],
      ]),
    );
    expect([two.statusCode, two.json()]).toEqual([
      409,
      { error: PHOTO_MESSAGES.libraryFull(PHOTO_LIBRARY_MAX) },
    ]);
    expect(await storedKeys(userId)).toEqual([]);
    expect((await upload(userId, form([[png, 'last.png']]))).statusCode).toBe(201);
    const full = await upload(userId, form([[c!, 'one-more.png']]));
    expect(full.statusCode).toBe(409);
    expect(await rowsOf(userId)).toHaveLength(PHOTO_LIBRARY_MAX);
    expect(await storedKeys(userId)).toHaveLength(2); // last.png and its thumbnail
  });
});

describe('the same image twice', () => {
  const addedNames = (response: { json: <T>() => T }) =>
    response.json<{ photos: Photo[] }>().photos.map((photo) => photo.name);
  const duplicatesOf = (response: { json: <T>() => T }) =>
    response.json<{ duplicates: unknown[] }>().duplicates;

  it('keeps an image the library already holds once, and says so per file', async () => {
    const userId = await newUser();
    const [other] = await distinctPngs(1);
    expect((await upload(userId, form([[png, 'kitchen.png']]))).statusCode).toBe(201);
    const keysBefore = await storedKeys(userId);

    // The same bytes under another name, twice in one request, beside a new image.
    const again = await upload(
      userId,
      form([
        [png, 'kitchen-copy.png'],
        [other!, 'hall.png'],
        [other!, 'hall-again.png'],
      ]),
    );
    expect(again.statusCode).toBe(201);
    expect(addedNames(again)).toEqual(['hall.png']);
    expect(duplicatesOf(again)).toEqual([
      { name: 'kitchen-copy.png', message: 'Already in your photos' },
      { name: 'hall-again.png', message: 'Already in your photos' },
    ]);
    const rows = await rowsOf(userId);
    expect(rows.map((row) => row.name).sort()).toEqual(['hall.png', 'kitchen.png']);
    expect(new Set(rows.map((row) => row.contentHash)).size).toBe(2);
    // Nothing of the left-out files stays in storage: the first photo and hall.png, each with
    // its thumbnail.
    expect((await storedKeys(userId)).sort()).toEqual(
      [
        ...keysBefore,
        ...rows
          .filter((r) => r.name === 'hall.png')
          .flatMap((r) => [r.storageKey, r.thumbnailKey!]),
      ].sort(),
    );

    // Only one's own library counts: another user stores the same image.
    const someoneElse = await newUser();
    const theirs = await upload(someoneElse, form([[png, 'kitchen.png']]));
    expect([addedNames(theirs), duplicatesOf(theirs)]).toEqual([['kitchen.png'], []]);
  });

  it('stores the same image sent in uploads at once only once', async () => {
    const userId = await newUser();
    const [image] = await distinctPngs(1);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => upload(userId, form([[image!, `same-${i}.png`]]))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(answers.flatMap(addedNames)).toHaveLength(1);
    expect(answers.flatMap(duplicatesOf)).toHaveLength(3);
    const rows = await rowsOf(userId);
    expect(rows).toHaveLength(1);
    expect((await storedKeys(userId)).sort()).toEqual(
      [rows[0]!.storageKey, rows[0]!.thumbnailKey!].sort(),
    );
  });
});

describe('DELETE /api/photos/:id', () => {
  it('deletes only the owner’s photo, and its stored image and thumbnail with it', async () => {
    const owner = await newUser();
    const other = await newUser();
    const [photo] = (await upload(owner, form([[png, 'gone.png']]))).json<{ photos: Photo[] }>()
      .photos;
    const [row] = await rowsOf(owner);

    for (const [caller, id] of [
      [other, photo!.id],
      [owner, '00000000-0000-4000-8000-000000000000'],
      [owner, 'not-a-uuid'],
    ] as const) {
      const refused = await remove(caller, id);
      expect([refused.statusCode, refused.json()]).toEqual([
        404,
        { error: PHOTO_MESSAGES.notFound },
      ]);
    }
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/photos/${photo!.id}` })).statusCode,
    ).toBe(401);
    expect(await rowsOf(owner)).toHaveLength(1);
    expect(await t.storage.head(row!.storageKey)).not.toBeNull();

    const deleted = await remove(owner, photo!.id);
    expect([deleted.statusCode, deleted.json()]).toEqual([
      200,
      { id: photo!.id, message: PHOTO_MESSAGES.deleted },
    ]);
    expect(await rowsOf(owner)).toEqual([]);
    expect(await t.storage.head(row!.storageKey)).toBeNull();
    expect(await t.storage.head(row!.thumbnailKey!)).toBeNull();
    expect(await storedKeys(owner)).toEqual([]);
    expect((await remove(owner, photo!.id)).statusCode).toBe(404);
  });
});
