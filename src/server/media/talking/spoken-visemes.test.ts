import { beforeAll, describe, expect, it } from 'vitest';
import { LocalSpeechEngine } from '../../providers/speech/local/index.js';
import { readWavInfo } from '../../providers/speech/wav.js';
import type { WordTiming } from '../../providers/speech/port.js';
import { talkingTrack } from './portrait-frames.js';
import type { FrameParams } from './animator.js';

/**
 * A voiceover of ours, with its word timings, speaks: the mouth follows the words' phonemes
 * (espeak-ng's own, as `espeak -x` writes them for each word), not the sound.
 */

const FPS = 24;
const TEXT = 'Maybe Bob paints my small boat happily.';
/** espeak-ng -x -v en-us, one word at a time. */
const PHONEMES = ["m'eIbi:", "b'0b", "p'eInts", "m'aI", "sm'O:l", "b'oUt", "h'apIli"];

let samples: Float32Array;
let sampleRate: number;
let words: WordTiming[];

beforeAll(async () => {
  const engine = new LocalSpeechEngine({ concurrency: 1 });
  const speech = await engine.synthesize({
    text: TEXT,
    voiceId: '21m00Tcm4TlvDq8ikWAM',
    signal: new AbortController().signal,
  });
  const info = readWavInfo(speech.audio)!;
  const pcm = speech.audio.subarray(info.dataOffset, info.dataOffset + info.dataBytes);
  const ints = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.byteLength / 2));
  samples = Float32Array.from(ints, (s) => s / 32768);
  sampleRate = info.sampleRate;
  words = speech.wordTimings!;
  expect(words.map((w) => w.word)).toEqual(TEXT.split(' '));
  // The phonemes below are espeak's, as the local video engine asks for them.
  expect(await engine.phonemes(TEXT.split(' '), new AbortController().signal)).toEqual(PHONEMES);
}, 30_000);

function track(withWords: boolean): FrameParams[] {
  const frames = Math.ceil((samples.length / sampleRate) * FPS) + 12;
  return talkingTrack({
    samples,
    sampleRate,
    fps: FPS,
    frames,
    prompt: 'a calm host',
    seed: 3,
    ...(withWords && {
      words: words.map((w, k) => ({ phonemes: PHONEMES[k]!, startMs: w.startMs, endMs: w.endMs })),
    }),
  });
}

const frameAt = (ms: number) => Math.floor((ms / 1000) * FPS);

describe('talkingTrack with the words of a voiceover', () => {
  it('closes the lips for m, b and p where the words start with them', () => {
    const mouth = track(true);
    // "Maybe", "Bob", "paints", "my", "boat": the first frame of the word is the bilabial.
    for (const k of [0, 1, 2, 3, 5]) {
      expect(mouth[frameAt(words[k]!.startMs + 20)]!.open, words[k]!.word).toBe(0);
    }
    // "Bob" ends with a b, "small" has its m after the s.
    expect(mouth[frameAt(words[1]!.endMs - 20)]!.open).toBe(0);
  });

  it('opens the mouth on the vowels, wide for "ah", round for "oh", spread for "ee"', () => {
    const mouth = track(true);
    const middle = (k: number) => mouth[frameAt((words[k]!.startMs + words[k]!.endMs) / 2)]!;
    // "Bob": its vowel in the middle, open.
    expect(middle(1).open).toBeGreaterThan(0.5);
    // "boat": the "oh", round.
    const boat = middle(5);
    expect(boat.open).toBeGreaterThan(0.3);
    expect(boat.round).toBeGreaterThan(0.5);
    // "Maybe" ends on "ee": spread lips.
    expect(mouth[frameAt(words[0]!.endMs - 30)]!.wide).toBeGreaterThan(0.5);
  });

  it('rests closed before the first word and after the last', () => {
    const mouth = track(true);
    expect(mouth.slice(0, frameAt(words[0]!.startMs)).every((m) => m.open === 0)).toBe(true);
    expect(mouth.slice(frameAt(words.at(-1)!.endMs) + 3).every((m) => m.open === 0)).toBe(true);
  });

  it('follows the sound without words (the sound opens the lips on the m of "Maybe")', () => {
    const mouth = track(false);
    const maybe = mouth.slice(frameAt(words[0]!.startMs), frameAt(words[0]!.endMs));
    expect(Math.max(...maybe.map((m) => m.open))).toBeGreaterThan(0.3);
  });
});
