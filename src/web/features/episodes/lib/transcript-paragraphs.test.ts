import type { TranscriptWord } from '@shared/transcripts';
import { describe, expect, it } from 'vitest';
import { formatClock, PARAGRAPH_MAX_WORDS, toParagraphs, wordAt } from './transcript-paragraphs';

const spoken = (texts: string[], from = 0, speaker?: string): TranscriptWord[] =>
  texts.map((text, index) => ({
    text,
    start: from + index * 0.4,
    end: from + index * 0.4 + 0.3,
    ...(speaker ? { speaker } : {}),
  }));

describe('toParagraphs', () => {
  it('breaks at long pauses and at a new speaker, keeping every word and its index', () => {
    const words = [
      ...spoken(['Welcome', 'back.'], 0, 'speaker_0'),
      ...spoken(['Thanks', 'for', 'having', 'me.'], 1, 'speaker_1'),
      ...spoken(['So', 'tell', 'us.'], 10, 'speaker_1'),
    ];
    const paragraphs = toParagraphs(words);
    expect(paragraphs.map((p) => p.words.map((w) => w.text).join(' '))).toEqual([
      'Welcome back.',
      'Thanks for having me.',
      'So tell us.',
    ]);
    expect(paragraphs.map((p) => p.firstIndex)).toEqual([0, 2, 6]);
    expect(paragraphs.map((p) => p.speaker)).toEqual(['speaker_0', 'speaker_1', 'speaker_1']);
    expect(paragraphs.flatMap((p) => p.words)).toEqual(words);
  });

  it('splits a long monologue into blocks, at a sentence end when it can', () => {
    const texts = Array.from({ length: 300 }, (_, i) => (i % 10 === 9 ? 'end.' : 'word'));
    const paragraphs = toParagraphs(spoken(texts));
    expect(paragraphs.length).toBeGreaterThan(2);
    for (const paragraph of paragraphs) {
      expect(paragraph.words.length).toBeLessThanOrEqual(PARAGRAPH_MAX_WORDS);
    }
    expect(paragraphs[0]!.words.at(-1)!.text).toBe('end.');
  });

  it('has nothing to show for no words', () => {
    expect(toParagraphs([])).toEqual([]);
  });
});

describe('wordAt', () => {
  const words = spoken(['a', 'b', 'c', 'd']);
  it('finds the word being heard, or the last one before a pause', () => {
    expect(wordAt(words, 0)).toBe(0);
    expect(wordAt(words, 0.85)).toBe(2);
    expect(wordAt(words, 99)).toBe(3);
    expect(wordAt(words, -1)).toBe(-1);
  });
});

describe('formatClock', () => {
  it('reads like a player clock', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(247.9)).toBe('4:07');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});
