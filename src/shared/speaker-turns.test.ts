import { describe, expect, it } from 'vitest';
import {
  MIN_TURN_MS,
  clipSpeakerTurns,
  defaultSpeakerFaces,
  speakerTurns,
  speakersInOrder,
  voicesOf,
  type SpeakerWord,
} from './speaker-turns.js';

/** Words of one speaker, one every 400 ms from `fromMs` (300 ms each). */
function says(speaker: string | undefined, fromMs: number, count: number): SpeakerWord[] {
  return Array.from({ length: count }, (_, k) => ({
    startMs: fromMs + k * 400,
    endMs: fromMs + k * 400 + 300,
    ...(speaker && { speaker }),
  }));
}

describe('speakersInOrder', () => {
  it('lists each speaker once, in the order of their first word', () => {
    const words = [
      ...says('speaker_1', 0, 2),
      ...says('speaker_0', 1000, 2),
      ...says(undefined, 2000, 1),
    ];
    expect(speakersInOrder([...words, ...says('speaker_1', 3000, 1)])).toEqual([
      'speaker_1',
      'speaker_0',
    ]);
  });
});

describe('defaultSpeakerFaces', () => {
  it('gives the first speaker the chosen face, then the other faces largest first', () => {
    expect(defaultSpeakerFaces(['b', 'a', 'c'], 3, 1)).toEqual({ b: 1, a: 0, c: 2 });
    expect(defaultSpeakerFaces(['b', 'a'], 3)).toEqual({ b: 0, a: 1 });
  });

  it('leaves speakers beyond the faces unmapped: they keep the face last shown', () => {
    expect(defaultSpeakerFaces(['a', 'b', 'c'], 2)).toEqual({ a: 0, b: 1 });
  });
});

describe('speakerTurns', () => {
  it('cuts to each speaker in the pause before they speak, covering the whole clip', () => {
    // A: 0-2.3 s, B: 3.0-5.3 s, A: 6.0-8.3 s; the clip lasts 9 s.
    const words = [...says('A', 0, 6), ...says('B', 3000, 6), ...says('A', 6000, 6)];
    const turns = speakerTurns(words, 9000, { A: 0, B: 1 });
    expect(turns.map((t) => t.face)).toEqual([0, 1, 0]);
    expect(turns[0]!.startMs).toBe(0);
    expect(turns.at(-1)!.endMs).toBe(9000);
    for (let k = 1; k < turns.length; k++) expect(turns[k]!.startMs).toBe(turns[k - 1]!.endMs);
    // In the pause between A's last word (2.3 s) and B's first (3.0 s).
    expect(turns[1]!.startMs).toBeGreaterThan(2300);
    expect(turns[1]!.startMs).toBeLessThanOrEqual(3000);
  });

  it('cuts shortly before the next speaker after a long pause, not in the middle of it', () => {
    const words = [...says('A', 0, 6), ...says('B', 6000, 6)];
    const [, second] = speakerTurns(words, 9000, { A: 0, B: 1 });
    expect(second!.startMs).toBeGreaterThan(5000);
    expect(second!.startMs).toBeLessThan(6000);
  });

  it('merges a turn shorter than 1.5 s into its neighbour, so the picture does not flicker', () => {
    // B's "Right." (one word) between two long stretches of A.
    const words = [...says('A', 0, 8), ...says('B', 3300, 1), ...says('A', 3800, 8)];
    expect(speakerTurns(words, 7200, { A: 0, B: 1 })).toEqual([]);
    const longer = [
      ...says('A', 0, 8),
      ...says('B', 3300, 2),
      ...says('A', 4600, 8),
      ...says('B', 8000, 6),
    ];
    const turns = speakerTurns(longer, 10_500, { A: 0, B: 1 });
    expect(turns.map((t) => t.face)).toEqual([0, 1]);
    for (const turn of turns) expect(turn.endMs - turn.startMs).toBeGreaterThanOrEqual(MIN_TURN_MS);
  });

  it('gives no turns with one speaker, no speakers, or every speaker on one face', () => {
    expect(speakerTurns(says('A', 0, 10), 5000, { A: 0 })).toEqual([]);
    expect(speakerTurns(says(undefined, 0, 10), 5000, {})).toEqual([]);
    const two = [...says('A', 0, 6), ...says('B', 3000, 6)];
    expect(speakerTurns(two, 6000, { A: 1, B: 1 })).toEqual([]);
  });

  it('keeps the face on screen through words of an unmapped speaker or without a label', () => {
    const words = [
      ...says('A', 0, 6),
      ...says('B', 3000, 6),
      ...says('C', 6000, 6),
      ...says(undefined, 9000, 3),
    ];
    const turns = speakerTurns(words, 11_000, { A: 0, B: 1 });
    expect(turns.map((t) => t.face)).toEqual([0, 1]);
    expect(turns[1]!.endMs).toBe(11_000);
  });
});

describe('clipSpeakerTurns', () => {
  const words = [...says('B', 0, 6), ...says('A', 3000, 6)];

  it('maps by default from the chosen face, and by the given mapping when sent', () => {
    expect(
      clipSpeakerTurns(words, 6000, { faceCount: 2, speakerFace: 1 }).map((t) => t.face),
    ).toEqual([1, 0]);
    expect(
      clipSpeakerTurns(words, 6000, { faceCount: 3, speakerFaces: { A: 2 } }).map((t) => t.face),
    ).toEqual([0, 2]);
  });

  it('gives no turns for a picture with one face', () => {
    expect(clipSpeakerTurns(words, 6000, { faceCount: 1 })).toEqual([]);
  });
});

describe('voicesOf', () => {
  it('numbers the voices by first word, unlabelled words keeping the voice before them', () => {
    const words = [
      ...says(undefined, 0, 1),
      ...says('B', 500, 1),
      ...says(undefined, 1000, 1),
      ...says('A', 1500, 1),
    ];
    expect(voicesOf(words)).toEqual([undefined, 0, 0, 1]);
  });
});
