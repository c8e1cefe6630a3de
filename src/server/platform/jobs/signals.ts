/** Aborts, races and wake-ups used by the job worker. */

export class JobTimeoutError extends Error {
  override name = 'JobTimeoutError';
}

export class WorkerStoppingError extends Error {
  override name = 'WorkerStoppingError';
}

/**
 * This worker was declared dead (its heartbeat row was reaped) while it still ran: its jobs
 * may already run elsewhere, so its attempts stop and record nothing.
 */
export class WorkerReapedError extends Error {
  override name = 'WorkerReapedError';
}

/**
 * Settles with `work`, or rejects with the signal's reason once it aborts. A handler that
 * ignores its signal keeps running in the background; its late result is ignored.
 */
export function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    void work.then(resolve, reject).then(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A sleep that wake() cuts short; a wake() while nobody sleeps makes the next wait return at once. */
export class Wakeup {
  #pending = false;
  #resolve: (() => void) | undefined;

  wake(): void {
    if (this.#resolve) this.#resolve();
    else this.#pending = true;
  }

  wait(ms: number): Promise<void> {
    if (this.#pending) {
      this.#pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => done(), ms);
      const done = () => {
        clearTimeout(timer);
        this.#resolve = undefined;
        resolve();
      };
      this.#resolve = done;
    });
  }
}
