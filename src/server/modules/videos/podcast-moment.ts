import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { analyseSpeech, momentProblem, snapMoment, type Moment } from '@shared/moments';
import { HEDRA_MIN_DURATION, SPEECH_LENGTH_SLACK_SECONDS } from '@shared/videos';
import { cuesBetween, type CaptionCue } from '@shared/voiceovers';
import type { CaptionWord } from '@shared/captions';
import type { SpeakerWord } from '@shared/speaker-turns';
import type { TranscriptWord } from '@shared/transcripts';
import { MOMENT_SAMPLE_RATE, planMomentCut, planSpeechSamples } from '../../media/plan-moment.js';
import { MediaError, type MediaToolkit } from '../../media/toolkit.js';
import { badRequest } from '../../platform/errors.js';
import { newObjectKey, type StoragePort } from '../../platform/storage/index.js';

/**
 * The podcast clip's moment (decision 058): the stretch of the speech the user chose, its
 * edges moved into the nearest pauses, cut out with its fades and stored as the job's own
 * audio (hedra-inputs, deleted with the job). Every engine then gets the same moment: the
 * local engine and Hedra both start the clip at the audio's first sample.
 */

/** Decoding and cutting even four minutes of audio takes a second or two. */
const MOMENT_TIMEOUT_MS = 60_000;
export const MOMENT_UNREADABLE = 'The audio could not be read to cut the clip from it';

export interface MomentRequest {
  startSeconds: number;
  durationSeconds: number;
}

export interface CutMoment {
  /** The stored cut: a WAV in hedra-inputs owned by the job. */
  audioKey: string;
  startSeconds: number;
  /** The snapped length, the clip's length. */
  durationSeconds: number;
}

export interface MomentDeps {
  media: MediaToolkit;
  storage: StoragePort;
}

/** The 400 a range that does not fit the speech answers, before anything is stored or paid. */
export function assertMomentFits(request: MomentRequest, speechSeconds: number): void {
  const problem = momentProblem(
    request.startSeconds,
    request.durationSeconds,
    speechSeconds,
    SPEECH_LENGTH_SLACK_SECONDS,
  );
  if (problem) throw badRequest(problem);
}

/** The snapped range, kept only while it is still a clip (one second or more). */
function snapped(samples: Float32Array, request: MomentRequest, speechSeconds: number): Moment {
  const asked = {
    startSeconds: request.startSeconds,
    endSeconds: Math.min(speechSeconds, request.startSeconds + request.durationSeconds),
  };
  const analysis = analyseSpeech(samples, MOMENT_SAMPLE_RATE);
  const moment = snapMoment(analysis, asked);
  // An end snapped to the decoded audio's last sample is "to the end": decoders disagree by
  // a few hundredths on an MP3's length (encoder padding), so the asked end stands there.
  if (moment.endSeconds >= analysis.durationSeconds - 0.01) {
    moment.endSeconds = Math.max(moment.endSeconds, asked.endSeconds);
  }
  return moment.endSeconds - moment.startSeconds >= HEDRA_MIN_DURATION ? moment : asked;
}

/**
 * Cuts the moment out of the speech (a local file, or a stored key fetched here) and stores
 * it. The caller deletes `audioKey` if the job is then refused.
 */
export async function cutMoment(
  deps: MomentDeps,
  userId: string,
  speech: { localPath?: string | undefined; key: string; seconds: number },
  request: MomentRequest,
): Promise<CutMoment> {
  const dir = await mkdtemp(path.join(tmpdir(), 'reelcast-moment-'));
  try {
    const audio = speech.localPath ?? (await fetchCopy(deps.storage, speech.key, dir));
    const pcm = path.join(dir, 'speech.pcm');
    await run(deps.media, planSpeechSamples({ audio, output: pcm }));
    const bytes = await readFile(pcm);
    const ints = new Int16Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.length / 2));
    const samples = Float32Array.from(ints, (value) => value / 32768);
    const moment = snapped(samples, request, speech.seconds);
    const durationSeconds = Math.round((moment.endSeconds - moment.startSeconds) * 100) / 100;
    const output = path.join(dir, 'moment.wav');
    await run(
      deps.media,
      planMomentCut({ audio, output, startSeconds: moment.startSeconds, durationSeconds }),
    );
    const audioKey = newObjectKey('hedra-inputs', userId, 'wav');
    await deps.storage.putFile(audioKey, output, { contentType: 'audio/wav' });
    return { audioKey, startSeconds: moment.startSeconds, durationSeconds };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A voiceover's captions retimed to the moment: those heard in it, moved to its clock, the
 * first and last cut at its edges.
 */
export function cuesOfMoment(cues: readonly CaptionCue[], moment: CutMoment): CaptionCue[] {
  const from = Math.round(moment.startSeconds * 1000);
  return cuesBetween(cues, from, from + Math.round(moment.durationSeconds * 1000));
}

/**
 * The words heard in the clip (a moment, or the first `durationSeconds`), timed from its
 * start; a word cut by an edge keeps only its heard part.
 */
export function wordsOfClip(
  words: readonly CaptionWord[],
  clip: { startSeconds: number; durationSeconds: number },
): CaptionWord[] {
  const from = Math.round(clip.startSeconds * 1000);
  const to = from + Math.round(clip.durationSeconds * 1000);
  return words
    .filter((word) => word.endMs > from && word.startMs < to)
    .map((word) => ({
      text: word.text,
      startMs: Math.max(0, word.startMs - from),
      endMs: Math.min(to, word.endMs) - from,
    }));
}

async function fetchCopy(storage: StoragePort, key: string, dir: string): Promise<string> {
  const object = await storage.get(key);
  if (!object) throw badRequest(MOMENT_UNREADABLE);
  const file = path.join(dir, `speech${path.extname(key)}`);
  await pipeline(object.body, createWriteStream(file));
  return file;
}

async function run(media: MediaToolkit, args: string[]): Promise<void> {
  try {
    await media.run(args, { timeoutMs: MOMENT_TIMEOUT_MS });
  } catch (error) {
    if (error instanceof MediaError && error.reason === 'failed') {
      throw badRequest(MOMENT_UNREADABLE);
    }
    throw error;
  }
}

/**
 * Transcript words (seconds on the speech's clock) heard in the clip, on its clock in ms with
 * their speakers: what the portrait's cuts follow (decision 070).
 */
export function speakerWordsOfClip(
  words: readonly TranscriptWord[],
  clip: { startSeconds: number; durationSeconds: number },
): SpeakerWord[] {
  const endSeconds = clip.startSeconds + clip.durationSeconds;
  const toMs = (seconds: number) =>
    Math.round(
      (Math.min(endSeconds, Math.max(clip.startSeconds, seconds)) - clip.startSeconds) * 1000,
    );
  return words
    .filter((word) => heardIn(word, clip))
    .map((word) => ({
      startMs: toMs(word.start),
      endMs: toMs(word.end),
      ...(word.speaker !== undefined && { speaker: word.speaker }),
    }));
}

/** Whether a word (seconds on the speech's clock) is heard, at least in part, in the clip. */
export const heardIn = (
  word: { start: number; end: number },
  clip: { startSeconds: number; durationSeconds: number },
) => word.end > clip.startSeconds && word.start < clip.startSeconds + clip.durationSeconds;
