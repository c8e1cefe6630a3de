import type { VideoMode } from './videos.js';

/**
 * The words a person reads for what a credit paid for. The spec's mode values (`hedra`, `veo`)
 * name vendors, not things people make, so the credit history (screen and CSV export) says what
 * the video was. One table, used when a charge is written and again when the history is read.
 */
export const VIDEO_KIND_NAMES: Record<VideoMode, string> = {
  hedra: 'Podcast clip',
  'text-to-video': 'Text to Video',
  veo: 'Image to Video',
};

/** The ledger reason of a video's charge, e.g. "Image to Video (8 s)". */
export const videoChargeReason = (mode: VideoMode, durationSeconds: number): string =>
  `${VIDEO_KIND_NAMES[mode]} (${durationSeconds} s)`;

/** How charges were worded before the names above: "Video (veo, 8 s)". */
const MODE_VALUE_REASON = /^Video \((hedra|text-to-video|veo), (\d+(?:\.\d+)?) s\)$/;

/**
 * A stored ledger reason as the history shows it. The ledger is append-only, so entries written
 * with a mode value are renamed on the way out, never rewritten; any other reason is as stored.
 */
export function ledgerReasonText(reason: string): string {
  const match = MODE_VALUE_REASON.exec(reason);
  if (!match) return reason;
  return videoChargeReason(match[1] as VideoMode, Number(match[2]));
}
