import type { JobContract } from '@shared/jobs';
import type { JobQueue, JobSnapshot } from '../../src/server/platform/jobs/queue.js';

/** A promise with its resolve handed out, for awaiting a handler's moment in a test. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Polls pg-boss state (no event to await there) until it matches, within a bound. */
export async function waitForJob<C extends JobContract>(
  queue: JobQueue<C>,
  name: string,
  id: string,
  done: (job: JobSnapshot) => boolean,
  timeoutMs = 20_000,
): Promise<JobSnapshot> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await queue.getJob(name, id);
    if (job && done(job)) return job;
    if (Date.now() > deadline) throw new Error(`job ${name} ${id} stuck: ${JSON.stringify(job)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Retries `attempt` until it returns something other than undefined, within a bound. */
export async function eventually<T>(
  what: string,
  attempt: () => Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
