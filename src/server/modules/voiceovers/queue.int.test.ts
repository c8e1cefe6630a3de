import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Voiceover } from '@shared/voiceovers';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { VOICEOVER_UPDATED_EVENT } from './events.js';
import { voiceoversClient } from './testing.js';

/**
 * The app as ROLE=all runs it: the voiceover job registered with the other modules' jobs and
 * worked by the queue, and the page's live event announcing the result.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header', workers: { concurrency: 1 } });
});
afterAll(() => t.close());

/** Resolves with the final status the owner's live events announce for one voiceover. */
function finalStatusOf(userId: string, id: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`voiceover ${id} did not finish`)), 30_000);
    const subscription = t.hub.subscribe(userId, 0, (events) => {
      const final = events.find(
        (e) =>
          e.type === VOICEOVER_UPDATED_EVENT &&
          e.payload.id === id &&
          ['ready', 'failed'].includes(String(e.payload.status)),
      );
      if (!final) return;
      clearTimeout(timer);
      subscription.close();
      resolve(String(final.payload.status));
    });
  });
}

it('queues the voiceover, works it and announces it ready', async () => {
  const client = voiceoversClient(t);
  const userId = await client.newUser(5);
  const script = await client.newScript(userId, 'HOOK:\nHello and welcome to the show.');
  const voice = await client.newVoice(userId);
  const created = (
    await client.create(userId, script.id, { voiceRowId: voice.id })
  ).json<Voiceover>();
  expect(await finalStatusOf(userId, created.id)).toBe('ready');
  const [listed] = await client.list(userId, script.id);
  expect(listed).toMatchObject({ status: 'ready', captionTiming: 'word-timings' });
  expect(listed!.durationMs).toBeGreaterThan(1_000);
  const audio = await t.app.inject({ method: 'GET', url: listed!.audioUrl! });
  expect(audio.headers['content-type']).toBe('audio/mpeg');
  await client.checkLedgers();
});
