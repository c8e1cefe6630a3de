import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** util-linux's setpriv: on every Debian-like system (util-linux is an essential package). */
const SETPRIV = '/usr/bin/setpriv';

let setprivUsable: boolean | undefined;

/** An absolute path to an executable: anything else runs unwrapped, so spawn still says ENOENT. */
function isExecutable(command: string): boolean {
  if (!path.isAbsolute(command)) return false;
  try {
    accessSync(command, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function canUseSetpriv(): boolean {
  if (setprivUsable === undefined) {
    setprivUsable = process.platform === 'linux' && isExecutable(SETPRIV);
  }
  return setprivUsable;
}

/**
 * The command and arguments that run `command` so that it gets `signal` the moment this
 * process dies, however it dies: a SIGKILLed worker must not leave an ffmpeg rendering on for
 * minutes beside the retry that replaced it, and a SIGKILLed `npm start` must not leave its
 * server holding the port. Linux's parent-death signal does it (set by `setpriv --pdeathsig`,
 * which then execs the command: same pid, same stdio). Where setpriv is missing the command
 * runs as it is, and a dead parent's child runs to its end as before.
 */
export function diesWithParent(
  command: string,
  args: readonly string[],
  signal: 'KILL' | 'TERM' = 'KILL',
): { command: string; args: string[] } {
  if (!canUseSetpriv() || !isExecutable(command)) return { command, args: [...args] };
  return { command: SETPRIV, args: [`--pdeathsig=${signal}`, '--', command, ...args] };
}
