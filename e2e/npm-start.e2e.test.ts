import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from './harness';

/**
 * `npm start` as an operator's process manager runs it: a SIGTERM to npm must stop everything
 * it started. npm passes the signal only to its direct child; with a plain `node …` script that
 * child was `sh -c`, which died without passing it on, and left the supervisor and the server
 * running and holding the port (the script now `exec`s node, so the signal reaches it).
 */

const leftovers: number[] = [];
let dataDir: string | undefined;

afterAll(async () => {
  for (const pid of leftovers) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every process started under `pid`, from Linux's /proc child lists. */
function descendantsOf(pid: number): number[] {
  let children: number[];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

/** Another process's end has no event to await here: look until it is gone, within a bound. */
async function goneWithin(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && isAlive(pid)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

async function healthy(url: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe.runIf(process.platform === 'linux')('npm start', () => {
  it('stops the supervisor and the server when npm gets SIGTERM', async () => {
    const port = await findFreePort();
    dataDir = await mkdtemp(path.join(tmpdir(), 'reelcast-npm-start-'));
    const npm = spawn('npm', ['start'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    npm.on('error', () => {}); // a spawn failure shows as the health check failing
    leftovers.push(npm.pid!);
    expect(await healthy(`http://127.0.0.1:${port}/api/health`, 90_000)).toBe(true);

    const started = descendantsOf(npm.pid!);
    leftovers.push(...started);
    // The supervisor and the server it runs (at least), all alive.
    expect(started.length).toBeGreaterThanOrEqual(2);

    const exited = once(npm, 'exit');
    npm.kill('SIGTERM');
    await exited;
    for (const pid of started) expect(await goneWithin(pid, 20_000)).toBe(true);
  });
});
