import { PODCAST_FACE_MESSAGES, type PodcastFaces } from '@shared/videos';
import { HEDRA_ONE_FACE_NOTE, followsSpeakerNote, speakersInOrder } from '@shared/speaker-turns';
import { isAudiogram } from './audiogram-form';
import type { PromptFormState } from './prompt-form';

/**
 * Who speaks in the talking portrait (decision 057, "Choosing the speaker in the form"): the
 * form asks the server for the picture's faces before paying, picks the only face silently,
 * lets the user click one of several, and holds Generate back when there is none. Free of
 * React, tested alone.
 */

/** The picture whose faces the form asks for: only for the talking portrait. */
export type TalkingPicture = { file: File } | { characterId: string };

export function talkingPicture(state: PromptFormState): TalkingPicture | null {
  if (state.mode !== 'hedra' || isAudiogram(state.hedra.design)) return null;
  const { image, character } = state.hedra;
  if (image) return { file: image.file };
  if (character) return { characterId: character.id };
  return null;
}

/** What the faces answer means for the form, once it has come. */
export type SpeakerState =
  /** Nothing to ask: an audiogram, no picture yet, or the faces could not be looked for. */
  | { kind: 'none' }
  /** Hedra animates the portrait itself: no speaker to choose, and one face per clip. */
  | { kind: 'vendor' }
  /** The server is looking: Generate waits, so a faceless picture is never charged. */
  | { kind: 'checking' }
  | { kind: 'faces'; faces: PodcastFaces['faces'] }
  /** No face: the talking portrait cannot be made; the audiogram is offered. */
  | { kind: 'no-face' };

export function speakerState(
  picture: TalkingPicture | null,
  answer: { data?: PodcastFaces; isPending: boolean; isError: boolean },
): SpeakerState {
  if (!picture) return { kind: 'none' };
  // A failed look is not a verdict on the picture: sent without speakerFace, as older clients do.
  if (answer.isError) return { kind: 'none' };
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

/** Why Generate is held back for the picture's faces, or null. */
export function speakerHold(state: SpeakerState): string | null {
  if (state.kind === 'no-face') return PODCAST_FACE_MESSAGES.noFace;
  if (state.kind === 'checking') return 'Looking for faces in the picture…';
  return null;
}

/** The podcast clip's submission with the chosen speaker added (other modes unchanged). */
export function withSpeaker<T extends { mode: string; fields?: object }>(
  submission: T,
  speaker: number | undefined,
): T {
  if (submission.mode !== 'hedra' || speaker === undefined) return submission;
  return { ...submission, fields: { ...submission.fields, speakerFace: speaker } };
}

/**
 * What the form says when the recording's words tell two voices or more apart (decision 070),
 * before paying: the local portrait cuts between the speakers' faces when the picture has
 * two; Hedra stays on one face. Null when there is nothing to say.
 */
export function voicesNote(
  state: SpeakerState,
  words: readonly { speaker?: string }[],
): string | null {
  const voices = speakersInOrder(words).length;
  if (voices < 2) return null;
  if (state.kind === 'vendor') return HEDRA_ONE_FACE_NOTE;
  if (state.kind === 'faces' && state.faces.length > 1) return followsSpeakerNote(voices);
  return null;
}
