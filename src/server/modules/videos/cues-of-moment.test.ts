import { describe, expect, it } from 'vitest';
import { cuesOfMoment, wordsOfClip } from './podcast-moment.js';

describe('the captions of a moment', () => {
  const cues = [
    {
      startMs: 0,
      endMs: 1_000,
      text: 'before the moment',
      words: [{ text: 'before', startMs: 0, endMs: 500 }],
    },
    {
      startMs: 2_000,
      endMs: 3_200,
      text: 'hello there',
      words: [
        { text: 'hello', startMs: 2_000, endMs: 2_500 },
        { text: 'there', startMs: 2_600, endMs: 3_200 },
      ],
    },
  ];

  it('moves each word with its cue, so word-by-word styles stay on the voice', () => {
    const moment = { audioKey: 'k', startSeconds: 1.5, durationSeconds: 1.5 };
    expect(cuesOfMoment(cues, moment)).toEqual([
      {
        startMs: 500,
        endMs: 1_500,
        text: 'hello there',
        words: [
          { text: 'hello', startMs: 500, endMs: 1_000 },
          { text: 'there', startMs: 1_100, endMs: 1_500 },
        ],
      },
    ]);
  });
});

describe('the words heard in a clip (the talking mouth follows them)', () => {
  const words = [
    { text: 'before', startMs: 0, endMs: 500 },
    { text: 'hello', startMs: 2_000, endMs: 2_500 },
    { text: 'there', startMs: 2_600, endMs: 3_200 },
  ];

  it('keeps the words of the moment, timed from its start, the last one cut at its end', () => {
    expect(wordsOfClip(words, { startSeconds: 1.5, durationSeconds: 1.5 })).toEqual([
      { text: 'hello', startMs: 500, endMs: 1_000 },
      { text: 'there', startMs: 1_100, endMs: 1_500 },
    ]);
  });

  it('keeps the first seconds when the clip starts at the beginning', () => {
    expect(wordsOfClip(words, { startSeconds: 0, durationSeconds: 2.2 })).toEqual([
      { text: 'before', startMs: 0, endMs: 500 },
      { text: 'hello', startMs: 2_000, endMs: 2_200 },
    ]);
  });
});
