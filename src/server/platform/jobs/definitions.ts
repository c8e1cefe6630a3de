import type { JobContract } from '@shared/jobs';

/** How one job is run: retries, timeout and optional schedule. */
export interface JobPolicy {
  /** Retries after the first attempt (0 = one attempt only). */
  retryLimit: number;
  /** Base retry delay; with backoff the n-th retry waits ~delay * 2^(n-1) .. delay * 2^n. */
  retryDelaySeconds: number;
  /** Exponential backoff with jitter (pg-boss plans.js failJobs). */
  retryBackoff: boolean;
  /**
   * Every job has one. In process: the handler's AbortSignal fires and the attempt fails.
   * In the database: pg-boss expires the job (timeout + grace) when no process finished it,
   * the backstop behind the reaper, which retries a dead worker's job within seconds
   * (decision 018).
   */
  timeoutSeconds: number;
  /** Cron expression (UTC) for platform jobs that run on a schedule. */
  cron?: string;
  /**
   * pg-boss queue policy. `singletonKey` only de-duplicates under short/singleton/stately
   * (or with singletonSeconds): standard queues have no unique index on it.
   */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
}

export type JobDefinitions<C extends JobContract> = { readonly [N in keyof C]: JobPolicy };

/** A contract and its policies: what a JobQueue and a HandlerRegistry are built from. */
export interface JobCatalog<C extends JobContract> {
  contract: C;
  definitions: JobDefinitions<C>;
}

/** Where pg-boss moves a job that failed for good (retries used up, or expired on the last try). */
export const deadLetterName = (name: string) => `${name}.dead`;
export const isDeadLetter = (name: string) => name.endsWith('.dead');

/**
 * pg-boss expiry is later than the in-process timeout, so a live worker always fails its own
 * attempt first; expiry only catches attempts nobody finished (the reaper usually frees a dead
 * worker's attempt long before). A late complete/fail cannot hit the next attempt: outcomes
 * are recorded only under the attempt's lease (lease.ts).
 */
export function expirySeconds(policy: JobPolicy): number {
  return policy.timeoutSeconds + Math.max(2, Math.ceil(policy.timeoutSeconds * 0.1));
}

/** pg-boss refuses expirations of 24 h or more (attorney.js POLICY.MAX_EXPIRATION_HOURS). */
const MAX_EXPIRY_SECONDS = 24 * 60 * 60 - 1;

/** Fails fast, with every problem listed, when a catalog cannot be run as written. */
export function assertValidCatalog<C extends JobContract>(catalog: JobCatalog<C>): void {
  const problems: string[] = [];
  const names = Object.keys(catalog.contract);
  for (const name of names) {
    const policy = catalog.definitions[name];
    if (!policy) {
      problems.push(`${name}: no definition`);
      continue;
    }
    if (!Number.isInteger(policy.retryLimit) || policy.retryLimit < 0)
      problems.push(`${name}: retryLimit must be an integer >= 0`);
    if (!Number.isInteger(policy.retryDelaySeconds) || policy.retryDelaySeconds < 0)
      problems.push(`${name}: retryDelaySeconds must be an integer >= 0`);
    if (!Number.isInteger(policy.timeoutSeconds) || policy.timeoutSeconds < 1)
      problems.push(`${name}: timeoutSeconds must be an integer >= 1`);
    else if (expirySeconds(policy) > MAX_EXPIRY_SECONDS)
      problems.push(`${name}: timeoutSeconds is too long for pg-boss (max 24 h with grace)`);
    if (isDeadLetter(name)) problems.push(`${name}: names ending in .dead are reserved`);
  }
  for (const name of Object.keys(catalog.definitions)) {
    if (!names.includes(name)) problems.push(`${name}: defined but not in the contract`);
  }
  if (problems.length > 0) throw new Error(`Invalid job catalog:\n  ${problems.join('\n  ')}`);
}
