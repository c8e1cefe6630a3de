import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { momentRequestSchema, type EpisodeMoment } from '@shared/episodes';
import {
  EPISODE_LINES,
  utterance,
  writeEpisode,
  type LaidOut,
  type Utterance,
} from '../../../../../test/fixtures/episode-speech.js';
import { findEpisodeMoments } from './index.js';

/**
 * The moment finder on a real WAV: three minutes of the app's own voices (espeak-ng) with the
 * engine's word timings, silences of known places between the sentences, read from disk.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'reelcast-moments-'));
const wavPath = path.join(dir, 'episode.wav');
let episode: LaidOut;

/** Sentences follow each other after 0.6 to 1.3 s of silence, five rounds of the talk. */
const PAUSES = [0.6, 0.9, 1.3, 0.7];

beforeAll(async () => {
  const said: Utterance[] = [];
  for (const line of EPISODE_LINES) said.push(await utterance(line.text, line.speaker));
  const layout = Array.from({ length: 5 }, () => said)
    .flat()
    .map((u, k) => ({ utterance: u, pauseAfter: PAUSES[k % PAUSES.length]! }));
  episode = writeEpisode(wavPath, layout);
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const inSilence = (t: number) =>
  episode.silences.some((s) => t >= s.start - 0.02 && t <= s.end + 0.02);

function expectAtPauses(moments: EpisodeMoment[]) {
  for (const moment of moments) {
    expect(inSilence(moment.start), `start ${moment.start} in a silence`).toBe(true);
    expect(inSilence(moment.end), `end ${moment.end} in a silence`).toBe(true);
  }
}

describe('findEpisodeMoments on real speech', () => {
  it('cuts whole sentences at the silences between them, and ranks a question answered', async () => {
    expect(episode.durationSeconds).toBeGreaterThan(150);
    const request = momentRequestSchema.parse({ maxSeconds: 30 });
    const moments = await findEpisodeMoments({
      words: episode.words,
      wavPath,
      durationSeconds: episode.durationSeconds,
      request,
    });
    expect(moments.length).toBeGreaterThanOrEqual(5);
    expectAtPauses(moments);
    for (const moment of moments) {
      expect(moment.end - moment.start).toBeGreaterThanOrEqual(15);
      expect(moment.end - moment.start).toBeLessThanOrEqual(30);
      expect(moment.text).toMatch(/[.?!]$/);
    }
    expect(moments[0]!.reasons).toEqual(
      expect.arrayContaining(['A question answered by another speaker']),
    );
  });

  it('without words, cuts at the silences from the sound alone and says so', async () => {
    const moments = await findEpisodeMoments({
      words: null,
      wavPath,
      durationSeconds: episode.durationSeconds,
      request: momentRequestSchema.parse({}),
    });
    expect(moments.length).toBeGreaterThanOrEqual(5);
    expectAtPauses(moments);
    for (const moment of moments) {
      expect(moment.reasons[0]).toMatch(/no transcript: found from speech activity and energy/);
    }
  });

  it('stops reading when the job is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      findEpisodeMoments({
        words: null,
        wavPath,
        durationSeconds: episode.durationSeconds,
        request: momentRequestSchema.parse({}),
        signal: controller.signal,
      }),
    ).rejects.toThrow(/abort/i);
  });

  it('refuses a file that is not a 16-bit PCM WAV', async () => {
    const notWav = path.join(dir, 'not.wav');
    writeFileSync(notWav, 'ID3 this is an mp3, honestly');
    await expect(
      findEpisodeMoments({
        words: null,
        wavPath: notWav,
        durationSeconds: 60,
        request: momentRequestSchema.parse({}),
      }),
    ).rejects.toThrow('The episode audio is not a 16-bit PCM WAV');
  });
});
