import type { TalkingPicture } from '../../../lib/speaker-face';
import { isAudiogram } from './audiogram-form';
import type { PromptFormState } from './prompt-form';

/**
 * The studio's side of who speaks in the talking portrait (decision 057): which picture its
 * podcast clip form asks faces for, and the chosen face added to the clip's submission. The
 * states, the hold and the notes are shared with the episode page (src/web/lib/speaker-face).
 */

export function talkingPicture(state: PromptFormState): TalkingPicture | null {
  if (state.mode !== 'hedra' || isAudiogram(state.hedra.design)) return null;
  const { image, character } = state.hedra;
  if (image) return { file: image.file };
  if (character) return { characterId: character.id };
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
