import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { EXIT_CODES } from './exit-codes.js';

const CHILD = 'test/fixtures/process-end-child.ts';

interface LogLine {
  level: number;
  msg: string;
  origin?: string;
  err?: { message: string };
}

/**
 * Runs the stand-in server in a real process; `whenReady` may act on it once it logged
 * "ready". Resolves with its exit code, signal and log lines once it has exited.
 */
async function runChild(
  mode: string,
  options: { env?: Record<string, string>; whenReady?: (pid: number) => void } = {},
) {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, mode], {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: LogLine[] = [];
  createInterface({ input: child.stdout }).on('line', (text) => {
    const line = JSON.parse(text) as LogLine;
    lines.push(line);
    if (line.msg === 'ready') options.whenReady?.(child.pid!);
  });
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  return { code, signal, lines, messages: lines.map((line) => line.msg) };
}

const FATAL = 60;

describe('handleProcessEnd (decision 017)', () => {
  it('logs an uncaught exception as fatal, stops, and exits 1', async () => {
    const { code, lines, messages } = await runChild('throw');
    expect(code).toBe(EXIT_CODES.crashed);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: FATAL,
        origin: 'uncaughtException',
        err: expect.objectContaining({ message: 'a bug nobody caught' }),
      }),
    );
    expect(messages).toContain('stop called');
  });

  it('treats an unhandled rejection the same way', async () => {
    const { code, lines, messages } = await runChild('reject');
    expect(code).toBe(EXIT_CODES.crashed);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: FATAL,
        origin: 'unhandledRejection',
        err: expect.objectContaining({ message: 'a failure nobody awaited' }),
      }),
    );
    expect(messages).toContain('stop called');
  });

  it('exits 1 even when the shutdown after a crash never ends', async () => {
    const { code, messages } = await runChild('hanging-stop', {
      env: { CRASH_SHUTDOWN_MS: '100' },
    });
    expect(code).toBe(EXIT_CODES.crashed);
    expect(messages).toContain('shutdown after a crash took too long');
  });

  it('stops gracefully on SIGTERM and exits 0', async () => {
    const { code, signal, messages } = await runChild('serve', {
      whenReady: (pid) => process.kill(pid, 'SIGTERM'),
    });
    expect([code, signal]).toEqual([EXIT_CODES.stopped, null]);
    // pino's writes to a pipe may land out of order: which lines, not in which order.
    expect(messages.toSorted()).toEqual(['ready', 'shutting down', 'stop called']);
  });
});
