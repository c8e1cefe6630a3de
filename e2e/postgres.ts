import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { RunningServer } from './harness';

/**
 * The e2e server runs on a fresh Postgres database when TEST_DATABASE_URL names a server (CI
 * sets it). Only then can other processes, like the admin CLI, share its data: the embedded
 * database is locked by the server process.
 */

interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the TEST_DATABASE_URL server; the app migrates it when it starts. */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `reelcast_e2e_${randomBytes(6).toString('hex')}`;
  const runOnServer = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await runOnServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runOnServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Whether tests that need the server on Postgres (to run the admin CLI beside it) must be
 * skipped: only off CI without TEST_DATABASE_URL. On CI they run and fail if it is missing.
 */
export function shouldSkipPostgresOnlyTests(what: string): boolean {
  if (process.env.TEST_DATABASE_URL || process.env.CI) return false;
  const line = '='.repeat(78);
  console.warn(
    `\n${line}\n  E2E TEST SKIPPED: ${what}\n  It needs the server on Postgres: set TEST_DATABASE_URL=postgres://…\n${line}\n`,
  );
  return true;
}

const ADMIN_CLI = path.resolve('src/server/cli/admin.ts');
const CLI_TIMEOUT_MS = 60_000;

/**
 * Runs the admin CLI (`node --import tsx src/server/cli/admin.ts …args`) against the database of
 * a running server, e.g. `['credits', email, '25', 'e2e top-up']`. Resolves with its output;
 * rejects with the output when it exits non-zero. Needs the server on Postgres.
 */
export async function runAdminCli(server: RunningServer, args: string[]): Promise<string> {
  if (!server.databaseUrl) {
    throw new Error(
      'The admin CLI needs the server on Postgres (set TEST_DATABASE_URL); the embedded ' +
        'database is locked by the server process.',
    );
  }
  const child = spawn(process.execPath, ['--import', 'tsx', ADMIN_CLI, ...args], {
    env: {
      ...process.env,
      DATABASE_URL: server.databaseUrl,
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), CLI_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  }).finally(() => clearTimeout(timer));
  if (code !== 0) throw new Error(`admin ${args.join(' ')} exited ${code}:\n${output}`);
  return output;
}
