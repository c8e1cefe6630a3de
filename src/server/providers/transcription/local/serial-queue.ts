/**
 * Runs tasks one after another. A task whose signal aborts while it waits rejects at once and
 * never runs. whisper.cpp's context hears one piece at a time (its native side would otherwise
 * park each extra piece on a libuv thread, starving file reads).
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(signal: AbortSignal, task: () => Promise<T>): Promise<T> {
    signal.throwIfAborted();
    const turn = this.#tail.then(() => {
      signal.throwIfAborted();
      return task();
    });
    // The next task waits for this one to settle, whichever way.
    this.#tail = turn.catch(() => {});
    let onAbort: (() => void) | undefined;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
    });
    return Promise.race([turn, aborted]).finally(() =>
      signal.removeEventListener('abort', onAbort!),
    );
  }
}
