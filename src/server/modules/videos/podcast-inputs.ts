import { VIDEO_MESSAGES } from '@shared/videos';
import { VOICEOVER_MESSAGES, type CaptionCue } from '@shared/voiceovers';
import type { CaptionWord } from '@shared/captions';
import type { Queryable } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { findOwnCharacter } from '../podcast-assets/index.js';
import { findOwnVoiceover } from '../voiceovers/index.js';

/**
 * The podcast clip's inputs that are not uploads but things the user made earlier: an AI
 * character's portrait and a voiceover's speech. Both are looked up for the session's user only
 * (anyone else's answers 404, like an unknown id) and used in place, never copied: portraits
 * and voiceover audio are never replaced or deleted while a clip refers to them.
 */

/** The storage key of a ready character's portrait (character-images). */
export async function characterPortraitKey(
  q: Queryable,
  userId: string,
  characterId: string | undefined,
): Promise<string> {
  const character = characterId ? await findOwnCharacter(q, userId, characterId) : undefined;
  if (!character) throw notFound(VIDEO_MESSAGES.characterNotFound);
  if (character.status !== 'ready' || !character.imageKey) {
    throw badRequest(VIDEO_MESSAGES.characterNotReady);
  }
  return character.imageKey;
}

export interface VoiceoverSpeech {
  voiceoverId: string;
  audioKey: string;
  seconds: number;
  /** The voiceover's caption cues, timed over its whole audio. */
  cues: CaptionCue[];
  /** Its words and when each is heard (empty on older voiceovers). */
  words: CaptionWord[];
}

/** A ready voiceover's audio, length and captions; 409 while it is still being made. */
export async function voiceoverSpeech(
  q: Queryable,
  userId: string,
  voiceoverId: string | undefined,
): Promise<VoiceoverSpeech> {
  const voiceover = voiceoverId ? await findOwnVoiceover(q, userId, voiceoverId) : undefined;
  if (!voiceover) throw notFound(VOICEOVER_MESSAGES.notFound);
  const { status, audioKey, durationMs } = voiceover;
  if (status !== 'ready' || !audioKey || !durationMs) throw conflict(VOICEOVER_MESSAGES.notReady);
  return {
    voiceoverId: voiceover.id,
    audioKey,
    seconds: durationMs / 1000,
    cues: voiceover.captions ?? [],
    words: voiceover.wordTimings ?? [],
  };
}
