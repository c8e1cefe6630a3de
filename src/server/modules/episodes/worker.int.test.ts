import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPISODE_UPDATED_EVENT, type Episode, type EpisodeUpdatedPayload } from '@shared/episodes';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { quickRetries } from '../../../../test/fixtures/images.js';
import { wavAudio } from '../../../../test/fixtures/videos.js';
import { episodesClient, FAKE_MOMENT, FakeEpisodeAnalysis } from './testing.js';

/**
 * The analysis through the queue's own workers, as a running server does it: an attempt that
 * crashes (not an engine's worded failure) is handed back by the queue and started over from
 * the decode; the episode ends ready, charged once, never refunded.
 */

let t: TestApp;
let client: ReturnType<typeof episodesClient>;
const analysis = new FakeEpisodeAnalysis();

beforeAll(async () => {
  t = await createTestApp({
    sessions: 'header',
    episodeAnalysis: analysis,
    jobs: quickRetries('episodes.analyse', 2),
    workers: { concurrency: 1 },
  });
  client = episodesClient(t);
});
afterAll(() => t.close());

/** Resolves once the episode's live events say it is ready or failed (no timers, no polls). */
function ended(userId: string, id: string): Promise<EpisodeUpdatedPayload> {
  return new Promise((resolve) => {
    const subscription = t.hub.subscribe(userId, 0, (events) => {
      for (const event of events) {
        const payload = event.payload as EpisodeUpdatedPayload;
        if (event.type !== EPISODE_UPDATED_EVENT || payload.id !== id) continue;
        if (payload.status === 'ready' || payload.status === 'failed') {
          subscription.close();
          resolve(payload);
        }
      }
    });
  });
}

describe('episodes.analyse on the workers', () => {
  it('starts a crashed attempt over and ends ready, charged once', async () => {
    const userId = await client.newUser(10);
    let attempts = 0;
    analysis.transcribe = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('the worker ran out of memory');
      return { engine: 'pocketsphinx', words: [{ text: 'Hello.', start: 1, end: 1.5 }] };
    };
    const response = await client.upload(userId, [wavAudio(12), 'crash.wav']);
    const { id } = response.json<Episode>();
    expect(await ended(userId, id)).toMatchObject({ status: 'ready', progress: 100 });
    expect(attempts).toBe(2);
    expect(await client.get(userId, id)).toMatchObject({
      status: 'ready',
      engine: 'pocketsphinx',
      transcript: { words: [{ text: 'Hello.', start: 1, end: 1.5 }] },
      moments: [FAKE_MOMENT],
    });
    expect(analysis.transcribed.map((asked) => asked.durationSeconds)).toEqual([12, 12]);
    expect(await client.credits.balance(userId)).toBe(9);
    const refunds = (await client.ledger(userId)).filter((entry) => entry.kind === 'refund');
    expect(refunds).toEqual([]);
  });
});
