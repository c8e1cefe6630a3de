import { describe, expect, it } from 'vitest';
import { youtubeTagsSchema, youtubeTitleSchema } from '@shared/youtube-metadata';
import { guessRoom, localClipMetadata } from './metadata-writer-local.js';

/** Writes the clips of one order in turn, as the batch does (each sees the titles before it). */
function writeOrder(count: number, room: (position: number) => string | null, brief = {}) {
  const titles = new Set<string>();
  const all = [];
  for (let position = 1; position <= count; position += 1) {
    const metadata = localClipMetadata({ position, room: room(position), brief }, titles);
    titles.add(metadata.title);
    all.push(metadata);
  }
  return all;
}

describe('the local metadata writer', () => {
  it('never gives two of 50 clips the same title with an empty brief and unknown rooms', () => {
    const clips = writeOrder(50, () => null);
    const titles = clips.map((clip) => clip.title.toLowerCase());
    expect(new Set(titles).size).toBe(50);
    for (const clip of clips) {
      expect(clip.title).not.toMatch(/Interior Design Showcase/i);
      expect(youtubeTitleSchema.safeParse(clip.title).success).toBe(true);
      expect(youtubeTagsSchema.safeParse(clip.tags).success).toBe(true);
      expect(clip.description.length).toBeGreaterThan(0);
    }
  });

  it('keeps 50 clips of the same room distinct, and says the brief', () => {
    const brief = { businessName: 'Casa Nova', city: 'Austin', style: 'Modern' };
    const clips = writeOrder(50, () => 'kitchen', brief);
    expect(new Set(clips.map((clip) => clip.title.toLowerCase())).size).toBe(50);
    expect(clips.some((clip) => clip.title.includes('Austin'))).toBe(true);
    expect(clips.some((clip) => clip.title.includes('Casa Nova'))).toBe(true);
    expect(clips[0]!.description).toContain('modern kitchen in Austin');
    expect(clips[0]!.tags).toContain('interior designer Austin');
  });

  it('writes "an interior", never "a interior" (the e2e story showed it)', () => {
    const clips = [...writeOrder(50, () => null), ...writeOrder(16, () => 'entryway')];
    const copy = clips.flatMap((clip) => [clip.title, clip.description]).join('\n');
    expect(copy).not.toMatch(/\ba [aeiou]/i);
    expect(copy).toMatch(/\bInside an interior\b/);
    expect(copy).toMatch(/\ban entryway\b/);
  });

  it('avoids a title the operator already gave another clip', () => {
    const first = localClipMetadata({ position: 3, room: null, brief: {} }, new Set());
    const again = localClipMetadata({ position: 3, room: null, brief: {} }, new Set([first.title]));
    expect(again.title).not.toBe(first.title);
  });

  it('guesses the room from the photo name', () => {
    expect(guessRoom('Kitchen_after-2.jpg')).toBe('kitchen');
    expect(guessRoom('master-bath.png')).toBe('bathroom');
    expect(guessRoom('LivingRoom.jpeg')).toBe('living room');
    expect(guessRoom('IMG_0001.jpg')).toBeNull();
  });
});
