import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { diesWithParent } from './dies-with-parent.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const fixture = path.join(root, 'test/fixtures/media-runner-child.ts');
const SLEEP = ['/bin/sleep', '/usr/bin/sleep'].find((candidate) => existsSync(candidate))!;

const leftovers: number[] = [];
afterEach(() => {
  for (const pid of leftovers.splice(0)) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Another process's end has no event to await here: look until it is gone, within a bound. */
async function goneWithin(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return !isAlive(pid);
}

describe('diesWithParent', () => {
  it('wraps an executable in setpriv, and leaves what it cannot wrap as it is', () => {
    // Linux with util-linux (an essential package on the Debian machines the app runs on).
    expect(diesWithParent(SLEEP, ['1'], 'TERM')).toEqual({
      command: '/usr/bin/setpriv',
      args: ['--pdeathsig=TERM', '--', SLEEP, '1'],
    });
    // A bare name or a missing file runs unwrapped: spawn then reports ENOENT itself.
    expect(diesWithParent('sleep', ['1'])).toEqual({ command: 'sleep', args: ['1'] });
    expect(diesWithParent('/no/such/ffmpeg', [])).toEqual({ command: '/no/such/ffmpeg', args: [] });
  });

  it("a SIGKILLed worker takes the media runner's child process with it", async () => {
    const worker = spawn(process.execPath, ['--import', 'tsx', fixture, SLEEP], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: worker.stdout });
    const [line] = (await once(lines, 'line')) as [string];
    const { childPid } = JSON.parse(line) as { childPid: number };
    leftovers.push(childPid);
    expect(isAlive(childPid)).toBe(true);

    const exited = once(worker, 'exit');
    worker.kill('SIGKILL');
    await exited;
    expect(await goneWithin(childPid, 5_000)).toBe(true);
  }, 30_000);
});
