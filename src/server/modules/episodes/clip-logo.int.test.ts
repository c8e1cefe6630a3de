import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUDIOGRAM_MESSAGES } from '@shared/audiogram';
import type { Episode, EpisodeClipsResponse } from '@shared/episodes';
import { hedraCost } from '@shared/pricing';
import { tooLargeMessage, wrongFormatMessage } from '../../platform/uploads/index.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { pngImage, wavAudio } from '../../../../test/fixtures/videos.js';
import { episodesClient, FakeEpisodeAnalysis } from './testing.js';

/**
 * An episode batch's audiogram logo (decision 073): sent with the batch as the podcast clip's
 * `logo` file, checked and limited as the studio's, on every clip as a copy of its own (so
 * deleting one clip or the episode never takes another clip's logo), at the batch's usual
 * price in one transaction; a bad logo is refused in the studio's words, leaving nothing.
 */

const IMAGE_LIMIT = 64 * 1024;
let t: TestApp;
let client: ReturnType<typeof episodesClient>;
let logo: Buffer;

beforeAll(async () => {
  t = await createTestApp({
    sessions: 'header',
    episodeAnalysis: new FakeEpisodeAnalysis(),
    env: { IMAGE_UPLOAD_LIMIT_BYTES: String(IMAGE_LIMIT) },
  });
  client = episodesClient(t);
  logo = await pngImage(96, 96);
});
afterAll(() => t.close());
afterEach(() => client.checkLedgers());

async function readyEpisode(userId: string): Promise<string> {
  const { id } = (await client.upload(userId, [wavAudio(20), 'show.wav'])).json<Episode>();
  await client.run('episodes.analyse', id);
  return id;
}

const batch = {
  style: 'classic',
  title: 'Show #12',
  clips: [
    { start: 2, end: 8 },
    { start: 10, end: 15.5 },
    { start: 16, end: 19 },
  ],
};

async function stored(key: string): Promise<Buffer | null> {
  const object = await t.storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('an episode audiogram with a logo', () => {
  it('puts its own copy of the logo on each clip, at the usual price, charged once each', async () => {
    const userId = await client.newUser(1000);
    const id = await readyEpisode(userId);
    const balance = await client.credits.balance(userId);
    const response = await client.renderClips(userId, id, batch, [logo, 'cover.png']);
    expect(response.statusCode, response.body).toBe(201);
    const { videoIds, credits } = response.json<EpisodeClipsResponse>();
    const each = [hedraCost(6), hedraCost(5.5), hedraCost(3)];
    const total = each.reduce((sum, cost) => sum + cost, 0);
    expect(credits).toBe(total);
    expect(await client.credits.balance(userId)).toBe(balance - total);
    // One charge per clip, its own price: the logo costs nothing more.
    const ledger = await client.ledger(userId);
    const charged = videoIds.map((videoId) =>
      ledger.filter((entry) => entry.reference === videoId).map((entry) => entry.amount),
    );
    expect(charged).toEqual(each.map((cost) => [-cost]));

    const rows = await client.videoRows(userId);
    const keys = videoIds.map((videoId) => rows.find((r) => r.id === videoId)!.audiogram!.logoKey);
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) {
      expect(key).toMatch(new RegExp(`^hedra-inputs/${userId}/.+\\.png$`));
      expect(await stored(key!)).toEqual(logo);
    }
    for (const row of rows) expect(row.audiogram).toMatchObject({ template: 'classic' });

    // Deleting the first clip takes its logo only; deleting the episode takes none.
    const deleted = await client.send(userId, 'DELETE', `/api/videos/${videoIds[0]}`);
    expect(deleted.statusCode).toBe(200);
    expect(await stored(keys[0]!)).toBeNull();
    expect((await client.send(userId, 'DELETE', `/api/episodes/${id}`)).statusCode).toBe(200);
    for (const key of keys.slice(1)) expect(await stored(key!)).toEqual(logo);
  });

  it('without a logo the clips letter the initials, as before', async () => {
    const userId = await client.newUser(1000);
    const id = await readyEpisode(userId);
    const response = await client.renderClips(userId, id, batch);
    expect(response.statusCode, response.body).toBe(201);
    const rows = await client.videoRows(userId);
    expect(rows.map((row) => row.audiogram?.logoKey)).toEqual([null, null, null]);
  });
});

describe('a bad logo is refused in the studio words, charging and storing nothing', () => {
  // Files made when each case runs: the PNG is drawn once the suite has started.
  const cases = [
    {
      label: 'not an image',
      file: () => Buffer.from('this is a text file, not a picture'),
      body: batch,
      status: 400,
      error: wrongFormatMessage('image'),
    },
    {
      label: 'larger than the image limit',
      file: () => Buffer.concat([logo, randomBytes(IMAGE_LIMIT)]),
      body: batch,
      status: 413,
      error: tooLargeMessage('image', IMAGE_LIMIT),
    },
    {
      label: 'for the talking portrait',
      file: () => logo,
      body: { clips: batch.clips },
      status: 400,
      error: AUDIOGRAM_MESSAGES.logoWithoutAudiogram,
    },
  ];
  it.each(cases)('$label: $status', async ({ file, body, status, error }) => {
    const userId = await client.newUser(1000);
    const id = await readyEpisode(userId);
    const balance = await client.credits.balance(userId);
    const before = await client.storedKeys(userId);
    const response = await client.renderClips(userId, id, body, [file(), 'logo.png']);
    expect(response.statusCode).toBe(status);
    expect(response.json<{ error: string }>().error).toBe(error);
    expect(await client.credits.balance(userId)).toBe(balance);
    expect(await client.videoRows(userId)).toEqual([]);
    expect(await client.storedKeys(userId)).toEqual(before);
  });

  it("a shortfall for the batch keeps neither the logo nor its clips' copies", async () => {
    const userId = await client.newUser(10);
    const id = await readyEpisode(userId);
    const balance = await client.credits.balance(userId);
    const before = await client.storedKeys(userId);
    const response = await client.renderClips(userId, id, batch, [logo, 'cover.png']);
    expect(response.statusCode).toBe(402);
    expect(await client.credits.balance(userId)).toBe(balance);
    expect(await client.videoRows(userId)).toEqual([]);
    expect(await client.storedKeys(userId)).toEqual(before);
  });

  it('refuses a batch that is not JSON, keeping no logo', async () => {
    const userId = await client.newUser(1000);
    const id = await readyEpisode(userId);
    const before = await client.storedKeys(userId);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/episodes/${id}/clips`,
      headers: client.headers(userId),
      payload: (() => {
        const form = new FormData();
        form.append('body', '{"clips": [');
        form.append('logo', new Blob([new Uint8Array(logo)]), 'cover.png');
        return form;
      })(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(
      'Send the clips as JSON in the form field "body"',
    );
    expect(await client.storedKeys(userId)).toEqual(before);
    expect(await client.videoRows(userId)).toEqual([]);
  });
});
