/**
 * The shapes the worker shares with its lease, heartbeat and queue: in a file of their own so
 * that none of those files imports the worker back.
 */

/** What we store as pg-boss job data: the payload plus the id, which dead letters lose. */
export interface JobEnvelope {
  jobId: string | null;
  payload: unknown;
}

export interface JobEvent {
  name: string;
  /** reaped: its worker died and it was given back; quarantined: died twice, failed for good. */
  state: 'started' | 'completed' | 'failed' | 'reaped' | 'quarantined';
  durationMs: number;
  jobId: string;
  attempt: number;
}

export interface JobLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
