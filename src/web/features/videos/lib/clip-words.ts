import { captionTextOf } from '@shared/captions';
import { clipWordsFieldsSchema, type ClipWordsFields } from '@shared/clip-words';
import {
  TRANSCRIPTION_ENGINE_LABELS,
  type TranscriptionEngineId,
  type TranscriptWord,
} from '@shared/transcripts';
import { cuesBetween, type CaptionCue } from '@shared/voiceovers';

/**
 * The caption words of the podcast clip's speech (decisions 060, 069), free of React: the span
 * an uploaded recording's words are asked for, the cues shown for editing, and the field sent.
 */

/** The clip's span as the form has it (start and length as typed); null while half typed. */
export function clipWordsSpan(
  startSeconds: string,
  durationSeconds: string,
): ClipWordsFields | null {
  const span = clipWordsFieldsSchema.safeParse({
    startSeconds: startSeconds.trim() === '' ? '0' : startSeconds,
    durationSeconds,
  });
  return span.success ? span.data : null;
}

/**
 * The words shown for editing: the cues heard within the clip, one per line. A length not
 * typed yet shows every cue.
 */
export function spokenCaptionText(
  cues: readonly CaptionCue[],
  startSeconds: string,
  durationSeconds: string,
): string {
  const start = Number(startSeconds) || 0;
  const seconds = Number(durationSeconds);
  const fromMs = Math.round(start * 1000);
  return captionTextOf(
    durationSeconds.trim() !== '' && Number.isFinite(seconds) && seconds > 0
      ? cuesBetween(cues, fromMs, fromMs + Math.round(seconds * 1000))
      : cues,
  );
}

/** The `captionWords` field: the heard words as JSON, each speaker kept. */
export const captionWordsField = (words: readonly TranscriptWord[]): string =>
  JSON.stringify(words);

/** Which engine heard the words, as the caption editor says it. */
export const wordsSourceText = (engine: TranscriptionEngineId): string =>
  `Words by ${TRANSCRIPTION_ENGINE_LABELS[engine]}`;
