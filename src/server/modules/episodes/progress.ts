import type { EpisodeStatus } from '@shared/episodes';
import type { AppTx, Database } from '../../db/client.js';
import type { AttemptContext } from '../../platform/paid-work/index.js';

/** Progress writes: at most one a second, and only when the bar moved by a point or more. */
const PROGRESS_MIN_INTERVAL_MS = 1000;

/** Where each stage of the analysis sits on the 0-100 bar. */
export const ANALYSIS_STAGES = {
  decoding: { status: 'transcribing', from: 0, to: 5 },
  transcribing: { status: 'transcribing', from: 5, to: 85 },
  finding: { status: 'finding', from: 85, to: 99 },
} as const satisfies Stages;
/** Finding the moments again: the decode, then the search (status finding throughout). */
export const REFIND_STAGES = {
  decoding: { status: 'finding', from: 0, to: 20 },
  transcribing: { status: 'finding', from: 20, to: 20 },
  finding: { status: 'finding', from: 20, to: 99 },
} as const satisfies Stages;
export type AnalysisStage = 'decoding' | 'transcribing' | 'finding';
type Stages = Record<AnalysisStage, { status: EpisodeStatus; from: number; to: number }>;

/** Writes one progress change on the row (with its live event), guarded by its state. */
export type ProgressWrite = (
  tx: AppTx,
  change: { status: EpisodeStatus; progress: number },
) => Promise<unknown>;

/**
 * Turns the stages' shares into the episode's status and progress, written on its row with
 * its live event (and given to the queue): a new stage is written at once, moves within one
 * at most once a second. Writes run one after another; settle() waits for them, so none
 * lands after the row turned final.
 */
export class AnalysisProgress {
  #status: EpisodeStatus | undefined;
  #value = -1;
  #at = 0;
  #writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly stages: Stages,
    private readonly write: ProgressWrite,
    private readonly reportToQueue: AttemptContext['reportProgress'],
  ) {}

  report(stage: AnalysisStage, share: number): void {
    if (!Number.isFinite(share)) return;
    const { status, from, to } = this.stages[stage];
    const value = Math.round(from + (to - from) * Math.max(0, Math.min(1, share)));
    const now = Date.now();
    const newStatus = status !== this.#status;
    if (!newStatus && (value <= this.#value || now - this.#at < PROGRESS_MIN_INTERVAL_MS)) return;
    this.#status = status;
    this.#value = value;
    this.#at = now;
    this.#writes = this.#writes.then(async () => {
      try {
        await this.database.db.transaction((tx) => this.write(tx, { status, progress: value }));
        await this.reportToQueue(value);
      } catch {
        // Progress is informative: a failed write must not fail the analysis.
      }
    });
  }

  settle(): Promise<void> {
    return this.#writes;
  }
}
