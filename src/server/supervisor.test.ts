import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT_CODES } from './exit-codes.js';
import { Supervisor, type ServerExit, type SupervisorOptions } from './supervisor.js';

/**
 * The supervisor with real child processes: a stand-in server (node -e) that exits with
 * EXIT_CODE at once when given one, else runs until SIGTERM (or until killed). Nothing here
 * sleeps: every step awaits the supervisor's own start and exit events.
 */
const SERVER = `
process.on('SIGTERM', () => process.env.IGNORE_SIGTERM || process.exit(0));
if (process.env.EXIT_CODE) process.exit(Number(process.env.EXIT_CODE));
setInterval(() => {}, 60_000);
console.log('ready');
`;

/** Resolves once the stand-in server has its SIGTERM handler (a signal before would kill it). */
async function ready(server: ChildProcess): Promise<void> {
  for await (const line of createInterface({ input: server.stdout! })) {
    if (line === 'ready') return;
  }
}

const logged: Array<{ level: string; fields: object; message: string }> = [];
const logger = {
  info: (fields: object, message: string) => logged.push({ level: 'info', fields, message }),
  warn: (fields: object, message: string) => logged.push({ level: 'warn', fields, message }),
  error: (fields: object, message: string) => logged.push({ level: 'error', fields, message }),
};
let running: Supervisor | undefined;

function supervisor(options: Partial<SupervisorOptions> & { env?: NodeJS.ProcessEnv } = {}) {
  running = new Supervisor({
    command: process.execPath,
    args: ['-e', SERVER],
    stdio: ['ignore', 'pipe', 'inherit'],
    logger,
    backoff: { initialMs: 5, maxMs: 20, stableMs: 60_000 },
    ...options,
    env: { ...process.env, ...options.env },
  });
  return running;
}

/** Resolves with the first `count` exits. */
function exits(target: Supervisor, count: number): Promise<ServerExit[]> {
  const seen: ServerExit[] = [];
  return new Promise((resolve) => {
    target.on('exit', (exit) => {
      seen.push(exit);
      if (seen.length === count) resolve(seen);
    });
  });
}

afterEach(async () => {
  await running?.stop('SIGKILL');
  running = undefined;
  logged.length = 0;
});

describe('Supervisor', () => {
  it('restarts a crashing server, waiting twice as long each time up to the cap', async () => {
    const target = supervisor({ env: { EXIT_CODE: '3' } });
    const firstFive = exits(target, 5);
    target.start();
    const seen = await firstFive;
    expect(seen.map((exit) => [exit.code, exit.restartInMs])).toEqual([
      [3, 5],
      [3, 10],
      [3, 20],
      [3, 20],
      [3, 20],
    ]);
    expect(logged.filter((line) => line.level === 'warn').map((line) => line.message)).toEqual(
      expect.arrayContaining([
        'the server exited with code 3: restarting in 5 ms',
        'the server exited with code 3: restarting in 20 ms',
      ]),
    );
    // Asked to stop between two runs: no further run, and npm start ends with 0.
    expect(await target.stop('SIGTERM')).toBe(EXIT_CODES.stopped);
  });

  it('restarts a server killed by a signal, and waits the shortest time again after a stable run', async () => {
    let now = 0;
    const target = supervisor({ now: () => now });
    const kill = async (server: ChildProcess, advanceMs = 0) => {
      const exited = once(target, 'exit') as Promise<[ServerExit]>;
      const restarted = once(target, 'start') as Promise<[ChildProcess]>;
      now += advanceMs;
      server.kill('SIGKILL');
      const [[exit], [next]] = await Promise.all([exited, restarted]);
      return { exit, next };
    };
    const started = once(target, 'start') as Promise<[ChildProcess]>;
    target.start();
    const [first] = await started;
    const one = await kill(first);
    const two = await kill(one.next);
    const afterStableRun = await kill(two.next, 60_000);
    expect([one, two, afterStableRun].map(({ exit }) => [exit.signal, exit.restartInMs])).toEqual([
      ['SIGKILL', 5],
      ['SIGKILL', 10],
      ['SIGKILL', 5],
    ]);
    expect(logged.map((line) => line.message)).toContain(
      'the server was killed by SIGKILL: restarting in 10 ms',
    );
  });

  it('passes SIGTERM on, does not restart, and ends with the server’s exit code', async () => {
    const target = supervisor();
    let starts = 0;
    target.on('start', () => starts++);
    const started = once(target, 'start') as Promise<[ChildProcess]>;
    const exited = once(target, 'exit') as Promise<[ServerExit]>;
    target.start();
    await ready((await started)[0]);
    expect(await target.stop('SIGTERM')).toBe(EXIT_CODES.stopped);
    const [exit] = await exited;
    expect(exit).toEqual({ code: 0, signal: null, restartInMs: null });
    expect(starts).toBe(1);
  });

  it('does not restart a server that refuses its configuration', async () => {
    const target = supervisor({ env: { EXIT_CODE: String(EXIT_CODES.badConfiguration) } });
    target.start();
    expect(await target.done).toBe(EXIT_CODES.badConfiguration);
    expect(logged.map((line) => line.message)).toContain(
      'the server refused its configuration: fix it and start again',
    );
  });

  it('kills a server that does not stop when asked', async () => {
    const target = supervisor({ env: { IGNORE_SIGTERM: '1' }, killAfterMs: 50 });
    const started = once(target, 'start') as Promise<[ChildProcess]>;
    target.start();
    await ready((await started)[0]);
    expect(await target.stop('SIGTERM')).toBe(EXIT_CODES.crashed);
    expect(logged.map((line) => line.message)).toContain(
      'the server did not stop in time: killing it',
    );
  });
});
