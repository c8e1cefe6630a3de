import { jobContract, type AppJobContract, type JobContract } from '@shared/jobs';

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

export const jobDefinitions: JobDefinitions<AppJobContract> = {
  'events.prune': {
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: true,
    timeoutSeconds: 120,
    cron: '0 * * * *',
  },
  'submissions.sweep': {
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: true,
    // Deleting files: thousands of submissions' worth in well under the bound.
    timeoutSeconds: 10 * 60,
    cron: '20 * * * *',
  },
  'videos.render': {
    // A crash or a vendor blip gets two more tries, 30 s then ~1-2 min later; a vendor job
    // resumes from its saved reference instead of being paid for twice.
    retryLimit: 2,
    retryDelaySeconds: 30,
    retryBackoff: true,
    // Vendors take minutes (Veo polls every 10 s, Hedra every 5 s); a local 8 s render takes
    // seconds. The adapters give up on their own (Veo after 10 min of polling, Hedra after
    // 15), so the job's bound sits above the slowest of them plus the upload and the copy back.
    timeoutSeconds: 20 * 60,
  },
  'images.generate': {
    // A local image takes well under a second; Higgsfield and OpenAI take up to a few
    // minutes. A retry resumes a vendor request from its saved id.
    retryLimit: 2,
    retryDelaySeconds: 15,
    retryBackoff: true,
    timeoutSeconds: 10 * 60,
  },
  'references.build': {
    // Higgsfield trains a custom reference for minutes (paid plans); the local profile is
    // a second of image analysis.
    retryLimit: 2,
    retryDelaySeconds: 30,
    retryBackoff: true,
    timeoutSeconds: 30 * 60,
  },
  'podcast-assets.generate': {
    retryLimit: 2,
    retryDelaySeconds: 15,
    retryBackoff: true,
    timeoutSeconds: 10 * 60,
  },
  'voiceovers.synthesize': {
    // The local engine reads 5,000 characters in about 2 s, so the longest script (50,000)
    // takes well under a minute plus the MP3 encode. ElevenLabs answers a 5,000-character
    // piece in tens of seconds and gives up on one after 3 min: ten pieces fit in 30 min.
    retryLimit: 2,
    retryDelaySeconds: 15,
    retryBackoff: true,
    timeoutSeconds: 30 * 60,
  },
  'gohighlevel.deliver-webhook': {
    // A receiver that is down or answers 5xx/408/429 is tried again 6 times, waiting 1-2,
    // 2-4, 4-8, 8-16, 16-32 and 32-64 minutes (pg-boss's jittered backoff): one to two hours
    // in all, enough for a receiver's restart or deploy (decision 037).
    retryLimit: 6,
    retryDelaySeconds: 60,
    retryBackoff: true,
    // One POST with a 10 s timeout, plus resolving the host.
    timeoutSeconds: 60,
  },
  'gohighlevel.post-social': {
    // GHL's 429 (a 10 s burst window) and 5xx are retried 5 times, waiting 0.5-1, 1-2, 2-4,
    // 4-8 and 8-16 minutes.
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    // Two GHL calls of at most 15 s each.
    timeoutSeconds: 90,
  },
  'posting.upload': {
    // YouTube's 5xx and 429, a dropped connection or a killed worker: five more tries over
    // about 20 minutes (20 s doubling), each resuming the stored upload session from where
    // YouTube says it stands. Waits of their own (the next quota day, a publish time, a
    // verdict not ready) are new jobs with a start time, not retries.
    retryLimit: 5,
    retryDelaySeconds: 20,
    retryBackoff: true,
    // A short clip uploads in seconds; a few hundred MB on a slow uplink in minutes.
    timeoutSeconds: 30 * 60,
  },
};

/** The app's jobs; tests build their own catalog instead of mutating this one. */
export const appJobs: JobCatalog<AppJobContract> = {
  contract: jobContract,
  definitions: jobDefinitions,
};

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
