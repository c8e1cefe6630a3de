import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * PGlite takes no lock on its directory: a second process opening it while the first runs
 * (say `npm run admin` next to the server) gets its own copy of Postgres writing the same files,
 * and the database is corrupted. So whoever opens it leaves a lock file naming its process id
 * beside the directory; a lock whose process is gone (crash, SIGKILL) is taken over.
 */
export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
  constructor(
    readonly lockFile: string,
    readonly holderPid: number | undefined,
  ) {
    super(
      `The embedded database is in use by another process${holderPid ? ` (pid ${holderPid})` : ''}. ` +
        `Stop the server first, or use DATABASE_URL. ` +
        `(If no process is using it, delete ${lockFile}.)`,
    );
  }
}

/** Directories this process holds: opening one twice in one process is as unsafe. */
const heldHere = new Set<string>();

function readHolder(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Locks `dir` for this process; returns the release function. Throws DatabaseLockedError. */
export function lockDatabaseDirectory(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  if (heldHere.has(lockFile)) throw new DatabaseLockedError(lockFile, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      heldHere.add(lockFile);
      return () => {
        heldHere.delete(lockFile);
        if (readHolder(lockFile) === process.pid) rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockFile);
      // Our own pid in an old lock: a previous life of this process id (container restart).
      if (holder !== undefined && holder !== process.pid && isRunning(holder)) {
        throw new DatabaseLockedError(lockFile, holder);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DatabaseLockedError(lockFile, readHolder(lockFile));
}
