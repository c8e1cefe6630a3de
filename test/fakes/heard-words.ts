import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readWavInfo, wavSamples } from '../../src/server/providers/speech/wav.js';
import { pcmWav } from '../../src/server/providers/transcription/wav.js';
import { NO_TRANSCRIPTION_ENGINE_MESSAGE } from '@shared/transcripts';
import type {
  TranscriptionEngine,
  TranscriptionEngines,
  TranscriptionRequest,
  TranscriptionResult,
} from '../../src/server/providers/transcription/index.js';

/**
 * Tests only: recordings whose words are tone bursts at known times, and the "hearing" the
 * transcription fakes do on what they receive: every burst of sound is one word, timed from
 * the samples themselves. So a word's time in a transcript can be checked against where the
 * test put it, through any cutting, uploading and offsetting in between.
 */

export const RATE = 16_000;
const FRAME = 0.01;
const LOUD = 0.02;

export type RecordingPart = { word: number } | { gap: number };

export interface BurstRecording {
  /** 16-bit little-endian mono PCM at 16 kHz. */
  pcm: Buffer;
  /** Where each word (burst) is, in seconds. */
  words: { start: number; end: number }[];
  durationSeconds: number;
}

/** Words of `word` seconds (a 220 Hz tone) and silences of `gap` seconds, one after another. */
export function burstRecording(parts: RecordingPart[]): BurstRecording {
  const total = parts.reduce((sum, part) => sum + ('word' in part ? part.word : part.gap), 0);
  const pcm = Buffer.alloc(Math.round(total * RATE) * 2);
  const words: BurstRecording['words'] = [];
  let at = 0;
  for (const part of parts) {
    const first = Math.round(at * RATE);
    if ('word' in part) {
      const count = Math.round(part.word * RATE);
      for (let i = 0; i < count; i++) {
        pcm.writeInt16LE(
          Math.round(12_000 * Math.sin((2 * Math.PI * 220 * i) / RATE)),
          (first + i) * 2,
        );
      }
      words.push({ start: first / RATE, end: (first + count) / RATE });
      at += part.word;
    } else {
      at += part.gap;
    }
  }
  return { pcm, words, durationSeconds: pcm.length / 2 / RATE };
}

let recordings: string | undefined;

/**
 * The recording as the 16 kHz mono WAV file the chunked transcriber reads, in a folder of the
 * test process's own that is removed when it exits.
 */
export function recordingWav(pcm: Buffer): string {
  if (!recordings) {
    const folder = mkdtempSync(path.join(tmpdir(), 'reelcast-recordings-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    recordings = folder;
  }
  const file = path.join(mkdtempSync(path.join(recordings, 'r-')), 'recording.wav');
  writeFileSync(file, pcmWav(pcm));
  return file;
}

/**
 * Sentences of `wordsEach` words (0.25-0.35 s, 0.15 s apart) with `pause` seconds between
 * them. Word lengths vary, so no two pieces cut from it are the same bytes.
 */
export function sentences(count: number, wordsEach = 4, pause = 1): RecordingPart[] {
  const parts: RecordingPart[] = [{ gap: 0.5 }];
  for (let s = 0; s < count; s++) {
    for (let w = 0; w < wordsEach; w++) {
      const word = 0.25 + 0.01 * ((s * 3 + w) % 11);
      parts.push({ word }, { gap: w === wordsEach - 1 ? pause : 0.15 });
    }
  }
  return parts;
}

export interface HeardWav {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  durationSeconds: number;
  /** Each burst of sound, in seconds from the start of this file. */
  bursts: { start: number; end: number }[];
}

/** Null when the bytes are not a PCM WAV. */
export function hearWav(wav: Buffer): HeardWav | null {
  const info = readWavInfo(wav);
  if (!info) return null;
  const heard = { ...info, bursts: [] as HeardWav['bursts'] };
  if (info.bitsPerSample !== 16 || info.channels !== 1) return heard;
  const samples = wavSamples(wav, info);
  const size = Math.round(info.sampleRate * FRAME);
  let runStart = -1;
  for (let f = 0; f * size <= samples.length; f++) {
    let sum = 0;
    const end = Math.min(samples.length, (f + 1) * size);
    for (let i = f * size; i < end; i++) sum += (samples[i]! / 32768) ** 2;
    const loud = end > f * size && Math.sqrt(sum / (end - f * size)) > LOUD;
    if (loud && runStart < 0) runStart = f;
    if (!loud && runStart >= 0) {
      heard.bursts.push({
        start: runStart * FRAME,
        end: Math.min(end, f * size) / info.sampleRate,
      });
      runStart = -1;
    }
  }
  return heard;
}

/**
 * An in-process transcription engine that hears each burst of sound as a word ("w1", "w2", …
 * within each piece it is given), all said by "speaker_0", as ElevenLabs labels them. `heard`
 * counts the pieces it was given.
 */
export class BurstWordsEngine implements TranscriptionEngine {
  readonly engine = 'elevenlabs' as const;
  readonly labelsSpeakers = true;
  readonly maxPieceSeconds = 60;
  heard = 0;

  transcribe({ wav }: TranscriptionRequest): Promise<TranscriptionResult> {
    this.heard += 1;
    const bursts = hearWav(wav)?.bursts ?? [];
    return Promise.resolve({
      words: bursts.map((burst, index) => ({
        text: `w${index + 1}`,
        ...burst,
        speaker: 'speaker_0',
      })),
    });
  }
}

/** The process's engines with just this one (or none: the no-engine message). */
export function transcriptionEnginesOf(engine: TranscriptionEngine | null): TranscriptionEngines {
  return {
    engine,
    available: engine ? [engine.engine] : [],
    missingMessage: engine ? null : NO_TRANSCRIPTION_ENGINE_MESSAGE,
  };
}
