import type { TranscriptWord } from '@shared/transcripts';
import { describe, expect, it } from 'vitest';
import { initialDesign, type BatchDesign, type PickedClip } from './clip-batch';
import { batchVoices, clipTalkingPicture } from './clip-speakers';

const talking: BatchDesign = {
  ...initialDesign('show.wav'),
  picture: { kind: 'photo', id: 'p1', imageUrl: '/p1.jpg' },
};

/** Ava 0-9 s, Ben 10-19 s, Ava 20-29 s: a word a second. */
const words: TranscriptWord[] = Array.from({ length: 30 }, (_, i) => ({
  text: `w${i}`,
  start: i,
  end: i + 0.6,
  speaker: i >= 10 && i < 20 ? 'ben' : 'ava',
}));
const clip = (start: number, end: number): PickedClip => ({
  rank: 0,
  span: { start, end },
  captionText: null,
});

describe("the episode page's talking picture (decision 071)", () => {
  it("asks faces for the talking portrait's photo or character, not for an audiogram", () => {
    expect(clipTalkingPicture(talking)).toEqual({ photoId: 'p1' });
    const host = { ...talking, picture: { kind: 'character' as const, id: 'c1', imageUrl: '' } };
    expect(clipTalkingPicture(host)).toEqual({ characterId: 'c1' });
    expect(clipTalkingPicture({ ...talking, picture: null })).toBeNull();
    expect(clipTalkingPicture({ ...talking, style: 'classic' })).toBeNull();
  });
});

describe('batchVoices', () => {
  it('counts the voices of the picked clip that has the most, as the server cuts each', () => {
    expect(batchVoices([clip(0, 9)], words)).toBe(1);
    expect(batchVoices([clip(0, 9), clip(8, 12)], words)).toBe(2);
    // Two clips of one voice each are not a dialogue: no clip cuts.
    expect(batchVoices([clip(0, 9), clip(11, 19)], words)).toBe(1);
    // A word touching the edge from outside is not heard in the clip (as the server cuts it).
    expect(batchVoices([clip(9.6, 10)], words)).toBe(0);
  });

  it('counts none without labels or words', () => {
    const unlabelled = words.map(({ speaker: _, ...word }) => word);
    expect(batchVoices([clip(0, 29)], unlabelled)).toBe(0);
    expect(batchVoices([clip(0, 29)], null)).toBe(0);
    expect(batchVoices([], words)).toBe(0);
  });
});
