import { describe, expect, it } from 'vitest';
import { AUDIOGRAM_LOGO_FIELD, AUDIOGRAM_MESSAGES } from '@shared/audiogram';
import {
  EPISODE_CLIPS_BODY_FIELD,
  EPISODE_MESSAGES,
  episodeClipsBodySchema,
  episodeClipsFieldsSchema,
} from '@shared/episodes';
import { hedraCost } from '@shared/pricing';
import {
  batchBody,
  batchForm,
  batchPrice,
  batchProblem,
  initialDesign,
  listedClips,
  type BatchDesign,
  type PickedClip,
} from './clip-batch';

const PHOTO = '0b7c7a8e-4f7e-4c43-9a43-4d1d0f4a3c11';
const clips: PickedClip[] = [
  { rank: 0, span: { start: 10, end: 25.5 }, captionText: null },
  { rank: 2, span: { start: 40.25, end: 70 }, captionText: 'Fixed words\nhere' },
];
const talking: BatchDesign = {
  ...initialDesign('season-one.wav'),
  picture: { kind: 'photo', id: PHOTO, imageUrl: '/thumb.jpg' },
};

describe('the clip batch', () => {
  it("prices each clip as a podcast clip's seconds, and the total", () => {
    expect(batchPrice(clips)).toEqual({
      each: [hedraCost(15.5), hedraCost(29.75)],
      total: hedraCost(15.5) + hedraCost(29.75),
    });
  });

  it('sends edited caption text only where it was edited, and the picture', () => {
    const body = batchBody(clips, talking);
    expect(body).toEqual({
      clips: [
        { start: 10, end: 25.5 },
        { start: 40.25, end: 70, captionText: 'Fixed words\nhere' },
      ],
      photoId: PHOTO,
      aspectRatio: '9:16',
      captions: true,
      captionLook: { style: 'karaoke', size: 'medium', position: 'bottom' },
    });
    expect(episodeClipsBodySchema.safeParse(body).success).toBe(true);
    // Captions off: no caption text at all.
    const silent = batchBody(clips, { ...talking, captions: false });
    expect(silent.clips.every((clip) => !('captionText' in clip))).toBe(true);
  });

  it('sends the chosen speaker for the talking portrait, never for an audiogram', () => {
    const body = batchBody(clips, talking, 1);
    expect(body).toMatchObject({ photoId: PHOTO, speakerFace: 1 });
    expect(episodeClipsBodySchema.safeParse(body).success).toBe(true);
    expect(batchBody(clips, talking)).not.toHaveProperty('speakerFace');
    const audiogram = batchBody(clips, { ...talking, style: 'classic' }, 1);
    expect(audiogram).not.toHaveProperty('speakerFace');
  });

  it("sends an audiogram's design, titled after the episode's file", () => {
    const design: BatchDesign = { ...initialDesign('season-one.wav'), style: 'spotlight' };
    expect(design.title).toBe('season-one');
    const body = batchBody(clips.slice(0, 1), design);
    expect(body).toMatchObject({ style: 'spotlight', title: 'season-one', waveform: 'bars' });
    expect(body).not.toHaveProperty('showName');
    expect(episodeClipsBodySchema.safeParse(body).success).toBe(true);
  });

  it("sends the batch as the form's JSON field, and an audiogram's logo as its file", () => {
    const file = new File([new Uint8Array([0x89, 0x50])], 'cover.png', { type: 'image/png' });
    const logo = { file, previewUrl: 'blob:cover' };
    const design: BatchDesign = { ...initialDesign('season-one.wav'), style: 'classic', logo };
    const form = batchForm(clips, design);
    expect([...form.keys()]).toEqual([EPISODE_CLIPS_BODY_FIELD, AUDIOGRAM_LOGO_FIELD]);
    const fields = { body: form.get(EPISODE_CLIPS_BODY_FIELD) as string };
    expect(episodeClipsFieldsSchema.parse(fields).body).toMatchObject({
      style: 'classic',
      clips: [
        { start: 10, end: 25.5 },
        { start: 40.25, end: 70 },
      ],
    });
    expect((form.get(AUDIOGRAM_LOGO_FIELD) as File).name).toBe('cover.png');
    // A logo picked, then the talking portrait chosen: the logo stays behind.
    const portrait = batchForm(clips, { ...talking, logo });
    expect([...portrait.keys()]).toEqual([EPISODE_CLIPS_BODY_FIELD]);
  });

  it('names what stops the batch before any call', () => {
    expect(batchProblem([], talking, 100)).toBe('Pick at least one moment');
    expect(batchProblem(clips, { ...talking, picture: null }, 100)).toBe(
      EPISODE_MESSAGES.pictureNeeded,
    );
    const untitled = { ...initialDesign(''), style: 'classic' as const };
    expect(batchProblem(clips, untitled, 100)).toBe(AUDIOGRAM_MESSAGES.titleRequired);
    expect(batchProblem(clips, talking, 60)).toBe('Moment #3: A clip must lie within the episode');
    const blank = [{ ...clips[0]!, captionText: ' \n' }];
    expect(batchProblem(blank, talking, 100)).toBe(
      'Moment #1: type the caption words, or turn captions off',
    );
    expect(batchProblem(clips, talking, 100)).toBeNull();
  });
});

describe('listedClips', () => {
  it('lists the clips rendered here first, then the earlier ones newest first, each once', () => {
    const rendered = [{ id: 'c', label: 'Clip #2 · 1:05–1:30' }];
    expect(listedClips(rendered, ['a', 'b', 'c'])).toEqual([
      { id: 'c', label: 'Clip #2 · 1:05–1:30' },
      { id: 'b', label: 'Clip 2' },
      { id: 'a', label: 'Clip 1' },
    ]);
    expect(listedClips([], [])).toEqual([]);
  });
});
