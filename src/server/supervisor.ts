import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { EXIT_CODES } from './exit-codes.js';
import { diesWithParent } from './kernel/dies-with-parent.js';

/**
 * `npm start`'s supervisor (decision 017): runs the server as a child process and starts it
 * again whenever it exits without having been asked to, waiting longer after each quick crash
 * (exponential back-off) and starting over from the shortest wait once a run lasted. A stop
 * request (SIGINT/SIGTERM to `npm start`) is passed on to the server, which is not restarted;
 * the supervisor then ends with the server's exit code.
 */

export interface BackoffOptions {
  /** The wait before the first restart. */
  initialMs: number;
  /** The longest wait. */
  maxMs: number;
  /** A run at least this long was stable: the next crash waits `initialMs` again. */
  stableMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = {
  initialMs: 1_000,
  maxMs: 30_000,
  stableMs: 60_000,
};
/** A server that has not exited this long after being asked to stop is killed. */
const DEFAULT_KILL_AFTER_MS = 60_000;

export interface SupervisorLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface SupervisorOptions {
  command: string;
  args: readonly string[];
  env?: NodeJS.ProcessEnv;
  /** The server's stdio; `npm start` passes 'inherit'. */
  stdio?: StdioOptions;
  logger: SupervisorLogger;
  backoff?: Partial<BackoffOptions>;
  killAfterMs?: number;
  /** The clock runs are measured with (tests move it on). */
  now?: () => number;
}

/** One run of the server that ended. */
export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The wait before the next run; null when there is none (asked to stop, or misconfigured). */
  restartInMs: number | null;
}

interface SupervisorEvents {
  /** A run started. */
  start: [server: ChildProcess];
  exit: [exit: ServerExit];
}

export class Supervisor extends EventEmitter<SupervisorEvents> {
  /** Resolves with the exit code `npm start` should end with, once supervision is over. */
  readonly done: Promise<number>;
  readonly #options: SupervisorOptions;
  readonly #backoff: BackoffOptions;
  readonly #now: () => number;
  #child: ChildProcess | undefined;
  #startedAt = 0;
  #nextDelayMs: number;
  #restartTimer: NodeJS.Timeout | undefined;
  #killTimer: NodeJS.Timeout | undefined;
  #stopping = false;
  #finish!: (code: number) => void;

  constructor(options: SupervisorOptions) {
    super();
    this.#options = options;
    this.#backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
    this.#now = options.now ?? Date.now;
    this.#nextDelayMs = this.#backoff.initialMs;
    this.done = new Promise((resolve) => (this.#finish = resolve));
  }

  /** Starts the first run. */
  start(): this {
    this.#run();
    return this;
  }

  /**
   * Passes `signal` on to the running server and restarts it no more; `done` resolves once it
   * has exited (at once when it is between runs). Asked again, the signal is passed on again.
   */
  stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number> {
    const first = !this.#stopping;
    this.#stopping = true;
    clearTimeout(this.#restartTimer);
    const child = this.#child;
    if (!child) {
      if (first) this.#finish(EXIT_CODES.stopped);
      return this.done;
    }
    if (first) this.#options.logger.info({ signal, serverPid: child.pid }, 'stopping the server');
    child.kill(signal);
    const killAfterMs = this.#options.killAfterMs ?? DEFAULT_KILL_AFTER_MS;
    this.#killTimer ??= setTimeout(() => {
      this.#options.logger.error(
        { serverPid: child.pid, waitedMs: killAfterMs },
        'the server did not stop in time: killing it',
      );
      child.kill('SIGKILL');
    }, killAfterMs);
    return this.done;
  }

  #run(): void {
    const { command, args, env, stdio = 'inherit', logger } = this.#options;
    // A supervisor that is killed outright takes its server down gracefully with it, so the
    // next `npm start` does not find the port held by an orphan.
    const run = diesWithParent(command, args, 'TERM');
    const child = spawn(run.command, run.args, { env, stdio });
    this.#child = child;
    this.#startedAt = this.#now();
    // A server that cannot be spawned at all is reported by 'close' like any other exit.
    child.on('error', (error) => logger.error({ err: error }, 'the server could not be started'));
    child.once('close', (code, signal) => this.#exited(code, signal));
    if (child.pid !== undefined) logger.info({ serverPid: child.pid }, 'the server started');
    this.emit('start', child);
  }

  #exited(code: number | null, signal: NodeJS.Signals | null): void {
    this.#child = undefined;
    clearTimeout(this.#killTimer);
    this.#killTimer = undefined;
    const { logger } = this.#options;
    if (this.#stopping) {
      logger.info({ code, signal }, 'the server stopped');
      this.emit('exit', { code, signal, restartInMs: null });
      this.#finish(code ?? (signal ? EXIT_CODES.crashed : EXIT_CODES.stopped));
      return;
    }
    if (code === EXIT_CODES.badConfiguration) {
      logger.error({ code }, 'the server refused its configuration: fix it and start again');
      this.emit('exit', { code, signal, restartInMs: null });
      this.#finish(code);
      return;
    }
    const ranMs = this.#now() - this.#startedAt;
    if (ranMs >= this.#backoff.stableMs) this.#nextDelayMs = this.#backoff.initialMs;
    const delayMs = this.#nextDelayMs;
    this.#nextDelayMs = Math.min(delayMs * 2, this.#backoff.maxMs);
    logger.warn(
      { code, signal, ranMs, restartInMs: delayMs },
      `the server ${signal ? `was killed by ${signal}` : `exited with code ${code}`}: restarting in ${delayMs} ms`,
    );
    this.emit('exit', { code, signal, restartInMs: delayMs });
    this.#restartTimer = setTimeout(() => this.#run(), delayMs);
  }
}
