import { describe, expect, it } from 'vitest';
import { initialAudiogram } from './audiogram-form';
import { initialPromptForm, type PromptFormState } from './prompt-form';
import { talkingPicture, withSpeaker } from './speaker-face';

/** The studio's side of the speaker; the states and notes: src/web/lib/speaker-face.test.ts. */

const photo = new File(['x'], 'two.jpg', { type: 'image/jpeg' });

function withPhoto(patch: Partial<PromptFormState['hedra']> = {}): PromptFormState {
  const state = initialPromptForm('hedra');
  return {
    ...state,
    hedra: { ...state.hedra, image: { file: photo, previewUrl: 'blob:two' }, ...patch },
  };
}

describe('the studio podcast clip speaker (decision 057)', () => {
  it('asks for faces only for the talking portrait with a picture', () => {
    expect(talkingPicture(initialPromptForm('hedra'))).toBeNull();
    expect(talkingPicture(withPhoto())).toEqual({ file: photo });
    const audiogram = withPhoto({ design: { ...initialAudiogram(), style: 'classic' } });
    expect(talkingPicture(audiogram)).toBeNull();
    const host = { id: 'c1', name: 'Maya', status: 'ready', imageUrl: '/maya.png' };
    expect(
      talkingPicture({
        ...initialPromptForm('hedra'),
        hedra: { ...withPhoto().hedra, image: null, character: host },
      }),
    ).toEqual({ characterId: 'c1' });
    expect(talkingPicture({ ...withPhoto(), mode: 'veo' })).toBeNull();
  });

  it('adds the speaker to the podcast clip only', () => {
    const clip = { mode: 'hedra', fields: { prompt: 'x' } };
    expect(withSpeaker(clip, 1)).toEqual({
      mode: 'hedra',
      fields: { prompt: 'x', speakerFace: 1 },
    });
    expect(withSpeaker(clip, undefined)).toBe(clip);
    const text = { mode: 'text-to-video', body: {} };
    expect(withSpeaker(text, 1)).toBe(text);
  });
});
