import { MOMENT_FRAME_SECONDS, type SpeechAnalysis } from '@shared/moments';

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
