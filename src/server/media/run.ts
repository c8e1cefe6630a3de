import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { diesWithParent } from '../kernel/dies-with-parent.js';
import { MediaError, type FfmpegRunOptions } from './toolkit.js';

/** How much of stderr is kept for the error message: ffmpeg says what went wrong at the end. */
const STDERR_TAIL_CHARS = 4096;

export interface ProcessRunOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Called with each complete stdout line (ffmpeg's `-progress pipe:1` key=value lines). */
  onStdoutLine?: (line: string) => void;
  /** Keep all of stdout and resolve with it (ffprobe's JSON). */
  collectStdout?: boolean;
  onSpawn?: (pid: number) => void;
  /** Piped into the process's standard input (closed when it ends). */
  stdin?: Readable;
}

/**
 * Spawns a media binary without a shell, and settles only once the process has exited (so a
 * caller that cleans up the work directory never races a still-writing ffmpeg). A timeout or an
 * abort SIGKILLs it; a non-zero exit rejects with the tail of stderr.
 */
export function runProcess(
  command: string,
  args: readonly string[],
  options: ProcessRunOptions = {},
): Promise<string> {
  const name = command.split('/').pop() ?? command;
  const { signal, timeoutMs } = options;
  if (signal?.aborted) {
    return Promise.reject(
      new MediaError(`${name} was cancelled before it started`, 'aborted', {
        cause: signal.reason,
      }),
    );
  }
  return new Promise((resolve, reject) => {
    // A worker killed mid-render takes its ffmpeg with it (its job is retried elsewhere).
    const run = diesWithParent(command, args);
    const input = options.stdin;
    const child = spawn(run.command, run.args, {
      stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    }) as ChildProcessByStdio<Writable | null, Readable, Readable>;
    if (child.pid !== undefined) options.onSpawn?.(child.pid);
    let stderrTail = '';
    let stdout = '';
    let pendingLine = '';
    let stopReason: 'timeout' | 'aborted' | 'callback' | null = null;
    let spawnError: Error | null = null;
    let callbackError: unknown;

    const stop = (reason: 'timeout' | 'aborted' | 'callback') => {
      if (stopReason) return;
      stopReason = reason;
      child.kill('SIGKILL');
    };
    // A listener that throws inside a stream's 'data' event is an uncaught exception: the
    // caller's callback failing ends this run (and rejects with its error) instead.
    const emitLine = (line: string) => {
      if (stopReason) return;
      try {
        options.onStdoutLine?.(line);
      } catch (error) {
        callbackError = error;
        stop('callback');
      }
    };
    const onAbort = () => stop('aborted');
    signal?.addEventListener('abort', onAbort, { once: true });
    // An abort from onSpawn (above) came before the listener: it still stops the process.
    if (signal?.aborted) stop('aborted');
    const timer = timeoutMs === undefined ? null : setTimeout(() => stop('timeout'), timeoutMs);

    if (input && child.stdin) {
      // A process that exits before reading everything closes the pipe (EPIPE): its exit
      // code says what happened. A source that fails stops the process with its error.
      child.stdin.on('error', () => {});
      input.on('error', (error) => {
        if (stopReason) return;
        callbackError = error;
        stop('callback');
      });
      input.pipe(child.stdin);
    }
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (options.collectStdout) stdout += chunk;
      if (!options.onStdoutLine) return;
      const lines = (pendingLine + chunk).split('\n');
      pendingLine = lines.pop() ?? '';
      for (const line of lines) emitLine(line.trim());
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderrTail = (stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
    });
    // A pipe that fails is reported by 'close' (the exit code) like any other failure.
    child.stdout.on('error', () => {});
    child.stderr.on('error', () => {});
    child.on('error', (error) => {
      spawnError = error; // ENOENT/EACCES: 'close' still follows
    });
    child.on('close', (code, exitSignal) => {
      if (timer) clearTimeout(timer);
      // Nothing reads it any more: stop producing it.
      if (input && !input.destroyed) input.destroy();
      signal?.removeEventListener('abort', onAbort);
      if (pendingLine && options.onStdoutLine) emitLine(pendingLine.trim());
      if (stopReason === 'callback') {
        reject(callbackError);
      } else if (stopReason === 'aborted') {
        reject(new MediaError(`${name} was cancelled`, 'aborted', { cause: signal?.reason }));
      } else if (stopReason === 'timeout') {
        reject(new MediaError(`${name} timed out after ${timeoutMs} ms`, 'timeout'));
      } else if (spawnError) {
        reject(new MediaError(`${name} could not start: ${spawnError.message}`, 'failed'));
      } else if (code !== 0) {
        const how = code === null ? `was killed by ${exitSignal}` : `exited with code ${code}`;
        reject(new MediaError(`${name} ${how}: ${stderrTail.trim()}`, 'failed'));
      } else {
        resolve(stdout);
      }
    });
  });
}

/**
 * Turns ffmpeg's `-progress` lines into a percentage of the expected output length. Both
 * `out_time_us` and `out_time_ms` carry microseconds (the `_ms` name is a historical ffmpeg
 * misnomer; the 2018 build only prints `out_time_ms`). Returns null for lines that say nothing
 * new; the percentage never goes down and reaches 100 only at `progress=end`.
 */
export function createProgressTracker(expectedDurationSeconds: number) {
  let last = -1;
  return (line: string): number | null => {
    const separator = line.indexOf('=');
    if (separator < 0) return null;
    const key = line.slice(0, separator);
    const value = line.slice(separator + 1);
    let percent: number;
    if (key === 'progress' && value === 'end') {
      percent = 100;
    } else if (key === 'out_time_us' || key === 'out_time_ms') {
      const microseconds = Number(value);
      if (!Number.isFinite(microseconds) || expectedDurationSeconds <= 0) return null;
      // Capped below 100: the muxer still has to finish (faststart moves the index).
      percent = Math.min(99, Math.floor((microseconds / (expectedDurationSeconds * 1e6)) * 100));
    } else {
      return null;
    }
    if (percent <= last) return null;
    last = percent;
    return percent;
  };
}

/** Runs ffmpeg with planner-built arguments (which include `-progress pipe:1 -nostats`). */
export async function runFfmpeg(
  ffmpegPath: string,
  args: readonly string[],
  options: FfmpegRunOptions = {},
): Promise<void> {
  const { expectedDurationSeconds, onProgress } = options;
  const track =
    expectedDurationSeconds !== undefined && onProgress
      ? createProgressTracker(expectedDurationSeconds)
      : null;
  await runProcess(ffmpegPath, args, {
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    onSpawn: options.onSpawn,
    stdin: options.stdin,
    onStdoutLine: track
      ? (line) => {
          const percent = track(line);
          if (percent !== null) onProgress?.(percent);
        }
      : undefined,
  });
}
