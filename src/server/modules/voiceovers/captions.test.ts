import { describe, expect, it } from 'vitest';
import {
  CUE_LIMITS,
  cuesFromWords,
  fitWords,
  formatSrt,
  formatVtt,
  shiftWords,
  spreadBySyllables,
  syllableCount,
  type TimedWord,
} from './captions.js';

/** Words 400 ms apart, each heard for 300 ms. */
const evenly = (text: string, stepMs = 400): TimedWord[] =>
  text.split(' ').map((word, i) => ({ word, startMs: i * stepMs, endMs: i * stepMs + 300 }));

describe('cuesFromWords', () => {
  it('puts at most 7 words in a cue, splitting a longer run evenly', () => {
    const cues = cuesFromWords(evenly('a b c d e f g h i j', 100));
    expect(cues.map((cue) => cue.text)).toEqual(['a b c d e', 'f g h i j']);
  });

  it('never leaves a lone word when a sentence is a word too long for one cue', () => {
    const cues = cuesFromWords(evenly('Good morning, and welcome to Morning Light.', 100));
    expect(cues.map((cue) => cue.text)).toEqual(['Good morning,', 'and welcome to Morning Light.']);
  });

  it('prefers a break after a clause to a perfectly even one', () => {
    const cues = cuesFromWords(evenly('one two three, four five six seven eight', 100));
    expect(cues.map((cue) => cue.text)).toEqual(['one two three,', 'four five six seven eight']);
  });

  it('keeps a cue within 42 characters', () => {
    const cues = cuesFromWords(
      evenly('extraordinary circumstances require considerable patience always', 100),
    );
    for (const cue of cues) expect(cue.text.length).toBeLessThanOrEqual(CUE_LIMITS.maxCharacters);
    expect(cues.map((cue) => cue.text)).toEqual([
      'extraordinary circumstances require',
      'considerable patience always',
    ]);
  });

  it('keeps a cue within 3 seconds', () => {
    const cues = cuesFromWords(evenly('slow words spoken one at a time', 1_000));
    expect(cues.map((cue) => cue.text)).toEqual(['slow words', 'spoken one', 'at a time']);
    for (const cue of cues) expect(cue.endMs - cue.startMs).toBeLessThanOrEqual(3_000);
  });

  it('breaks after every sentence, closing quotes included', () => {
    const cues = cuesFromWords(evenly('Hi there. Welcome! Ready? "Go." Now'));
    expect(cues.map((cue) => cue.text)).toEqual([
      'Hi there.',
      'Welcome!',
      'Ready?',
      '"Go."',
      'Now',
    ]);
  });

  it('times each cue from its first word to its last, never overlapping, with its words', () => {
    const cues = cuesFromWords([
      { word: 'One.', startMs: 100, endMs: 500 },
      { word: 'Two', startMs: 450, endMs: 800 },
      { word: 'three.', startMs: 800, endMs: 1_200 },
    ]);
    expect(cues).toEqual([
      {
        startMs: 100,
        endMs: 500,
        text: 'One.',
        words: [{ text: 'One.', startMs: 100, endMs: 500 }],
      },
      {
        startMs: 500,
        endMs: 1_200,
        text: 'Two three.',
        // A word is kept inside its cue: "Two" starts when the cue does.
        words: [
          { text: 'Two', startMs: 500, endMs: 800 },
          { text: 'three.', startMs: 800, endMs: 1_200 },
        ],
      },
    ]);
  });

  it('gives a word over a limit a cue of its own and skips blank words', () => {
    const long = 'x'.repeat(50);
    const cues = cuesFromWords([
      { word: 'a', startMs: 0, endMs: 100 },
      { word: ' ', startMs: 100, endMs: 150 },
      { word: long, startMs: 150, endMs: 900 },
      { word: 'b', startMs: 900, endMs: 1_000 },
    ]);
    expect(cues.map((cue) => cue.text)).toEqual(['a', long, 'b']);
  });

  it('never lets a cue span a change of voice, and says whose voice each cue is', () => {
    const words = evenly('so what did you find out there', 300).map((w, i) => ({
      ...w,
      voice: i < 3 ? 0 : 1,
    }));
    const cues = cuesFromWords(words);
    expect(cues.map((cue) => [cue.text, cue.voice])).toEqual([
      ['so what did', 0],
      ['you find out there', 1],
    ]);
    expect(cuesFromWords(evenly('no voices here')).every((cue) => !('voice' in cue))).toBe(true);
  });

  it('makes no cues of no words', () => {
    expect(cuesFromWords([])).toEqual([]);
  });
});

