import { describe, expect, it } from 'vitest';
import { MIN_SHARED_PIECE_SECONDS, pieceSecondsFor, planPieces } from './pieces.js';
import { analyseWavFile } from './wav-file.js';
import { burstRecording, recordingWav, sentences } from '../../../../test/fakes/heard-words.js';

/** A recording's pauses as the transcriber finds them: streamed from its WAV file. */
const analysed = async (pcm: Buffer) => (await analyseWavFile(recordingWav(pcm))).analysis;

describe('planPieces', () => {
  const recording = burstRecording(sentences(10, 3, 1));

  it('cuts only inside pauses, into pieces no longer than the engine takes', async () => {
    const pieces = planPieces(await analysed(recording.pcm), 8);
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

  it('keeps a recording shorter than a piece whole', async () => {
    const pieces = planPieces(await analysed(recording.pcm), 600);
    expect(pieces).toEqual([{ start: 0, end: recording.durationSeconds, audible: true }]);
  });

  it('cuts at the limit where there is no pause at all', async () => {
    const tone = burstRecording([{ word: 30 }]);
    const pieces = planPieces(await analysed(tone.pcm), 8);
    expect(pieces.map((piece) => [piece.start, piece.end])).toEqual([
      [0, 8],
      [8, 16],
      [16, 24],
      [24, 30],
    ]);
  });
});

describe('pieceSecondsFor', () => {
  const local = { maxPieceSeconds: 600, labelsSpeakers: false };
  it('gives every worker pieces to hear, four each, within what the engine takes', () => {
    // A 5-minute episode on 2 cores: 8 pieces of 37.5 s, not one piece on one core.
    expect(pieceSecondsFor(local, 300, 2)).toBe(37.5);
    // An hour: 8 pieces of 450 s; three hours: the engine's 600 s.
    expect(pieceSecondsFor(local, 3600, 2)).toBe(450);
    expect(pieceSecondsFor(local, 3 * 3600, 2)).toBe(600);
  });

  it('never cuts shorter than the shared minimum, nor beyond a short engine limit', () => {
    expect(pieceSecondsFor(local, 60, 2)).toBe(MIN_SHARED_PIECE_SECONDS);
    expect(pieceSecondsFor({ maxPieceSeconds: 8, labelsSpeakers: false }, 600, 2)).toBe(8);
  });

  it('keeps an engine that labels speakers to its longest pieces (labels hold within a call)', () => {
    expect(pieceSecondsFor({ maxPieceSeconds: 3600, labelsSpeakers: true }, 300, 2)).toBe(3600);
  });
});
