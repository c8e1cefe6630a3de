import { MOMENT_FRAME_SECONDS, type SpeechAnalysis } from '@shared/moments';
import type { TranscriptionEngine } from './port.js';

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

/** A recording is cut into at least this many pieces per worker when the engine allows. */
const PIECES_PER_WORKER = 4;
/** Shorter pieces than this are not worth their seams (words cut at a pause still lose context). */
export const MIN_SHARED_PIECE_SECONDS = 30;

/**
 * How long the pieces of a `totalSeconds` recording are for `engine` with `workers` hearing at
 * once. An engine that labels speakers hears pieces as long as it takes: its labels hold within
 * one call only. Any other gets enough pieces for every worker to be busy and for progress to
 * move (a 5-minute episode on a local engine was one piece on one core, its bar at 0 until the
 * end), never shorter than MIN_SHARED_PIECE_SECONDS.
 */
export function pieceSecondsFor(
  engine: Pick<TranscriptionEngine, 'maxPieceSeconds' | 'labelsSpeakers'>,
  totalSeconds: number,
  workers: number,
): number {
  if (engine.labelsSpeakers) return engine.maxPieceSeconds;
  const shared = totalSeconds / (Math.max(1, workers) * PIECES_PER_WORKER);
  return Math.min(engine.maxPieceSeconds, Math.max(MIN_SHARED_PIECE_SECONDS, shared));
}
