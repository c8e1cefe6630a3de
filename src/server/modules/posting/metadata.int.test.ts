import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POSTING_MESSAGES, type YouTubeMetadata } from '@shared/posting';
import { videoJobs } from '../../db/schema/index.js';
import { EngineError } from '../../kernel/engine-error.js';
import type { ScriptWriter } from '../../providers/script/port.js';
import {
  connectYouTube,
  connectionIdOf,
  seedFinishedVideo,
} from '../../../../test/fixtures/posting.js';
import { FakeYouTube, FakeYouTubeAccess } from '../../../../test/fakes/youtube-port-fake.js';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { CHAT_FALLBACK_REASON, proposeMetadata } from './metadata.js';

/**
 * generate-youtube-metadata: whoever writes the proposal (the built-in writer, a chat model
 * that sees the poster), it comes out fit for YouTube; a failing model is stood in for.
 */

let t: TestApp;
const youtube = new FakeYouTube();
const access = new FakeYouTubeAccess((userId) => connectionIdOf(t.database.db, userId));

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header', youtube, youtubeAccess: access });
});
afterAll(() => t.close());

const call = (userId: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { [TEST_USER_HEADER]: userId },
    ...(payload && { payload }),
  });

async function connectedVideo(prompt?: string) {
  const video = await seedFinishedVideo(t, prompt ? { prompt } : {});
  await connectYouTube(t.database.db, video.userId);
  return video;
}

describe('POST /api/videos/:id/youtube-metadata', () => {
  it('proposes a clean title, description and tags from the prompt (built-in writer)', async () => {
    const { userId, videoId } = await connectedVideo(
      `<script>alert(1)</script> A sunlit loft with <b>plants</b>, ${'very '.repeat(40)}wide`,
    );
    const response = await call(userId, 'POST', `/api/videos/${videoId}/youtube-metadata`);
    expect(response.statusCode, response.body).toBe(200);
    const metadata = response.json<YouTubeMetadata>();
    expect(metadata.engine).toBe('local');
    expect(metadata.fallbackReason).toBeNull();
    expect(metadata.title.length).toBeGreaterThan(0);
    expect(metadata.title.length).toBeLessThanOrEqual(100);
    for (const text of [metadata.title, metadata.description, ...metadata.tags]) {
      expect(text).not.toMatch(/[<>]/);
    }
    expect(metadata.description.length).toBeGreaterThan(0);
    expect(metadata.tags.length).toBeGreaterThan(0);
  });

  it('cleans what a chat model proposes, and stands in for it when it fails', async () => {
    const { videoId } = await connectedVideo('A calm bedroom');
    const seen: { poster?: number }[] = [];
    const chat: ScriptWriter = {
      engine: 'openai',
      write: () => {
        throw new Error('not used');
      },
      videoMetadata: (input) => {
        seen.push({ poster: input.poster?.bytes.length });
        return Promise.resolve({
          title: `<h1>${'Calm '.repeat(40)}</h1>`,
          description: 'Soft <em>light</em>.',
          tags: ['bedroom', 'Bedroom', '<tag>', 'calm, quiet'],
        });
      },
    };
    const row = {
      prompt: 'A calm bedroom',
      mode: 'veo' as const,
      posterKey: await posterKeyOf(videoId),
    };
    const signal = new AbortController().signal;
    const proposed = await proposeMetadata({ storage: t.storage, writer: chat }, row, signal);
    expect(seen[0]!.poster).toBeGreaterThan(0); // the model was shown the poster
    expect(proposed).toMatchObject({ engine: 'openai', description: 'Soft light.' });
    expect(proposed.title.length).toBeLessThanOrEqual(100);
    expect(proposed.title).not.toMatch(/[<>]/);
    expect(proposed.tags).toEqual(['bedroom', 'calm quiet']);

    const failing: ScriptWriter = {
      ...chat,
      videoMetadata: () =>
        Promise.reject(new EngineError('script', 'The AI script writer is busy.', true)),
    };
    const fallback = await proposeMetadata({ storage: t.storage, writer: failing }, row, signal);
    expect(fallback.engine).toBe('local');
    expect(fallback.fallbackReason).toContain('The AI script writer is busy.');
    expect(fallback.title).toBe('Calm Bedroom');
    expect(CHAT_FALLBACK_REASON.length).toBeGreaterThan(0);
  });

  it('answers 404 for someone else’s or a malformed id, 409 for an unfinished video', async () => {
    const { videoId } = await connectedVideo();
    const other = await connectedVideo();
    expect(
      (await call(other.userId, 'POST', `/api/videos/${videoId}/youtube-metadata`)).statusCode,
    ).toBe(404);
    expect((await call(other.userId, 'POST', '/api/videos/nope/youtube-metadata')).json()).toEqual({
      error: POSTING_MESSAGES.videoNotFound,
    });
    const running = await seedFinishedVideo(t, { status: 'running' });
    const answer = await call(
      running.userId,
      'POST',
      `/api/videos/${running.videoId}/youtube-metadata`,
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ error: POSTING_MESSAGES.videoNotReady });
  });
});

async function posterKeyOf(videoId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ key: videoJobs.posterKey })
    .from(videoJobs)
    .where(eq(videoJobs.id, videoId));
  return row!.key!;
}
