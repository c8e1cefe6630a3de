import { describe, expect, it } from 'vitest';
import { analyseSpeech } from '@shared/moments';
import { analysePcm, planPieces } from './pieces.js';
import { burstRecording, sentences } from '../../../../test/fakes/heard-words.js';

const RATE = 16_000;

/** Float samples of 16-bit PCM, the way analyseSpeech is otherwise fed. */
const floats = (pcm: Buffer) =>
  Float32Array.from({ length: pcm.length / 2 }, (_, i) => pcm.readInt16LE(i * 2) / 32768);

/** Adds a little hiss, so the noise floor is not digital silence. */
function withHiss(pcm: Buffer): Buffer {
  const noisy = Buffer.from(pcm);
  let seed = 7;
  for (let i = 0; i < noisy.length / 2; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const hiss = Math.round(((seed / 2 ** 31) * 2 - 1) * 60);
    noisy.writeInt16LE(Math.max(-32768, Math.min(32767, noisy.readInt16LE(i * 2) + hiss)), i * 2);
  }
  return noisy;
}

describe('analysePcm', () => {
  it('finds the pauses analyseSpeech finds on the samples themselves', () => {
    const { pcm } = burstRecording(sentences(6, 4, 0.8));
    const noisy = withHiss(pcm);
    const fromFrames = analysePcm(noisy, RATE);
    const fromSamples = analyseSpeech(floats(noisy), RATE);
    expect(fromFrames.pauses.length).toBeGreaterThan(5);
    expect(fromFrames.pauses).toHaveLength(fromSamples.pauses.length);
    fromFrames.pauses.forEach((pause, i) => {
      expect(pause.start).toBeCloseTo(fromSamples.pauses[i]!.start, 5);
      expect(pause.end).toBeCloseTo(fromSamples.pauses[i]!.end, 2);
    });
  });

  it('reads PCM that starts at an odd byte offset', () => {
    const { pcm } = burstRecording(sentences(2));
    const odd = Buffer.alloc(pcm.length + 1);
    pcm.copy(odd, 1);
    expect(analysePcm(odd.subarray(1), RATE).pauses).toEqual(analysePcm(pcm, RATE).pauses);
  });
});

describe('planPieces', () => {
  const recording = burstRecording(sentences(10, 3, 1));

  it('cuts only inside pauses, into pieces no longer than the engine takes', () => {
    const pieces = planPieces(analysePcm(recording.pcm, RATE), 8);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces[0]!.start).toBe(0);
    expect(pieces.at(-1)!.end).toBeCloseTo(recording.durationSeconds, 5);
    for (const [k, piece] of pieces.entries()) {
      expect(piece.end - piece.start).toBeLessThanOrEqual(8);
      // A pause comes every sentence (about 2 s): every piece but the last nearly fills its reach.
      if (k < pieces.length - 1) expect(piece.end - piece.start).toBeGreaterThanOrEqual(6);
      expect(piece.audible).toBe(true);
      if (k === 0) continue;
      expect(piece.start).toBe(pieces[k - 1]!.end);
      // No word spans a cut.
      const cut = (word: { start: number; end: number }) =>
        word.start < piece.start && word.end > piece.start;
      expect(recording.words.some(cut)).toBe(false);
    }
  });

  it('keeps a recording shorter than a piece whole', () => {
    const pieces = planPieces(analysePcm(recording.pcm, RATE), 600);
    expect(pieces).toEqual([{ start: 0, end: recording.durationSeconds, audible: true }]);
  });

  it('cuts at the limit where there is no pause at all', () => {
    const tone = burstRecording([{ word: 30 }]);
    const pieces = planPieces(analysePcm(tone.pcm, RATE), 8);
    expect(pieces.map((piece) => [piece.start, piece.end])).toEqual([
      [0, 8],
      [8, 16],
      [16, 24],
      [24, 30],
    ]);
  });
});
