import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  QUICK_START_MESSAGES,
  QUICK_START_PROMPT,
  type QuickStartDriveImport,
} from '@shared/quick-start';
import { SUBMISSION_MESSAGES } from '@shared/submissions';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import {
  DriveFake,
  switchableDrive,
  type DriveFakeFile,
} from '../../../../test/fakes/drive-fake.js';
import { pngImage } from '../../../../test/fixtures/videos.js';
import { studioClient, type StudioClient } from '../../../../test/fixtures/video-studio.js';
import { formOnlyDriveFolders } from '../../providers/drive/index.js';
import { FreeDailyVideos } from '../billing/index.js';

/**
 * A wizard batch from a Google Drive folder (decision 046), against a local fake of the Drive
 * API: with GOOGLE_API_KEY the folder's images (at most `count`, 10 at most) are downloaded and
 * each becomes one quick-start job, checked by its bytes and paid like an upload (free daily
 * video first, then 64 credits); without the key, a 409 that says to add images instead, and
 * nothing charged. FREE_DAILY_VIDEOS=1; no queue workers (jobs stay queued).
 */

let t: TestApp;
let studio: StudioClient;
let fake: DriveFake;
let freeVideos: FreeDailyVideos;
const drive = switchableDrive(formOnlyDriveFolders);
let png: Buffer;
let folder = 0;

