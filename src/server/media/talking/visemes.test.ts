import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_VOICES, speechWithPauses, type Speech } from '../../../../test/fixtures/speech.js';
import { expressionFromPrompt } from './expression.js';
import { blinkTrack } from './motion.js';
import { talkingTrack } from './portrait-frames.js';
import { visemeTrack } from './visemes.js';

const FPS = 24;
let speech: Speech;

beforeAll(async () => {
  speech = await speechWithPauses(
    [
      'Welcome back to the show, everyone.',
      'Today we talk about coffee and the first cup of the morning.',
      'Stay with us after the break.',
    ],
    TEST_VOICES.rachel,
  );
}, 30_000);

function track(s: Speech) {
  const frames = Math.floor((s.samples.length / s.sampleRate) * FPS);
  return visemeTrack({ samples: s.samples, sampleRate: s.sampleRate, fps: FPS, frames });
}

describe('visemeTrack on real espeak speech', () => {
  it('rests the mouth closed in pauses', () => {
    const shapes = track(speech);
    for (const [start, end] of speech.pauses) {
      // A few frames in: the lips finish closing after the last word.
      const inside = shapes.slice(Math.ceil((start + 0.15) * FPS), Math.floor(end * FPS) - 1);
      expect(inside.length).toBeGreaterThan(15);
      expect(Math.max(...inside.map((s) => s.open))).toBe(0);
    }
  });

  it('opens the mouth while speaking, and moves it', () => {
    const shapes = track(speech);
    const firstPause = speech.pauses[0]![0];
    const speaking = shapes.slice(2, Math.floor(firstPause * FPS) - 2).map((s) => s.open);
    const mean = speaking.reduce((a, b) => a + b, 0) / speaking.length;
    expect(mean).toBeGreaterThan(0.3);
    // Syllables open and close it: not one long gape.
    expect(Math.max(...speaking) - Math.min(...speaking)).toBeGreaterThan(0.5);
  });

  it('keeps the mouth closed on pure silence', () => {
    const silent = { samples: new Float32Array(8000 * 2), sampleRate: 8000 };
    expect(track(silent as Speech).every((s) => s.open === 0)).toBe(true);
  });
});

describe('the rest of the motion', () => {
  it('blinks at the asked rate, within 8-25 a minute', () => {
    for (const rate of [11, 15, 20]) {
      const closure = blinkTrack(FPS * 120, FPS, rate, 42);
      const blinks = closure.filter((c, i) => c === 1 && closure[i - 1] !== 1).length;
      expect(blinks / 2).toBeGreaterThanOrEqual(8);
      expect(blinks / 2).toBeLessThanOrEqual(25);
    }
  });

  it('reads expression words from the prompt', () => {
    expect(expressionFromPrompt('a smiling host').smile).toBeGreaterThan(
      expressionFromPrompt('a serious host').smile,
    );
    expect(expressionFromPrompt('energetic').energy).toBeGreaterThan(
      expressionFromPrompt('calm').energy,
    );
    expect(expressionFromPrompt('calm, nodding').nod).toBeGreaterThan(
      expressionFromPrompt('calm').nod,
    );
  });

  it('gives two prompts different frame parameters', () => {
    const input = { ...speech, fps: FPS, frames: 96, seed: 3 };
    const calm = talkingTrack({ ...input, prompt: 'calm' });
    const lively = talkingTrack({ ...input, prompt: 'energetic, smiling, nodding' });
    expect(lively[50]).not.toEqual(calm[50]);
    expect(lively[50]!.smile).toBeGreaterThan(calm[50]!.smile);
  });
});
