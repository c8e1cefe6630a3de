import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLIP_WORDS_MESSAGES, clipWordsFieldsSchema, type ClipWords } from '@shared/clip-words';
import { SNAP_WINDOW_SECONDS } from '@shared/moments';
import { speakersInOrder, voicesOf } from '@shared/speaker-turns';
import {
  CAPTION_WORDS_MESSAGES,
  NO_TRANSCRIPTION_ENGINE_MESSAGE,
  type Transcript,
  type TranscriptWord,
} from '@shared/transcripts';
import { SPEECH_LENGTH_SLACK_SECONDS } from '@shared/videos';
import type { CaptionCue } from '@shared/voiceovers';
import { planEpisodeWav } from '../../media/plan-episode.js';
import { MediaError } from '../../media/toolkit.js';
import { AppError, badRequest } from '../../platform/errors.js';
import type { UploadForm } from '../../platform/uploads/index.js';
import {
  transcribeRecording,
  type TranscriptionEngine,
  type TranscriptionEngines,
} from '../../providers/transcription/index.js';
import { cuesFromWords } from '../voiceovers/index.js';
import { assertMomentFits, MOMENT_UNREADABLE } from './podcast-moment.js';
import { parseFields, probeAudioLength, type UploadDeps } from './upload-form.js';

/**
 * Captions for an uploaded recording (issue 30, decision 069): the words of the stretch of an
 * audio file a podcast clip will use, heard by the process's transcription engine, and the
 * caption cues made of them. The clip's form sends the words back (`captionWords`), so the
 * clip is captioned with what the user saw and edited.
 */

/** The clip's edges may move this far into a pause (decision 058): heard too, so no word is lost. */
const EDGE_SECONDS = SNAP_WINDOW_SECONDS + 0.5;
/** Decoding four minutes takes a second; hearing them on two cores, well under this. */
const DECODE_TIMEOUT_MS = 60_000;

export interface ClipWordsDeps extends UploadDeps {
  transcription: TranscriptionEngines;
}

/** 409 before anything is read when no engine is set up: the message says what to set up. */
export function assertTranscriptionEngine(transcription: TranscriptionEngines): void {
  if (!transcription.engine) {
    throw new AppError(409, transcription.missingMessage ?? NO_TRANSCRIPTION_ENGINE_MESSAGE);
  }
}

/** The words of the clip's span of the form's `audio`; keeps no file (the form is discarded). */
export async function clipWordsOf(
  deps: ClipWordsDeps,
  form: UploadForm<'audio'>,
  signal: AbortSignal,
): Promise<ClipWords> {
  try {
    const { audio } = form.files;
    const fields = parseFields(clipWordsFieldsSchema, form.fields);
    if (!audio?.localPath) throw badRequest(CLIP_WORDS_MESSAGES.selectAudio);
    const engine = deps.transcription.engine;
    if (!engine) throw new AppError(409, NO_TRANSCRIPTION_ENGINE_MESSAGE);
    const seconds = await probeAudioLength(deps.media, audio);
    const request = {
      startSeconds: fields.startSeconds ?? 0,
      durationSeconds: fields.durationSeconds,
    };
    assertMomentFits(request, seconds);
    const from = Math.max(0, request.startSeconds - EDGE_SECONDS);
    const to = Math.min(seconds, request.startSeconds + request.durationSeconds + EDGE_SECONDS);
    const transcript = await spanHeard(
      deps,
      engine,
      audio.localPath,
      { startSeconds: from, durationSeconds: to - from },
      signal,
    );
    const words = transcript.words.map((word) => ({
      ...word,
      start: onFileClock(word.start, from, seconds),
      end: onFileClock(word.end, from, seconds),
    }));
    return { engine: transcript.engine, words, cues: cuesOfWords(words) };
  } finally {
    await form.discard();
  }
}

/** A time heard in the span, on the file's clock, to the millisecond. */
const onFileClock = (seconds: number, from: number, total: number) =>
  Math.min(total, Math.round((from + seconds) * 1000) / 1000);

/**
 * What `engine` hears in the recording (or only its `span`): decoded to the 16 kHz mono WAV
 * every engine hears, transcribed a piece at a time from that file, the file removed. A
 * recording ffmpeg cannot read rejects with MediaError('failed').
 */
export async function hearRecording(
  media: UploadDeps['media'],
  engine: TranscriptionEngine,
  recording: string,
  signal: AbortSignal,
  span?: { startSeconds: number; durationSeconds: number },
): Promise<Transcript> {
  const dir = await mkdtemp(path.join(tmpdir(), 'reelcast-clip-words-'));
  try {
    const wavPath = path.join(dir, 'speech.wav');
    await media.run(planEpisodeWav({ recording, output: wavPath, ...(span && { span }) }), {
      signal,
      timeoutMs: DECODE_TIMEOUT_MS,
    });
    return await transcribeRecording({ engine, wavPath, signal });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** hearRecording for a request: a file that cannot be read is the caller's 400. */
async function spanHeard(
  deps: ClipWordsDeps,
  engine: TranscriptionEngine,
  recording: string,
  span: { startSeconds: number; durationSeconds: number },
  signal: AbortSignal,
): Promise<Transcript> {
  try {
    return await hearRecording(deps.media, engine, recording, signal, span);
  } catch (error) {
    if (error instanceof MediaError && error.reason === 'failed') {
      throw badRequest(MOMENT_UNREADABLE);
    }
    throw error;
  }
}

/** Caption cues of transcript words (seconds), grouped as a voiceover's are. */
export function cuesOfWords(words: readonly TranscriptWord[]): CaptionCue[] {
  // With two voices or more each voice's cues are its own, in its colour (decision 070).
  const voices = speakersInOrder(words).length > 1 ? voicesOf(words) : [];
  return cuesFromWords(
    words.map((word, k) => ({
      word: word.text,
      startMs: Math.round(word.start * 1000),
      endMs: Math.round(word.end * 1000),
      voice: voices[k],
    })),
  );
}

/** 400 unless every caption word lies within the audio file (`seconds` long). */
export function assertWordsWithinAudio(words: readonly TranscriptWord[], seconds: number): void {
  if (words.some((word) => word.end > seconds + SPEECH_LENGTH_SLACK_SECONDS)) {
    throw badRequest(CAPTION_WORDS_MESSAGES.outsideAudio);
  }
}
