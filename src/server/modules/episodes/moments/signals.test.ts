import { describe, expect, it } from 'vitest';
import type { TranscriptWord } from '@shared/transcripts';
import { splitSentences } from './sentences.js';
import { backReferenceOf, hookOf, stem, topicHits } from './signals.js';

/** The word-level signals of decision 067: sentences, hooks, back-references, topic stems. */

/** Words one after another, 0.3 s each with 0.05 s between; "|" is a 0.8 s silence. */
function timed(text: string, speaker?: string): TranscriptWord[] {
  const words: TranscriptWord[] = [];
  let at = 0;
  for (const token of text.split(' ')) {
    if (token === '|') {
      at += 0.75;
      continue;
    }
    words.push({ text: token, start: at, end: at + 0.3, ...(speaker && { speaker }) });
    at += 0.35;
  }
  return words;
}

describe('splitSentences', () => {
  it('follows the punctuation when the engine gives it, and speaker changes', () => {
    const words = [
      ...timed('Is this on? Yes it is.', 'a'),
      ...timed('Good', 'b').map((w) => ({ ...w, start: w.start + 3, end: w.end + 3 })),
    ];
    const sentences = splitSentences(words);
    expect(sentences.map((s) => [s.from, s.to, s.question])).toEqual([
      [0, 3, true],
      [3, 6, false],
      [6, 7, false],
    ]);
  });

  it('splits bare words at pauses and tells a question by how it opens', () => {
    const sentences = splitSentences(
      timed('how do you price it | when i started we guessed | what we did was simple'),
    );
    expect(sentences.map((s) => [s.to - s.from, s.question])).toEqual([
      [5, true],
      [5, false],
      [5, false],
    ]);
  });
});

describe('word signals', () => {
  it('matches a topic in its forms, and topics of several words in a row', () => {
    expect(new Set(['pricing', 'prices', 'priced', 'price'].map(stem))).toEqual(new Set(['pric']));
    expect(stem('companies')).toBe(stem('company'));
    expect(stem('stopped')).toBe(stem('stop'));
    const stems = 'our machine learning pricing and machines learn'.split(' ').map(stem);
    expect(topicHits(stems, ['machine learning', 'Pricing'])).toEqual([[1, 5], [3]]);
  });

  it('finds the hook in the opening words', () => {
    expect(hookOf(['Anything', 'at', 'all'], true)?.kind).toBe('question');
    expect(hookOf(["Here's", 'the', 'secret', 'nobody', 'shares.'], false)).toMatchObject({
      kind: 'phrase',
      cue: 'the secret',
    });
    expect(hookOf(['We', 'lost', '40%', 'of', 'listeners'], false)).toMatchObject({
      kind: 'number',
      cue: '40',
    });
    expect(hookOf(['Podcasts', 'are', 'always', 'worth', 'it'], false)?.kind).toBe('claim');
    expect(hookOf(['We', 'had', 'a', 'look', 'at', 'the', 'notes'], false)).toBeNull();
  });

  it('knows an opening that leans on what came before', () => {
    expect(backReferenceOf('And')).toBe('and');
    expect(backReferenceOf('That’s')).toBe("that's");
    expect(backReferenceOf('Pricing')).toBeNull();
  });
});
