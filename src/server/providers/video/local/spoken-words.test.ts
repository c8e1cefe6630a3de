import { describe, expect, it } from 'vitest';
import { spokenWordsOf } from './spoken-words.js';

describe('spokenWordsOf', () => {
  it("gives each word of the voiceover espeak's phonemes, on the word's own times", async () => {
    const words = [
      { text: 'Maybe', startMs: 100, endMs: 420 },
      { text: 'Bob.', startMs: 450, endMs: 800 },
    ];
    expect(await spokenWordsOf(words, new AbortController().signal)).toEqual([
      { phonemes: "m'eIbi:", startMs: 100, endMs: 420 },
      { phonemes: "b'0b", startMs: 450, endMs: 800 },
    ]);
  });

  it('gives nothing without words (the mouth then follows the sound)', async () => {
    expect(await spokenWordsOf(undefined, new AbortController().signal)).toBeUndefined();
    expect(await spokenWordsOf([], new AbortController().signal)).toBeUndefined();
  });
});
