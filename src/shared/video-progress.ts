import { isFinalJobStatus } from './job-statuses.js';

/**
 * What a job card shows while a job runs (core studio spec, section 4), made honest
 * (issue 21, decision 045):
 *
 * - the bar never goes backwards: the spec's formula (queued 10; running 30, or 60 with an
 *   input image; processing min(95, 60 + 5 per elapsed minute)) is the floor, and the
 *   engine's real figure takes over only when it is higher;
 * - the message under a running job speaks of the time this kind of job really takes on this
 *   server (the server's `estimatedSeconds`), keeping the spec's meaning of "almost done" and
 *   "taking longer than usual"; without measurements it is the spec's wording word for word.
 */

export interface ProgressInput {
  status: string;
  /** The engine's real figure, 0..100, or null while none is known. */
  progress: number | null;
  hasInputImage: boolean;
}

const KNOWN_STATUSES = ['queued', 'running', 'processing', 'succeeded', 'failed'];

/** The spec's formula alone: the floor a card never shows less than. */
export function specProgress(job: Omit<ProgressInput, 'progress'>, elapsedMs: number): number {
  const status = KNOWN_STATUSES.includes(job.status) ? job.status : 'queued';
  if (isFinalJobStatus(status)) return 100;
  if (status === 'queued') return 10;
  if (status === 'running') return job.hasInputImage ? 60 : 30;
  return Math.min(95, 60 + 5 * Math.floor(Math.max(0, elapsedMs) / 60_000));
}

/**
 * The card's progress: the spec's formula, or the engine's real figure when that is higher
 * (an unfinished job shows at most 99: 100 means done). Never lower than the formula, so
 * Queued 10 % does not become Processing 0 %.
 */
export function displayProgress(job: ProgressInput, elapsedMs: number): number {
  const floor = specProgress(job, elapsedMs);
  // Queued (or unknown, shown as queued): nothing runs yet, whatever a stale figure says.
  const running = job.status === 'running' || job.status === 'processing';
  if (!running || job.progress === null || !Number.isFinite(job.progress)) return floor;
  const real = Math.min(99, Math.round(job.progress));
  return Math.max(floor, real);
}

/**
 * The spec's wording is for jobs that take 3-5 minutes: "typically 3-5 minutes" before 3,
 * "almost done" before 8, then "taking longer than usual". Scaled to a measured estimate E
 * (the median, read as the middle of the spec's 3-5 minutes, i.e. 4): "almost done" from
 * 3/4 E, "taking longer than usual" from 2 E.
 */
const ALMOST_DONE_SHARE = 3 / 4;
const LONGER_THAN_USUAL_SHARE = 2;

export const SPEC_PROCESSING_MESSAGES = {
  typical: 'typically 3-5 minutes',
  almostDone: 'almost done',
  longer: 'taking longer than usual',
} as const;

/**
 * The message under a running job, `elapsedMs` after it was created. `estimatedSeconds` is
 * the server's measure of how long this kind of job takes here (created to completed), or
 * null when it has none: then the spec's wording and minutes.
 */
export function processingMessage(elapsedMs: number, estimatedSeconds: number | null = null) {
  if (estimatedSeconds === null || !(estimatedSeconds > 0)) {
    const minutes = elapsedMs / 60_000;
    if (minutes < 3) return SPEC_PROCESSING_MESSAGES.typical;
    if (minutes < 8) return SPEC_PROCESSING_MESSAGES.almostDone;
    return SPEC_PROCESSING_MESSAGES.longer;
  }
  const seconds = elapsedMs / 1000;
  if (seconds < estimatedSeconds * ALMOST_DONE_SHARE) {
    return `typically ${formatEstimate(estimatedSeconds)}`;
  }
  if (seconds < estimatedSeconds * LONGER_THAN_USUAL_SHARE) {
    return SPEC_PROCESSING_MESSAGES.almostDone;
  }
  return SPEC_PROCESSING_MESSAGES.longer;
}

/** "about 8 seconds", "about 1 minute", "about 4 minutes": rounded as people say it. */
export function formatEstimate(seconds: number): string {
  if (seconds < 55) {
    const shown = Math.max(1, Math.round(seconds));
    return `about ${shown} second${shown === 1 ? '' : 's'}`;
  }
  const minutes = Math.max(1, Math.round(seconds / 60));
  return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** m:ss */
export function formatElapsed(elapsedMs: number): string {
  const totalSeconds = Math.max(0, Math.floor(elapsedMs / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