describe('syllableCount', () => {
  it.each([
    ['the', 1],
    ['make', 1],
    ['little', 2],
    ['people', 2],
    ['whale', 1],
    ['beautiful', 3],
    ['podcast', 2],
    ['syllable', 3],
    ['Rhythm,', 1],
    ['tsk', 1],
    ['2024', 4],
    ['—', 1],
  ])('%s has %i', (word, count) => {
    expect(syllableCount(word)).toBe(count);
  });
});

describe('spreadBySyllables', () => {
  const text =
    'Welcome back to the show. Today, we talk about beautiful podcasts, microphones and rhythm! Stay tuned.';

  it('covers the whole duration, in order, without gaps or overlaps beyond pauses', () => {
    const words = spreadBySyllables(text, 9_876);
    expect(words.map((w) => w.word)).toEqual(text.split(' '));
    expect(words[0]!.startMs).toBe(0);
    expect(words.at(-1)!.endMs).toBe(9_876);
    for (const [i, word] of words.entries()) {
      expect(word.endMs).toBeGreaterThan(word.startMs);
      if (i > 0) expect(word.startMs).toBeGreaterThanOrEqual(words[i - 1]!.endMs);
    }
  });

  it('gives a word time in proportion to its syllables, plus a pause after a sentence', () => {
    const [a, b, c] = spreadBySyllables('go beautiful. go', 6_000);
    // 1 + 3 syllables, a 1-syllable pause, 1: six units of 1 s.
    expect([a, b, c]).toEqual([
      { word: 'go', startMs: 0, endMs: 1_000 },
      { word: 'beautiful.', startMs: 1_000, endMs: 4_000 },
      { word: 'go', startMs: 5_000, endMs: 6_000 },
    ]);
  });

  it('gives the cues made from it the whole duration too', () => {
    const cues = cuesFromWords(spreadBySyllables(text, 12_000));
    expect(cues[0]!.startMs).toBe(0);
    expect(cues.at(-1)!.endMs).toBe(12_000);
    for (const [i, cue] of cues.entries()) {
      if (i > 0) expect(cue.startMs).toBeGreaterThanOrEqual(cues[i - 1]!.endMs);
    }
    expect(cues.map((cue) => cue.text).join(' ')).toBe(text);
  });

  it('spreads nothing over an empty text', () => {
    expect(spreadBySyllables('  \n ', 1_000)).toEqual([]);
  });
});

describe('shiftWords and fitWords', () => {
  it('moves a piece’s words to where the piece starts', () => {
    expect(shiftWords([{ word: 'a', startMs: 10, endMs: 20 }], 1_000)).toEqual([
      { word: 'a', startMs: 1_010, endMs: 1_020 },
    ]);
  });

  it('scales onto the measured length and never passes its end', () => {
    const words = [
      { word: 'a', startMs: 0, endMs: 5_000 },
      { word: 'b', startMs: 5_000, endMs: 10_000 },
    ];
    expect(fitWords(words, 10_000, 10_050)).toEqual([
      { word: 'a', startMs: 0, endMs: 5_025 },
      { word: 'b', startMs: 5_025, endMs: 10_050 },
    ]);
    expect(fitWords([{ word: 'a', startMs: 0, endMs: 12_000 }], 0, 10_000)[0]!.endMs).toBe(10_000);
  });
});

describe('subtitle files', () => {
  const cues = [
    { startMs: 0, endMs: 1_500, text: 'Welcome back.' },
    { startMs: 1_500, endMs: 3_723_456, text: 'Tom & Jerry <live> --> now' },
  ];

  it('writes SubRip exactly', () => {
    expect(formatSrt(cues)).toBe(
      '1\n00:00:00,000 --> 00:00:01,500\nWelcome back.\n\n' +
        '2\n00:00:01,500 --> 01:02:03,456\nTom & Jerry <live> --> now\n\n',
    );
  });

  it('writes WebVTT exactly, escaping its markup characters', () => {
    expect(formatVtt(cues)).toBe(
      'WEBVTT\n\n' +
        '00:00:00.000 --> 00:00:01.500\nWelcome back.\n\n' +
        '00:00:01.500 --> 01:02:03.456\nTom &amp; Jerry &lt;live&gt; --&gt; now\n\n',
    );
  });

  it('keeps each cue on one line and writes a header alone when there are no cues', () => {
    expect(formatSrt([{ startMs: 0, endMs: 10, text: 'a\n\nb' }])).toBe(
      '1\n00:00:00,000 --> 00:00:00,010\na b\n\n',
    );
    expect(formatVtt([])).toBe('WEBVTT\n\n');
  });
});
