import { writeFile } from 'node:fs/promises';
import { VOICEOVER_MESSAGES, type CaptionCue } from '@shared/voiceovers';
import path from 'node:path';
import { MediaError, type MediaToolkit } from '../../media/toolkit.js';
import { EngineError } from '../../kernel/engine-error.js';
import type { Speaker } from '../../providers/speech/index.js';
import {
  cuesFromWords,
  fitWords,
  shiftWords,
  spreadBySyllables,
  type TimedWord,
} from './captions.js';
import { splitForSpeech } from './chunks.js';

/**
 * Reads a voiceover's text aloud into one MP3 with its caption cues: the text in pieces
 * (chunks.ts) read in order by the voice's engine, each piece's words timed (the engine's
 * word timings, or its syllables spread over the piece's audio), the pieces joined and
 * encoded by our ffmpeg, and the result measured with ffprobe.
 */

/**
 * 44.1 kHz mono at 96 kb/s: clear speech, about 0.7 MB a minute. LAME's quality 5 (of 0-9)
 * encodes twice as fast as its default here (a 5-minute voiceover: 5.6 s instead of 10 s on
 * the 2-core test machine with the npm ffmpeg), with no difference one hears in speech.
 */
export const VOICEOVER_AUDIO = { sampleRate: 44_100, bitrate: '96k', lameQuality: 5 } as const;
const ENCODE_TIMEOUT_MS = 10 * 60_000;

export const NARRATION_MESSAGES = {
  nothingToRead: VOICEOVER_MESSAGES.nothingToRead,
  unreadableAudio: 'The voice engine returned audio we could not read.',
} as const;

export interface Narration {
  /** The MP3, inside workDir. */
  mp3Path: string;
  /** Measured with ffprobe on the MP3 itself. */
  durationMs: number;
  cues: CaptionCue[];
  /** Every word and when it is heard in the MP3 (stored with the voiceover, decision 060). */
  words: TimedWord[];
  captionTiming: 'word-timings' | 'syllables';
}

/** The ffmpeg arguments that join the pieces (same rate and layout each) into one MP3. */
export function planNarrationEncode(inputs: readonly string[], output: string): string[] {
  const normalise = inputs
    .map(
      (_, i) =>
        `[${i}:a]aresample=${VOICEOVER_AUDIO.sampleRate},aformat=channel_layouts=mono[a${i}]`,
    )
    .join(';');
  const joined = inputs.map((_, i) => `[a${i}]`).join('');
  return [
    ...['-v', 'error', '-y'],
    ...inputs.flatMap((input) => ['-i', input]),
    ...['-filter_complex', `${normalise};${joined}concat=n=${inputs.length}:v=0:a=1[voice]`],
    ...['-map', '[voice]', '-map_metadata', '-1'],
    ...['-ac', '1', '-ar', String(VOICEOVER_AUDIO.sampleRate)],
    ...['-c:a', 'libmp3lame', '-b:a', VOICEOVER_AUDIO.bitrate],
    ...['-compression_level', String(VOICEOVER_AUDIO.lameQuality)],
    output,
  ];
}

/** Length of an audio file by ffprobe, in ms; a file it cannot time is the engine's fault. */
async function audioMs(media: MediaToolkit, file: string, signal: AbortSignal): Promise<number> {
  const probe = await media.probe(file, signal).catch((error: unknown) => {
    if (error instanceof MediaError && error.reason === 'unreadable') return null;
    throw error; // a timeout or an abort: the job platform retries
  });
  if (!probe?.audio || !probe.durationSeconds || probe.durationSeconds <= 0) {
    throw new EngineError('speech', NARRATION_MESSAGES.unreadableAudio, false);
  }
  return Math.round(probe.durationSeconds * 1000);
}

export async function narrate(options: {
  text: string;
  speaker: Speaker;
  media: MediaToolkit;
  workDir: string;
  signal: AbortSignal;
  /** Called after each piece with the share done (0..1), for the job's progress. */
  onProgress?: (share: number) => void | Promise<void>;
}): Promise<Narration> {
  const { speaker, media, workDir, signal } = options;
  const pieces = splitForSpeech(options.text);
  if (pieces.length === 0) throw new EngineError('speech', NARRATION_MESSAGES.nothingToRead, false);

  const files: string[] = [];
  const words: TimedWord[] = [];
  let offsetMs = 0;
  let everyPieceTimed = true;
  let everyPieceWav = true;
  for (const [index, text] of pieces.entries()) {
    const speech = await speaker.engine.synthesize({ text, voiceId: speaker.voiceId, signal });
    const extension = speech.contentType === 'audio/wav' ? 'wav' : 'mp3';
    if (extension !== 'wav') everyPieceWav = false;
    const file = path.join(workDir, `piece-${index}.${extension}`);
    await writeFile(file, speech.audio);
    const pieceMs = await audioMs(media, file, signal);
    const timed = speech.wordTimings?.length ? speech.wordTimings : null;
    if (!timed) everyPieceTimed = false;
    words.push(...shiftWords(timed ?? spreadBySyllables(text, pieceMs), offsetMs));
    offsetMs += pieceMs;
    files.push(file);
    await options.onProgress?.((index + 1) / (pieces.length + 1));
  }

  const mp3Path = path.join(workDir, 'voiceover.mp3');
  await media.run(planNarrationEncode(files, mp3Path), { signal, timeoutMs: ENCODE_TIMEOUT_MS });
  const durationMs = await audioMs(media, mp3Path, signal);
  // WAV pieces are measured to the sample and joined as they are: their words keep their
  // times (the MP3's probed length adds the encoder's padding, which players skip). MP3
  // pieces' probed lengths carry that padding too, so their words are fitted to the whole.
  const fitted = fitWords(words, offsetMs, everyPieceWav ? offsetMs : durationMs).map((w) => ({
    ...w,
    startMs: Math.min(w.startMs, durationMs),
    endMs: Math.min(w.endMs, durationMs),
  }));
  return {
    mp3Path,
    durationMs,
    cues: cuesFromWords(fitted),
    words: fitted,
    captionTiming: everyPieceTimed ? 'word-timings' : 'syllables',
  };
}
