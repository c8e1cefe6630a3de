import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsDir, projectRoot } from '../../src/server/kernel/paths.js';

/**
 * The committed migrations must describe the drizzle schema exactly: drizzle-kit, run against
 * a copy of them, must find nothing to generate. Fails when someone edits the schema and
 * forgets `npm run db:generate` (or edits a migration by hand).
 */
describe('schema and committed migrations', () => {
  it('do not drift apart', () => {
    // drizzle-kit only accepts an output folder relative to the working directory.
    const cacheDir = path.join(projectRoot, 'node_modules/.cache');
    mkdirSync(cacheDir, { recursive: true });
    const copy = mkdtempSync(path.join(cacheDir, 'migrations-drift-'));
    cpSync(migrationsDir, copy, { recursive: true });
    const before = readdirSync(copy).filter((f) => f.endsWith('.sql'));
    const run = spawnSync(
      path.join(projectRoot, 'node_modules/.bin/drizzle-kit'),
      [
        'generate',
        '--dialect=postgresql',
        '--casing=snake_case',
        '--schema=src/server/db/schema/index.ts',
        `--out=${path.relative(projectRoot, copy)}`,
        '--name=drift',
      ],
      { cwd: projectRoot, encoding: 'utf8' },
    );
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status, output).toBe(0);
    const after = readdirSync(copy).filter((f) => f.endsWith('.sql'));
    rmSync(copy, { recursive: true, force: true });
    expect(after, `drizzle-kit generated a migration:\n${output}`).toEqual(before);
    expect(output).toMatch(/No schema changes/);
  }, 60_000);
});
