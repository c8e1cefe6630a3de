import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import {
  analyseFrameDecibels,
  frameDecibel,
  MOMENT_FRAME_SECONDS,
  type SpeechAnalysis,
} from '@shared/moments';
import { readWavInfo } from '../speech/index.js';
import { WAV_HEADER_BYTES, wavHeader } from './wav.js';

/**
 * A recording's 16-bit PCM WAV on disk, never read whole (a three-hour episode is 345 MB of
 * 16 kHz PCM): its speech analysis (pauses, activity, level, rhythm: decision 058's) streamed
 * a chunk at a time, keeping one 20 ms frame's dB per frame (540,000 floats for three hours),
 * and one piece's samples read at their offset when that piece is transcribed. The episode's
 * transcription cuts its pieces and its moments are found (decision 067) on the same analysis.
 */

/** The analysis with each 20 ms frame's dB, which the analysis's 0..1 levels clamp. */
export interface WavAnalysis {
  analysis: SpeechAnalysis;
  decibels: Float32Array;
}

/** Enough for the RIFF header and the chunks (LIST, fact) that may come before the samples. */
const HEADER_BYTES = 64 * 1024;
/** Read size: large enough to keep syscalls rare, small enough to stay out of the old heap. */
const CHUNK_BYTES = 1024 * 1024;

export class UnreadableWavError extends Error {}

export interface PcmLayout {
  sampleRate: number;
  channels: number;
  dataOffset: number;
  dataBytes: number;
}

export async function readPcmLayout(wavPath: string): Promise<PcmLayout> {
  const file = await open(wavPath, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(HEADER_BYTES, size));
    await file.read(head, 0, head.length, 0);
    const info = readWavInfo(head);
    if (!info || info.bitsPerSample !== 16) {
      throw new UnreadableWavError('The episode audio is not a 16-bit PCM WAV');
    }
    // The data chunk's declared size; a WAV written to a pipe declares 0 or 0xFFFFFFFF, and a
    // cut-short one more than it holds: the file's own size bounds it.
    const declared = head.readUInt32LE(info.dataOffset - 4);
    const available = size - info.dataOffset;
    const dataBytes =
      declared > 0 && declared < 0xffffffff ? Math.min(declared, available) : available;
    return {
      sampleRate: info.sampleRate,
      channels: info.channels,
      dataOffset: info.dataOffset,
      dataBytes,
    };
  } finally {
    await file.close();
  }
}

/** Little-endian 16-bit samples (every machine Node runs on is little-endian), copied if odd. */
function int16View(bytes: Buffer): Int16Array {
  if (bytes.byteOffset % 2 === 0) {
    return new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2);
  }
  return new Int16Array(Uint8Array.from(bytes).buffer);
}

/**
 * Streams the WAV's samples (channels mixed to mono) into 20 ms frames' dB and analyses them
 * as analyseSpeech would the whole array. Checks `signal` between chunks.
 */
export async function analyseWavFile(wavPath: string, signal?: AbortSignal): Promise<WavAnalysis> {
  const layout = await readPcmLayout(wavPath);
  const frameSize = Math.max(1, Math.round(layout.sampleRate * MOMENT_FRAME_SECONDS));
  const blockBytes = 2 * layout.channels;
  const sampleCount = Math.floor(layout.dataBytes / blockBytes);
  const db = new Float32Array(Math.ceil(sampleCount / frameSize));
  let frame = 0;
  let inFrame = 0;
  let sum = 0;
  // A sample's bytes can straddle two chunks: the tail of one is kept for the next.
  let carry = Buffer.alloc(0);
  const stream = createReadStream(wavPath, {
    start: layout.dataOffset,
    end: layout.dataOffset + sampleCount * blockBytes - 1,
    highWaterMark: CHUNK_BYTES,
    ...(signal && { signal }),
  });
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const bytes = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    const whole = bytes.length - (bytes.length % blockBytes);
    const samples = int16View(bytes.subarray(0, whole));
    for (let at = 0; at < samples.length; at += layout.channels) {
      let mixed = 0;
      for (let c = 0; c < layout.channels; c++) mixed += samples[at + c]!;
      const value = mixed / layout.channels / 32768;
      sum += value * value;
      if (++inFrame === frameSize) {
        db[frame++] = frameDecibel(sum / frameSize);
        inFrame = 0;
        sum = 0;
      }
    }
    carry = Buffer.from(bytes.subarray(whole));
  }
  if (inFrame > 0) db[frame] = frameDecibel(sum / inFrame);
  return { analysis: analyseFrameDecibels(db, sampleCount / layout.sampleRate), decibels: db };
}

/**
 * Bytes [first, last) of the samples of an open WAV, as a WAV of their own (canonical header):
 * read straight behind the header, so the piece is the one buffer made.
 */
export async function readPieceWav(
  file: FileHandle,
  layout: PcmLayout,
  first: number,
  last: number,
): Promise<Buffer> {
  const length = Math.max(0, last - first);
  const wav = Buffer.alloc(WAV_HEADER_BYTES + length);
  wavHeader(length, layout.sampleRate).copy(wav);
  for (let done = 0; done < length;) {
    const { bytesRead } = await file.read(
      wav,
      WAV_HEADER_BYTES + done,
      length - done,
      layout.dataOffset + first + done,
    );
    // The file cut short since its layout was read: the rest stays silence.
    if (bytesRead === 0) break;
    done += bytesRead;
  }
  return wav;
}
