import { HEDRA_ONE_FACE_NOTE, followsSpeakerNote, oneFaceVoicesNote } from '@shared/speaker-turns';
import { PODCAST_FACE_MESSAGES, type PodcastFaces } from '@shared/videos';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import {
  chosenSpeaker,
  LOOKING_FOR_FACES,
  speakerHold,
  speakerState,
  voicesNote,
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
const failed = (error: unknown, isFetching = false) => ({
  isPending: false,
  isError: true,
  isFetching,
  error,
});

describe('the talking portrait speaker (decisions 057, 071)', () => {
  it('asks nothing without a picture, of any kind', () => {
    expect(speakerState(null, answered(twoFaces))).toEqual({ kind: 'none' });
    for (const picture of [{ file: photo }, { characterId: 'c1' }, { photoId: 'p1' }]) {
      expect(speakerState(picture, answered(twoFaces))).toEqual({
        kind: 'faces',
        faces: twoFaces.faces,
      });
    }
  });

  it('holds the button while looking and when there is no face', () => {
    const picture = { photoId: 'p1' };
    const checking = speakerState(picture, { isPending: true, isError: false });
    expect(speakerHold(checking)).toBe(LOOKING_FOR_FACES);
    const none = speakerState(picture, answered({ localEngine: true, faces: [] }));
    expect(none).toEqual({ kind: 'no-face' });
    expect(speakerHold(none)).toBe(PODCAST_FACE_MESSAGES.noFace);
    expect(speakerHold(speakerState(picture, answered(twoFaces)))).toBeNull();
  });

  it('leaves Hedra to the server', () => {
    const hedra = speakerState({ file: photo }, answered({ localEngine: false, faces: [] }));
    expect(hedra).toEqual({ kind: 'vendor' });
    expect(speakerHold(hedra)).toBeNull();
  });

  it("shows the server's message when asked too often, and holds the button until a retry", () => {
    const picture = { file: photo };
    const body = { error: PODCAST_FACE_MESSAGES.tooManyChecks };
    const limited = speakerState(picture, failed(new ApiError(429, 'Too Many Requests', body)));
    expect(limited).toEqual({
      kind: 'failed',
      message: PODCAST_FACE_MESSAGES.tooManyChecks,
      held: true,
    });
    expect(speakerHold(limited)).toBe(PODCAST_FACE_MESSAGES.tooManyChecks);
    expect(chosenSpeaker(limited, 1)).toBeUndefined();
    // The retry runs: looking again, still held.
    const retrying = speakerState(picture, failed(new ApiError(429, 'x', body), true));
    expect(retrying).toEqual({ kind: 'checking' });
    expect(speakerHold(retrying)).toBe(LOOKING_FOR_FACES);
  });

  it('says a failed look but does not hold the button for it (the server checks nothing)', () => {
    const down = speakerState(
      { file: photo },
      failed(new ApiError(0, 'Could not reach the server')),
    );
    expect(down).toEqual({ kind: 'failed', message: 'Could not reach the server', held: false });
    expect(speakerHold(down)).toBeNull();
    const broken = speakerState({ file: photo }, failed(new ApiError(500, 'x', {})));
    expect(broken).toMatchObject({ message: 'The faces in the picture could not be looked for.' });
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
});

describe('voicesNote', () => {
  const faces = { kind: 'faces' as const, faces: twoFaces.faces };
  const oneFace = { kind: 'faces' as const, faces: [twoFaces.faces[0]!] };

  it('says before paying what the portrait does with two voices', () => {
    expect(voicesNote(faces, 2)).toBe(followsSpeakerNote(2));
    expect(voicesNote({ kind: 'vendor' }, 3)).toBe(HEDRA_ONE_FACE_NOTE);
  });

  it('says the one face speaks for every voice when the picture has only one', () => {
    expect(voicesNote(oneFace, 2)).toBe(oneFaceVoicesNote(2));
    expect(oneFaceVoicesNote(2)).toMatch(/^2 voices heard, but the picture has one face/);
  });

  it('says nothing for one voice, or before the faces are known, or without a face', () => {
    expect(voicesNote(faces, 1)).toBeNull();
    expect(voicesNote(faces, 0)).toBeNull();
    expect(voicesNote({ kind: 'none' }, 2)).toBeNull();
    expect(voicesNote({ kind: 'checking' }, 2)).toBeNull();
    expect(voicesNote({ kind: 'no-face' }, 2)).toBeNull();
    expect(voicesNote({ kind: 'failed', message: 'x', held: true }, 2)).toBeNull();
  });
});
