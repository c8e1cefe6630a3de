import type { Logger } from 'pino';
import { EXIT_CODES } from './exit-codes.js';

/** How long a crashed process gives its shutdown before it exits anyway. */
export const CRASH_SHUTDOWN_MS = 10_000;

export interface ProcessEndOptions {
  logger: Pick<Logger, 'info' | 'error' | 'fatal'>;
  /** process.exit, unless a test says otherwise. */
  exit?: (code: number) => void;
  crashShutdownMs?: number;
  /** The process to watch (tests pass an emitter of their own). */
  target?: Pick<NodeJS.Process, 'on'>;
}

export interface ProcessEnd {
  /** What stopping means once the process is running (close the server, the workers, the database). */
  setStop(stop: () => Promise<void>): void;
}

/**
 * How the server's process ends (decision 017). SIGTERM and SIGINT stop it gracefully and it
 * exits 0 (1 when stopping failed). An uncaught exception or an unhandled rejection means some
 * code lost track of a failure and the process is in a state nobody knows: it is logged as
 * fatal, the process stops as gracefully as it can within CRASH_SHUTDOWN_MS, and exits 1, so
 * `npm start`'s supervisor (or the platform) starts a fresh one and the jobs it held are retried.
 * A second fatal error while stopping exits at once.
 */
export function handleProcessEnd(options: ProcessEndOptions): ProcessEnd {
  const { logger, exit = (code) => process.exit(code), target = process } = options;
  const crashShutdownMs = options.crashShutdownMs ?? CRASH_SHUTDOWN_MS;
  let stop: () => Promise<void> = () => Promise.resolve();
  let exitCode: number = EXIT_CODES.stopped;
  let stopping = false;
  let crashed = false;

  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    void stop()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        exitCode = Math.max(exitCode, EXIT_CODES.crashed);
      })
      .finally(() => exit(exitCode));
  };

  const crash = (origin: 'uncaughtException' | 'unhandledRejection', error: unknown) => {
    if (crashed) {
      logger.fatal({ err: error, origin }, `${origin} while stopping after a crash: exiting now`);
      exit(EXIT_CODES.crashed);
      return;
    }
    crashed = true;
    exitCode = EXIT_CODES.crashed;
    logger.fatal({ err: error, origin }, `${origin}: stopping the process`);
    // Not unref'd: a shutdown stuck on a promise would otherwise let the process end with 0.
    setTimeout(() => {
      logger.error({ waitedMs: crashShutdownMs }, 'shutdown after a crash took too long');
      exit(EXIT_CODES.crashed);
    }, crashShutdownMs);
    shutdown();
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    target.on(signal, () => {
      if (!stopping) logger.info({ signal }, 'shutting down');
      shutdown();
    });
  }
  target.on('uncaughtException', (error) => crash('uncaughtException', error));
  target.on('unhandledRejection', (reason) => crash('unhandledRejection', reason));

  return {
    setStop(next) {
      stop = next;
    },
  };
}
