import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers/app.js';
import { signUpAndGetCookie, type TestAccount } from '../../../../test/helpers/auth.js';
import {
  connectTestChannel,
  TEST_METADATA,
  uploadVideo,
} from '../../../../test/helpers/youtube.js';
import type { YouTubeVideoMetadata } from '../../providers/youtube/port.js';
import { createYouTubeAccess } from './index.js';

/**
 * The test-mode channel's watch page data: who may see a video (YouTube's privacy rules, a
 * scheduled video only after its time), the signed link that plays it, and the play count the
 * port's view counts read.
 */

const t = await createTestApp();
afterAll(() => t.close());
const access = createYouTubeAccess({
  database: t.database,
  secrets: t.secrets,
  youtube: t.youtube,
});

const owner = await signUpAndGetCookie(t.app, { name: 'Ada Baker' });
const other = await signUpAndGetCookie(t.app);
await connectTestChannel(t.app, owner);
const { accessToken } = await access.accessToken(owner.id);
const BYTES = Buffer.from('not really an mp4, but bytes all the same');
const publish = (changes: Partial<YouTubeVideoMetadata>) =>
  uploadVideo(t.youtube, accessToken, BYTES, { ...TEST_METADATA, ...changes });

const watch = (id: string, viewer: TestAccount | null) =>
  t.app.inject({
    method: 'GET',
    url: `/api/youtube-test/videos/${id}`,
    headers: viewer ? { cookie: viewer.cookie } : {},
  });
const seenBy = async (id: string) =>
  Promise.all([owner, other, null].map(async (viewer) => (await watch(id, viewer)).statusCode));

describe('the watch page', () => {
  it('shows an unlisted video to anyone with the link, with what was sent', async () => {
    const id = await publish({ privacyStatus: 'unlisted' });
    expect(await seenBy(id)).toEqual([200, 200, 200]);
    const video = (await watch(id, null)).json<Record<string, unknown>>();
    expect(video).toMatchObject({
      id,
      title: TEST_METADATA.title,
      description: TEST_METADATA.description,
      tags: ['bakery'],
      privacy: 'unlisted',
      scheduled: false,
      synthetic: true,
      madeForKids: false,
      channelTitle: 'Ada Baker · test channel',
      views: 0,
      isOwner: false,
    });
    expect((await watch(id, owner)).json()).toMatchObject({ isOwner: true });
    const file = await t.app.inject({ method: 'GET', url: String(video.videoUrl) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(BYTES)).toBe(true);
  });

  it('shows a private video to its owner only', async () => {
    const id = await publish({ privacyStatus: 'private' });
    expect(await seenBy(id)).toEqual([200, 404, 404]);
    expect((await watch(id, other)).json()).toEqual({ error: 'Video not found' });
  });

  it('keeps a scheduled video to its owner until its time, then shows it publicly', async () => {
    const ahead = new Date(Date.now() + 3600_000).toISOString();
    const future = await publish({ privacyStatus: 'private', publishAt: ahead });
    expect(await seenBy(future)).toEqual([200, 404, 404]);
    expect((await watch(future, owner)).json()).toMatchObject({
      scheduled: true,
      privacy: 'private',
      publishAt: ahead,
    });
    const past = new Date(Date.now() - 60_000).toISOString();
    const due = await publish({ privacyStatus: 'private', publishAt: past });
    expect(await seenBy(due)).toEqual([200, 200, 200]);
    expect((await watch(due, null)).json()).toMatchObject({ privacy: 'public', scheduled: false });
    expect(await t.youtube.videoStatus(accessToken, due)).toMatchObject({
      privacyStatus: 'public',
    });
  });

  it("counts plays, which are the channel's view counts", async () => {
    const id = await publish({ privacyStatus: 'public' });
    const play = (viewer: TestAccount | null) =>
      t.app.inject({
        method: 'POST',
        url: `/api/youtube-test/videos/${id}/views`,
        headers: viewer ? viewer.headers : {},
      });
    expect((await play(null)).json()).toEqual({ views: 1 });
    expect((await play(other)).json()).toEqual({ views: 2 });
    expect((await watch(id, null)).json()).toMatchObject({ views: 2 });
    expect([...(await t.youtube.viewCounts(accessToken, [id]))]).toEqual([[id, 2]]);
    const hidden = await publish({ privacyStatus: 'private' });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/youtube-test/videos/${hidden}/views`,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('counts a viewer once a day per video, in the database (decision 051)', async () => {
    const id = await publish({ privacyStatus: 'public' });
    const play = (headers: Record<string, string>, remoteAddress: string, app = t.app) =>
      app.inject({
        method: 'POST',
        url: `/api/youtube-test/videos/${id}/views`,
        remoteAddress,
        headers,
      });
    // 50 anonymous plays from one address, all at once: one view.
    const burst = await Promise.all(Array.from({ length: 50 }, () => play({}, '203.0.113.9')));
    expect(burst.map((response) => response.statusCode)).toEqual(Array<number>(50).fill(200));
    expect((await watch(id, null)).json()).toMatchObject({ views: 1 });
    // One IPv6 client is its /64, however many addresses it uses.
    await play({}, '2001:db8:1:2::1');
    expect((await play({}, '2001:db8:1:2::ffff')).json()).toEqual({ views: 2 });
    // A signed-in viewer counts once, from any address; another address counts.
    await play(other.headers, '203.0.113.9');
    expect((await play(other.headers, '198.51.100.4')).json()).toEqual({ views: 3 });
    expect((await play({}, '198.51.100.5')).json()).toEqual({ views: 4 });
    // A day later, the same viewer counts again.
    await t.database.executeSql(
      `UPDATE youtube_test_views SET counted_until = now() - interval '1 second'`,
    );
    expect((await play({}, '203.0.113.9')).json()).toEqual({ views: 5 });
  });

  it('answers 404 for ids that name nothing', async () => {
    for (const id of ['abcdefghijk', 'short', '..%2F..%2Fetc', 'x'.repeat(90)]) {
      const response = await watch(id, owner);
      expect(response.statusCode).toBe(404);
    }
  });
});
