import type { ContractPayload, JobContract } from '@shared/jobs';

export interface JobContext {
  /** pg-boss job id; the same across retries of one job. */
  jobId: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  /** Aborted at the job's timeout and when the worker shuts down: pass it to I/O and ffmpeg. */
  signal: AbortSignal;
  /** 0..100; stored on the job row (throttled). Domain progress goes on the domain row too. */
  reportProgress(pct: number): Promise<void> | void;
}

export type JobHandler<P> = (payload: P, ctx: JobContext) => Promise<void>;

/** Why a job failed for good, as pg-boss stored it (our failure output or its expiry note). */
export interface JobFailure {
  message: string;
  [key: string]: unknown;
}

export interface ExhaustedContext {
  /**
   * The failed job's id. Null only for jobs pg-boss created from a cron schedule that died
   * with their process (nothing recorded the id). Key refunds on the payload's ids.
   */
  jobId: string | null;
  error: JobFailure;
  signal: AbortSignal;
}

/**
 * Runs once per job that failed for good — including when its process died and pg-boss
 * expired it. Must be idempotent (e.g. a refund with a unique idempotency key): if this
 * process dies while it runs, it runs again.
 */
export type ExhaustedHandler<P> = (payload: P, ctx: ExhaustedContext) => Promise<void>;

export interface Registration<P> {
  handler: JobHandler<P>;
  onExhausted: ExhaustedHandler<P> | undefined;
}

/**
 * Modules register their job handlers here at boot; the process refuses to start workers
 * while any contract job has no handler (assertComplete), so a job can never sit unworked.
 */
export class HandlerRegistry<C extends JobContract> {
  readonly #registrations = new Map<string, Registration<never>>();
  readonly contract: C;

  /** The queue's contract (the app's, modules/index.ts, or a test's own). */
  constructor(contract: C) {
    this.contract = contract;
  }

  register<N extends keyof C & string>(
    name: N,
    handler: JobHandler<ContractPayload<C, N>>,
    options: { onExhausted?: ExhaustedHandler<ContractPayload<C, N>> } = {},
  ): this {
    if (!Object.hasOwn(this.contract, name)) {
      throw new Error(`Cannot register a handler for "${name}": it is not in the job contract`);
    }
    if (this.#registrations.has(name)) {
      throw new Error(`A handler for job "${name}" is already registered`);
    }
    this.#registrations.set(name, {
      handler,
      onExhausted: options.onExhausted,
    } as Registration<never>);
    return this;
  }

  /** Untyped lookup for the worker, which validates the payload before calling. */
  get(name: string): Registration<unknown> | undefined {
    return this.#registrations.get(name) as Registration<unknown> | undefined;
  }

  missing(): string[] {
    return Object.keys(this.contract).filter((name) => !this.#registrations.has(name));
  }

  assertComplete(): void {
    const missing = this.missing();
    if (missing.length === 0) return;
    throw new Error(
      `No handler registered for ${missing.length} job(s): ${missing.join(', ')}. ` +
        'Every job in the contract needs a handler before workers start ' +
        "(bind it in its module's descriptor with work(declaration, handlerOf)).",
    );
  }
}
