import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { RunningServer } from './harness';

/**
 * The e2e server runs on a fresh Postgres database when TEST_DATABASE_URL names a server (CI
 * sets it), else on its own embedded database.
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

const ADMIN_CLI = path.resolve('src/server/cli/admin.ts');
const CLI_TIMEOUT_MS = 60_000;

/**
 * Runs the admin CLI (`node --import tsx src/server/cli/admin.ts …args`) against the database of
 * a running server, e.g. `['credits', email, '25', 'e2e top-up']`. Resolves with its output;
 * rejects with the output when it exits non-zero. On Postgres the CLI opens the database
 * itself; on the embedded database (locked by the server) it asks the running server through
 * its control socket under DATA_DIR (decision 032).
 */
export async function runAdminCli(server: RunningServer, args: string[]): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', ADMIN_CLI, ...args], {
    env: {
      ...process.env,
      DATABASE_URL: server.databaseUrl ?? '',
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
