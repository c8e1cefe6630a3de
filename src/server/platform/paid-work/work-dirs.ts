import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Scratch folders of job attempts, one per attempt, named after the row they work on
 * (`reelcast-<label>-<id>-<random>` in the OS temp folder). An attempt whose process was
 * killed never removes its folder, so a new attempt sweeps the row's earlier ones first, and
 * a row that fails for good (retries used up, or quarantined after killing its process twice)
 * sweeps them when it is failed: nothing of a dead attempt stays on disk.
 */
const prefixOf = (label: string, id: string) => `reelcast-${label}-${id}-`;

/** Removes every folder earlier attempts on this row left behind. */
export async function removeWorkDirs(label: string, id: string): Promise<void> {
  const prefix = prefixOf(label, id);
  const leftovers = (await readdir(tmpdir())).filter((name) => name.startsWith(prefix));
  await Promise.all(
    leftovers.map((name) => rm(path.join(tmpdir(), name), { recursive: true, force: true })),
  );
}

/** A fresh folder for this attempt, after sweeping those of earlier attempts on the row. */
export async function freshWorkDir(label: string, id: string): Promise<string> {
  await removeWorkDirs(label, id);
  return mkdtemp(path.join(tmpdir(), prefixOf(label, id)));
}
