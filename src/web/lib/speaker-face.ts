import { PODCAST_FACE_MESSAGES, type PodcastFaces } from '@shared/videos';
import { HEDRA_ONE_FACE_NOTE, followsSpeakerNote, oneFaceVoicesNote } from '@shared/speaker-turns';
import { ApiError } from './api';
import { errorMessage } from './error-messages';

/**
 * Who speaks in the talking portrait (decisions 057, 070, 071), for every form that makes one
 * (the studio's podcast clip, the episode page's clips): the form asks the server for the
 * picture's faces before paying, picks the only face silently, lets the user click one of
 * several, and holds its button back when there is none. Free of React, tested alone.
 */

/** The picture whose faces a form asks for: an upload, an AI host or one of My photos. */
export type TalkingPicture = { file: File } | { characterId: string } | { photoId: string };

/** What the faces answer means for the form, once it has come. */
export type SpeakerState =
  /** Nothing to ask: an audiogram, or no picture yet. */
  | { kind: 'none' }
  /** Hedra animates the portrait itself: no speaker to choose, and one face per clip. */
  | { kind: 'vendor' }
  /** The server is looking: the button waits, so a faceless picture is never charged. */
  | { kind: 'checking' }
  | { kind: 'faces'; faces: PodcastFaces['faces'] }
  /** No face: the talking portrait cannot be made; the audiogram is offered. */
  | { kind: 'no-face' }
  /**
   * The look failed: the server's message, and a retry. `held` when it was refused for asking
   * too often (429): the user waits a minute rather than paying without a speaker.
   */
  | { kind: 'failed'; message: string; held: boolean };

/** The faces query as the form sees it (TanStack Query's fields of those names). */
export interface FacesAnswer {
  data?: PodcastFaces | undefined;
  isPending: boolean;
  isError: boolean;
  /** True while a retry runs after a failure. */
  isFetching?: boolean;
  error?: unknown;
}

const LOOK_FAILED = 'The faces in the picture could not be looked for.';

export function speakerState(picture: TalkingPicture | null, answer: FacesAnswer): SpeakerState {
  if (!picture) return { kind: 'none' };
  if (answer.isError) {
    if (answer.isFetching) return { kind: 'checking' };
    const tooOften = answer.error instanceof ApiError && answer.error.status === 429;
    return { kind: 'failed', message: errorMessage(answer.error, LOOK_FAILED), held: tooOften };
  }
  if (answer.isPending || !answer.data) return { kind: 'checking' };
  if (!answer.data.localEngine) return { kind: 'vendor' };
  if (answer.data.faces.length === 0) return { kind: 'no-face' };
  return { kind: 'faces', faces: answer.data.faces };
}

/**
 * The face sent as `speakerFace`: the user's click when it is one of the faces, else the
 * largest (the first). Sent even for a single face, so the server refuses a picture that
 * would have none. Undefined when there is nothing to choose.
 */
export function chosenSpeaker(state: SpeakerState, clicked: number | null): number | undefined {
  if (state.kind !== 'faces') return undefined;
  const found = state.faces.find((face) => face.index === clicked);
  return found ? found.index : state.faces[0]!.index;
}

export const LOOKING_FOR_FACES = 'Looking for faces in the picture…';

/** Why the form's paying button is held back for the picture's faces, or null. */
export function speakerHold(state: SpeakerState): string | null {
  if (state.kind === 'no-face') return PODCAST_FACE_MESSAGES.noFace;
  if (state.kind === 'checking') return LOOKING_FOR_FACES;
  if (state.kind === 'failed' && state.held) return state.message;
  return null;
}

/**
 * What the form says, before paying, when the words tell `voices` voices apart (decisions
 * 070, 071): the local portrait cuts between the speakers' faces when the picture has two or
 * more; with one face, that face speaks for every voice; Hedra stays on one face. Null when
 * there is nothing to say (one voice, no picture's answer yet, or no face at all).
 */
export function voicesNote(state: SpeakerState, voices: number): string | null {
  if (voices < 2) return null;
  if (state.kind === 'vendor') return HEDRA_ONE_FACE_NOTE;
  if (state.kind !== 'faces') return null;
  return state.faces.length > 1 ? followsSpeakerNote(voices) : oneFaceVoicesNote(voices);
}
