import { analyseSpeech, MOMENT_FRAME_SECONDS, type SpeechAnalysis } from '@shared/moments';

/**
 * Where a long recording is cut for transcription (decision 064): at pauses the podcast-clip
 * moments already find (src/shared/moments.ts), so no word is split between two pieces, into
 * pieces no longer than the engine takes in one call.
 */

export interface Piece {
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
  /** Whether anything sounds in it: a silent piece is not sent (whisper invents words there). */
  audible: boolean;
}

/**
 * Speech activity of 16-bit mono PCM without a float copy of the whole recording (three
 * hours would take 690 MB): each 20 ms frame becomes one value, its RMS, and analyseSpeech
 * runs on those at one value per frame. A frame of one sample has that sample's level, so
 * the frames, and the pauses found in them, are the ones the samples themselves give.
 */
export function analysePcm(pcm: Buffer, sampleRate: number): SpeechAnalysis {
  const frameSize = Math.max(1, Math.round(sampleRate * MOMENT_FRAME_SECONDS));
  const samples = int16View(pcm);
  const sampleCount = samples.length;
  const frames = Math.ceil(sampleCount / frameSize);
  const envelope = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    const first = f * frameSize;
    const last = Math.min(sampleCount, first + frameSize);
    let sum = 0;
    for (let i = first; i < last; i++) sum += (samples[i]! / 32768) ** 2;
    envelope[f] = Math.sqrt(sum / Math.max(1, last - first));
  }
  return analyseSpeech(envelope, 1 / MOMENT_FRAME_SECONDS);
}

/** The samples in place when the buffer is aligned for it (a pooled slice may not be). */
function int16View(pcm: Buffer): Int16Array {
  const count = Math.floor(pcm.length / 2);
  if (pcm.byteOffset % 2 === 0) return new Int16Array(pcm.buffer, pcm.byteOffset, count);
  return new Int16Array(Uint8Array.prototype.slice.call(pcm, 0, count * 2).buffer);
}

/**
 * Pieces of at most `maxPieceSeconds`, each cut in the middle of a pause. Within the last
 * quarter of a piece's reach the longest pause wins, the later of equals (a change of topic or
 * speaker more than a breath, and pieces as long as allowed: fewer seams, and speaker labels
 * hold within one call); with no pause there, the latest pause in reach; with none at all
 * (music, nonstop talk), a cut at the limit.
 */
/** Cuts are looked for in the last quarter of a piece's reach first. */
const LATE_SHARE = 0.75;

export function planPieces(analysis: SpeechAnalysis, maxPieceSeconds: number): Piece[] {
  const total = analysis.durationSeconds;
  const inner = analysis.pauses.filter((pause) => pause.start > 0 && pause.end < total);
  const cuts: number[] = [];
  let start = 0;
  while (total - start > maxPieceSeconds) {
    const limit = start + maxPieceSeconds;
    const reachable = inner.filter((pause) => {
      const middle = (pause.start + pause.end) / 2;
      return middle > start && middle <= limit;
    });
    const late = reachable.filter(
      (pause) => (pause.start + pause.end) / 2 > start + LATE_SHARE * maxPieceSeconds,
    );
    const candidates = late.length > 0 ? late : reachable.slice(-1);
    const best = candidates.reduce<(typeof inner)[number] | undefined>(
      (longest, pause) =>
        !longest || pause.end - pause.start >= longest.end - longest.start ? pause : longest,
      undefined,
    );
    const cut = best ? (best.start + best.end) / 2 : limit;
    cuts.push(cut);
    start = cut;
  }
  const edges = [0, ...cuts, total];
  return edges.slice(1).map((end, k) => {
    const pieceStart = edges[k]!;
    return { start: pieceStart, end, audible: soundsWithin(analysis, pieceStart, end) };
  });
}

function soundsWithin(analysis: SpeechAnalysis, start: number, end: number): boolean {
  const first = Math.floor(start / MOMENT_FRAME_SECONDS);
  const last = Math.min(analysis.active.length, Math.ceil(end / MOMENT_FRAME_SECONDS));
  for (let f = first; f < last; f++) if (analysis.active[f]) return true;
  return false;
}
