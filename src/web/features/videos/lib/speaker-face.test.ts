import { HEDRA_ONE_FACE_NOTE, followsSpeakerNote } from '@shared/speaker-turns';
import { PODCAST_FACE_MESSAGES, type PodcastFaces } from '@shared/videos';
import { describe, expect, it } from 'vitest';
import { initialAudiogram } from './audiogram-form';
import { initialPromptForm, type PromptFormState } from './prompt-form';
import {
  chosenSpeaker,
  speakerHold,
  speakerState,
  talkingPicture,
  voicesNote,
  withSpeaker,
} from './speaker-face';

const photo = new File(['x'], 'two.jpg', { type: 'image/jpeg' });
const box = { x: 0.1, y: 0.1, width: 0.2, height: 0.3 };
const twoFaces: PodcastFaces = {
  localEngine: true,
  faces: [
    { index: 0, box },
    { index: 1, box: { ...box, x: 0.6 } },
  ],
};
const answered = (data: PodcastFaces) => ({ data, isPending: false, isError: false });

function withPhoto(patch: Partial<PromptFormState['hedra']> = {}): PromptFormState {
  const state = initialPromptForm('hedra');
  return {
    ...state,
    hedra: { ...state.hedra, image: { file: photo, previewUrl: 'blob:two' }, ...patch },
  };
}

describe('the talking portrait speaker (decision 057)', () => {
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

  it('holds Generate while looking and when there is no face', () => {
    const picture = { file: photo };
    const checking = speakerState(picture, { isPending: true, isError: false });
    expect(speakerHold(checking)).toMatch(/Looking for faces/);
    const none = speakerState(picture, answered({ localEngine: true, faces: [] }));
    expect(none).toEqual({ kind: 'no-face' });
    expect(speakerHold(none)).toBe(PODCAST_FACE_MESSAGES.noFace);
    expect(speakerHold(speakerState(picture, answered(twoFaces)))).toBeNull();
  });

  it('leaves Hedra and a failed look to the server', () => {
    const picture = { file: photo };
    const hedra = speakerState(picture, answered({ localEngine: false, faces: [] }));
    expect(hedra).toEqual({ kind: 'vendor' });
    expect(speakerHold(hedra)).toBeNull();
    expect(speakerState(picture, { isPending: false, isError: true })).toEqual({ kind: 'none' });
  });

  it('sends the clicked face, the largest by default, and the only one silently', () => {
    const two = speakerState({ file: photo }, answered(twoFaces));
    expect(chosenSpeaker(two, null)).toBe(0);
    expect(chosenSpeaker(two, 1)).toBe(1);
    // A click on a face of another picture does not carry over.
    expect(chosenSpeaker(two, 4)).toBe(0);
    const one = speakerState(
      { file: photo },
      answered({ ...twoFaces, faces: [twoFaces.faces[0]!] }),
    );
    expect(chosenSpeaker(one, null)).toBe(0);
    expect(chosenSpeaker({ kind: 'none' }, 1)).toBeUndefined();
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

describe('voicesNote', () => {
  const two = [{ speaker: 'speaker_0' }, { speaker: 'speaker_1' }, { speaker: 'speaker_0' }];
  const faces = { kind: 'faces' as const, faces: twoFaces.faces };
  it('says before paying what the portrait does with two voices', () => {
    expect(voicesNote(faces, two)).toBe(followsSpeakerNote(2));
    expect(voicesNote({ kind: 'vendor' }, two)).toBe(HEDRA_ONE_FACE_NOTE);
  });

  it('says nothing for one voice, unlabelled words or a one-face picture', () => {
    expect(voicesNote(faces, [{ speaker: 'speaker_0' }, {}])).toBeNull();
    expect(voicesNote(faces, [{}, {}])).toBeNull();
    expect(voicesNote({ kind: 'faces', faces: [twoFaces.faces[0]!] }, two)).toBeNull();
    expect(voicesNote({ kind: 'none' }, two)).toBeNull();
  });
});