beforeAll(async () => {
  fake = await DriveFake.start();
  t = await createTestApp({
    sessions: 'header',
    drive: drive.drive,
    env: { FREE_DAILY_VIDEOS: '1' },
  });
  studio = studioClient(t);
  freeVideos = new FreeDailyVideos({ database: t.database, credits: t.credits, perDay: 1 });
  png = await pngImage(96, 160);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
afterEach(async () => {
  drive.use(formOnlyDriveFolders);
  await studio.checkLedgers();
});

/** A new public folder of `files` (ids unique across tests); answers its link. */
function publish(files: Omit<DriveFakeFile, 'id'>[]): { link: string; ids: string[] } {
  folder += 1;
  const id = `FolderNumber${folder}xyz`;
  const withIds = files.map((file, index) => ({ ...file, id: `${id}-file${index}` }));
  fake.addFolder(id, withIds);
  return {
    link: `https://drive.google.com/drive/folders/${id}?usp=sharing`,
    ids: withIds.map((file) => file.id),
  };
}
const photo = (name: string) => ({ name, mimeType: 'image/png', bytes: png });
const photos = (count: number) => Array.from({ length: count }, (_, i) => photo(`room-${i}.png`));

const importFolder = (userId: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/quick-start/drive-import',
    headers: { [TEST_USER_HEADER]: userId },
    payload: body,
  });
const downloadsOf = (ids: string[]) =>
  fake.requests.of('media').filter((request) => ids.some((id) => request.path.endsWith(id)));
const useUpFreeVideo = (userId: string) =>
  t.database.db.transaction((tx) => freeVideos.takeOne(userId, tx));

describe('POST /api/quick-start/drive-import', () => {
  it('without GOOGLE_API_KEY answers 409: add images instead; nothing charged', async () => {
    const userId = await studio.newUser(640);
    const { link } = publish(photos(2));
    const before = fake.requests.entries.length;
    const response = await importFolder(userId, { googleDriveLink: link });
    expect([response.statusCode, response.json()]).toEqual([
      409,
      { error: QUICK_START_MESSAGES.driveImportNeedsKey },
    ]);
    expect(fake.requests.entries.length).toBe(before);
    await studio.expectNothingLeft(userId, 640);
    expect(await freeVideos.remainingToday(userId)).toBe(1);
  });

  it('makes each image a quick-start job paid like an upload; a non-image is refused by its bytes', async () => {
    drive.use(fake.folders());
    const userId = await studio.newUser(100);
    const { link, ids } = publish([
      photo('porch.png'),
      { name: 'notes.jpg', mimeType: 'image/jpeg', bytes: Buffer.from('not an image at all') },
      { name: 'brochure.pdf', mimeType: 'application/pdf', bytes: Buffer.from('%PDF-1.4') },
      photo('kitchen.png'),
    ]);
    // The wizard starts its batch with the link alone (quick-start-flow), then imports it.
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/quick-start/flow',
      headers: { [TEST_USER_HEADER]: userId },
      payload: { googleDriveLink: link, hasFiles: false },
    });
    expect(started.statusCode, started.body).toBe(200);
    const response = await importFolder(userId, { googleDriveLink: link });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<QuickStartDriveImport>();
    expect(answer.imagesInFolder).toBe(3);
    expect(answer.jobs.map((job) => [job.freeVideo, job.cost])).toEqual([
      [true, 0],
      [false, 64],
    ]);
    for (const job of answer.jobs) {
      expect(job).toMatchObject({
        mode: 'veo',
        status: 'queued',
        aspectRatio: '9:16',
        resolution: '720p',
        durationSeconds: 8,
        prompt: QUICK_START_PROMPT,
        sourceFlow: 'quick-start',
        hasInputImage: true,
      });
    }
    expect(answer.failed).toHaveLength(1);
    expect(answer.failed[0]!.name).toBe('notes.jpg');
    expect(answer.failed[0]!.error).toMatch(/image/i);
    // The PDF is not listed, so never downloaded; the three images are, once each.
    expect(downloadsOf(ids).map((request) => request.path)).toEqual([
      `/files/${ids[0]}`,
      `/files/${ids[1]}`,
      `/files/${ids[3]}`,
    ]);
    expect(await t.credits.balance(userId)).toBe(36);
    const rows = await studio.rowsOf(userId);
    expect(rows.every((row) => row.autoPostOnComplete)).toBe(true);
    // Only the two jobs' input images are stored: the refused file left nothing.
    expect(await studio.storedKeys(userId)).toHaveLength(2);
    // The wizard's batch (started by the flow call) shows them.
    const state = await studio.get(userId, '/api/quick-start');
    expect(
      state
        .json<{ jobs: { id: string }[] }>()
        .jobs.map((job) => job.id)
        .sort(),
    ).toEqual(answer.jobs.map((job) => job.id).sort());
  });

  it('fails an image whose download is cut off midway, makes the others, and stays up', async () => {
    drive.use(fake.folders());
    const userId = await studio.newUser(200);
    const { link, ids } = publish([photo('hall.png'), photo('study.png')]);
    fake.cutDownloads.add(ids[0]!);
    const response = await importFolder(userId, { googleDriveLink: link });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<QuickStartDriveImport>();
    expect(answer.failed.map((entry) => entry.name)).toEqual(['hall.png']);
    expect(answer.jobs).toHaveLength(1);
    // The free daily video paid for the one job made; the cut image cost nothing, kept nothing.
    expect(answer.jobs[0]!.freeVideo).toBe(true);
    expect(await t.credits.balance(userId)).toBe(200);
    expect(await studio.storedKeys(userId)).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('takes at most `count` images, and 10 at most', async () => {
    drive.use(fake.folders());
    const userId = await studio.newUser(64 * 20);
    const { link, ids } = publish(photos(12));
    const three = await importFolder(userId, { googleDriveLink: link, count: 3 });
    expect(three.statusCode).toBe(201);
    expect(three.json<QuickStartDriveImport>()).toMatchObject({ imagesInFolder: 12, failed: [] });
    expect(three.json<QuickStartDriveImport>().jobs).toHaveLength(3);
    expect(downloadsOf(ids)).toHaveLength(3);

    const all = await importFolder(userId, { googleDriveLink: link });
    expect(all.json<QuickStartDriveImport>().jobs).toHaveLength(10);
    expect((await importFolder(userId, { googleDriveLink: link, count: 11 })).statusCode).toBe(400);
    expect(await studio.rowsOf(userId)).toHaveLength(13);
    expect(await t.credits.balance(userId)).toBe(64 * 20 - 64 * 12); // one was free
  });

  it('stops where the balance runs out, and answers 402 with nothing made when none is paid', async () => {
    drive.use(fake.folders());
    const userId = await studio.newUser(64);
    await useUpFreeVideo(userId);
    const { link, ids } = publish(photos(3));
    const response = await importFolder(userId, { googleDriveLink: link });
    expect(response.statusCode).toBe(201);
    const answer = response.json<QuickStartDriveImport>();
    expect(answer.jobs).toHaveLength(1);
    expect(answer.failed).toEqual([
      { name: 'room-1.png', error: QUICK_START_MESSAGES.driveImportUnpaid },
      { name: 'room-2.png', error: QUICK_START_MESSAGES.driveImportUnpaid },
    ]);
    // The third image is not downloaded once the second could not be paid for.
    expect(downloadsOf(ids)).toHaveLength(2);
    expect(await t.credits.balance(userId)).toBe(0);

    const broke = await importFolder(userId, { googleDriveLink: link });
    expect(broke.statusCode).toBe(402);
    expect(downloadsOf(ids)).toHaveLength(2); // refused before any download
    expect(await studio.rowsOf(userId)).toHaveLength(1);
    expect(await studio.storedKeys(userId)).toHaveLength(1);
  });

  it('refuses a private folder, a link that is not a folder, and a Drive that is down', async () => {
    drive.use(fake.folders());
    const userId = await studio.newUser(640);
    const privateFolder = await importFolder(userId, {
      googleDriveLink: 'https://drive.google.com/drive/folders/NotSharedFolder123',
    });
    expect([privateFolder.statusCode, privateFolder.json()]).toEqual([
      400,
      { error: SUBMISSION_MESSAGES.driveNotPublic },
    ]);
    const notAFolder = await importFolder(userId, {
      googleDriveLink: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMn/view',
    });
    expect([notAFolder.statusCode, notAFolder.json()]).toEqual([
      400,
      { error: QUICK_START_MESSAGES.invalidDriveLink },
    ]);
    const elsewhere = await importFolder(userId, {
      googleDriveLink: 'https://example.com/drive/folders/x',
    });
    expect(elsewhere.statusCode).toBe(400);

    const { link, ids } = publish(photos(2));
    fake.failDownloads.set(ids[0]!, 500);
    const down = await importFolder(userId, { googleDriveLink: link });
    expect([down.statusCode, down.json()]).toEqual([
      503,
      { error: SUBMISSION_MESSAGES.driveUnavailable },
    ]);
    // A file Drive no longer shows is reported, and the rest go on.
    fake.failDownloads.set(ids[0]!, 404);
    const gone = await importFolder(userId, { googleDriveLink: link });
    expect(gone.statusCode).toBe(201);
    expect(gone.json<QuickStartDriveImport>().failed).toEqual([
      { name: 'room-0.png', error: QUICK_START_MESSAGES.driveImageUnreadable },
    ]);
    expect(gone.json<QuickStartDriveImport>().jobs).toHaveLength(1);
    expect(await studio.rowsOf(userId)).toHaveLength(1);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quick-start/drive-import',
      payload: { googleDriveLink: 'https://drive.google.com/drive/folders/AnyFolder123' },
    });
    expect(response.statusCode).toBe(401);
  });
});
