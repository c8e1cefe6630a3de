import { isAudiogramStyle } from '@shared/audiogram';
import { speakersInOrder } from '@shared/speaker-turns';
import type { TranscriptWord } from '@shared/transcripts';
import type { TalkingPicture } from '../../../lib/speaker-face';
import type { BatchDesign, PickedClip } from './clip-batch';

/**
 * Who speaks in the episode page's clips (decision 071): the picture the page asks faces for,
 * and how many voices the picked clips carry, for the note said before paying. The states,
 * the hold and the notes are the studio's (src/web/lib/speaker-face). Free of React.
 */

/** The talking portrait's picture, whose faces are looked for; null for an audiogram. */
export function clipTalkingPicture(design: BatchDesign): TalkingPicture | null {
  if (isAudiogramStyle(design.style) || !design.picture) return null;
  return design.picture.kind === 'character'
    ? { characterId: design.picture.id }
    : { photoId: design.picture.id };
}

/**
 * The most voices (speaker labels) heard in one picked clip: the server cuts each clip on its
 * own words (those between its edges), so two one-voice clips are no dialogue.
 */
export function batchVoices(
  clips: readonly PickedClip[],
  words: readonly TranscriptWord[] | null,
): number {
  let most = 0;
  for (const { span } of clips) {
    const heard = (words ?? []).filter((word) => word.end > span.start && word.start < span.end);
    most = Math.max(most, speakersInOrder(heard).length);
  }
  return most;
}
