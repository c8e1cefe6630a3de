import { beforeAll, describe, expect, it } from 'vitest';
import { analyseSpeech, snapMoment, suggestMoment } from '@shared/moments';
import { knownPauses, spokenAudio, type SpokenAudio } from '../../../../test/fixtures/speech.js';

/**
 * The moment analysis (src/shared/moments.ts) on real speech from the app's own voice engine,
 * with pauses, silence and a steady hum whose places are known.
 */

let audio: SpokenAudio;
const within = (pauses: { start: number; end: number }[], t: number) =>
  pauses.some((p) => t >= p.start - 0.01 && t <= p.end + 0.01);

beforeAll(async () => {
  audio = await spokenAudio([
    { silence: 2 },
    { hum: 6 },
    { silence: 0.6 },
    { say: 'Welcome back to the show, everyone.' },
    { silence: 0.7 },
    { say: 'Today we talk about why small habits change big things.' },
    { silence: 0.8 },
    { say: 'And it starts with one tiny step.' },
    { silence: 2.5 },
    { say: 'Thanks for listening.', gain: 0.08 },
    { silence: 1 },
  ]);
}, 60_000);

describe('moments on espeak speech', () => {
  it('finds every known pause', () => {
    const analysis = analyseSpeech(audio.samples, audio.sampleRate);
    for (const known of knownPauses(audio)) {
      const middle = (known.start + known.end) / 2;
      expect(within(analysis.pauses, middle), `pause around ${middle.toFixed(2)} s`).toBe(true);
    }
  });

  it('suggests the spoken stretch, from pause to pause, over the hum and the silence', () => {
    const analysis = analyseSpeech(audio.samples, audio.sampleRate);
    const speech = audio.spans.filter((span) => span.kind === 'say');
    const length = speech[2]!.end - speech[0]!.start;
    const moment = suggestMoment(analysis, length);
    const pauses = knownPauses(audio);
    expect(within(pauses, moment.startSeconds), `start ${moment.startSeconds}`).toBe(true);
    expect(within(pauses, moment.endSeconds), `end ${moment.endSeconds}`).toBe(true);
    // Not the hum: it starts after the hum ended, and takes in all three loud phrases.
    const hum = audio.spans.find((span) => span.kind === 'hum')!;
    expect(moment.startSeconds).toBeGreaterThanOrEqual(hum.end);
    expect(moment.startSeconds).toBeLessThanOrEqual(speech[0]!.start);
    expect(moment.endSeconds).toBeGreaterThanOrEqual(speech[2]!.end);
  });

  it('snaps a range that cuts words to the pauses around them', () => {
    const analysis = analyseSpeech(audio.samples, audio.sampleRate);
    const [first, second] = audio.spans.filter((span) => span.kind === 'say');
    // Both edges fall 0.3 s inside words.
    const moment = snapMoment(analysis, {
      startSeconds: first!.start + 0.3,
      endSeconds: second!.end - 0.3,
    });
    const pauses = knownPauses(audio);
    expect(within(pauses, moment.startSeconds), `start ${moment.startSeconds}`).toBe(true);
    expect(within(pauses, moment.endSeconds), `end ${moment.endSeconds}`).toBe(true);
  });
});
