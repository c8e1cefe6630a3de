import { describe, expect, it } from 'vitest';
import type { CaptionCue } from '@shared/voiceovers';
import { editedCues } from './caption-edits.js';

/** Edited caption words keep the spoken words' times (decision 060). */

const CUES: CaptionCue[] = [
  {
    startMs: 0,
    endMs: 1000,
    text: 'Welcome to the show.',
    words: [
      { text: 'Welcome', startMs: 0, endMs: 400 },
      { text: 'to', startMs: 400, endMs: 500 },
      { text: 'the', startMs: 500, endMs: 600 },
      { text: 'show.', startMs: 600, endMs: 1000 },
    ],
  },
  {
    startMs: 1300,
    endMs: 2000,
    text: 'Naps work.',
    words: [
      { text: 'Naps', startMs: 1300, endMs: 1600 },
      { text: 'work.', startMs: 1700, endMs: 2000 },
    ],
  },
];

describe('editedCues', () => {
  it('maps a line with as many words one to one onto the spoken times', () => {
    const cues = editedCues(CUES, 'Welcome to THE SHOW!\nNaps rock.');
    expect(cues.map((c) => c.text)).toEqual(['Welcome to THE SHOW!', 'Naps rock.']);
    expect(cues[0]!.words!.map((w) => [w.text, w.startMs, w.endMs])).toEqual([
      ['Welcome', 0, 400],
      ['to', 400, 500],
      ['THE', 500, 600],
      ['SHOW!', 600, 1000],
    ]);
    expect(cues[1]!.words!.map((w) => [w.text, w.startMs])).toEqual([
      ['Naps', 1300],
      ['rock.', 1700],
    ]);
    expect(cues.map((c) => [c.startMs, c.endMs])).toEqual([
      [0, 1000],
      [1300, 2000],
    ]);
  });

  it('shares the cue’s span by length when a line has more or fewer words', () => {
    const [first] = editedCues(CUES, 'Hello everybody\nNaps work.');
    expect(first!.words).toEqual([
      { text: 'Hello', startMs: 0, endMs: 375 },
      { text: 'everybody', startMs: 375, endMs: 1000 },
    ]);
  });

  it('lines up the words by an edit distance when lines were added or removed', () => {
    const cues = editedCues(CUES, 'Welcome to the show. Naps work.');
    expect(cues).toHaveLength(1);
    expect(cues[0]!.words!.map((w) => w.startMs)).toEqual([0, 400, 500, 600, 1300, 1700]);
    const replaced = editedCues(CUES, 'Welcome to our little show.\nNaps\nwork.');
    // "the" became "our little": the two share "the"'s 100 ms.
    expect(replaced[0]!.words!.map((w) => [w.text, w.startMs])).toEqual([
      ['Welcome', 0],
      ['to', 400],
      ['our', 500],
      ['little', 536],
      ['show.', 600],
    ]);
    expect(replaced.map((c) => c.startMs)).toEqual([0, 1300, 1700]);
  });

  it('keeps each line in the voice of the cue it starts in (decision 070)', () => {
    const twoVoices = CUES.map((cue, voice) => ({ ...cue, voice }));
    expect(editedCues(twoVoices, 'Welcome to a show.\nNaps work!').map((c) => c.voice)).toEqual([
      0, 1,
    ]);
    const regrouped = editedCues(twoVoices, 'Welcome\nto the show.\nNaps\nwork.');
    expect(regrouped.map((c) => c.voice)).toEqual([0, 0, 1, 1]);
  });
});
