import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { EXIT_CODES } from '../exit-codes.js';
import {
  createTestDatabase,
  onPostgres,
  type TestDatabase,
} from '../../../test/helpers/database.js';
import { insertUser } from '../../../test/helpers/users.js';
import { runCli } from '../../../test/helpers/admin-cli.js';
import { adminSocketPath } from './control-protocol.js';

/**
 * `npm run admin` while the server runs (decision 032): a real server process (src/server/main.ts
 * through tsx, as in development) holds the database, and the real CLI runs beside it. On
 * PGlite the server holds the embedded database and the CLI reaches it over the control socket;
 * on Postgres both open the database. Either way the effect is checked through the server's
 * own HTTP API. ADMIN_EMAILS names an account that existed before the server started.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const STARTUP_TIMEOUT_MS = 50_000;

interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
}

/**
 * Starts the server and resolves once it says it serves, which it logs after the control
 * socket is open: read from its log lines, no polling. Fastify's own line gives the port
 * (PORT=0 picks a free one).
 */
async function startServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const guard = setTimeout(() => child.kill('SIGKILL'), STARTUP_TIMEOUT_MS);
  try {
    let url: string | undefined;
    for await (const line of createInterface({ input: child.stdout })) {
      output = (output + line + '\n').slice(-20_000);
      const msg = (JSON.parse(line) as { msg?: string }).msg ?? '';
      url ??= /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(msg)?.[1];
      if (msg.includes(' is serving on ') && url) {
        // Keep draining its output so it never blocks on a full pipe.
        child.stdout.resume();
        return { url, child, output: () => output };
      }
    }
    throw new Error(`the server exited before it served (${child.exitCode ?? child.signalCode})`);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  } finally {
    clearTimeout(guard);
  }
}

let dataDir: string;
let testDatabase: TestDatabase | undefined;
let env: NodeJS.ProcessEnv;
let server: ServerProcess;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'reelcast-beside-'));
  env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'info',
    WORKER_CONCURRENCY: '1',
    ADMIN_EMAILS: ' Early@Example.test , nobody-yet@example.test',
  };
  // The account ADMIN_EMAILS names exists before the server starts.
  if (onPostgres()) {
    testDatabase = await createTestDatabase();
    env.DATABASE_URL = testDatabase.url;
    await insertUser(testDatabase.database.db, { email: 'early@example.test' });
  } else {
    delete env.DATABASE_URL;
    const seeding = await openDatabase({ dataDir });
    await insertUser(seeding.db, { email: 'early@example.test' });
    await seeding.close();
  }
  server = await startServer(env);
});
afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
  await testDatabase?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

const cli = (...args: string[]) => runCli(args, { ...env, LOG_LEVEL: 'silent' });

/** Signs up through the server's HTTP API; returns the session cookie. */
async function signUp(email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ name: 'Beside', email, password: 'Correct-Horse-9' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token='));
  return cookie!.split(';', 1)[0]!;
}
const get = async (cookie: string, url: string) =>
  (await fetch(`${server.url}${url}`, { headers: { cookie } })).json();

describe('npm run admin beside a running server', () => {
  it('the server is up, and on PGlite only its own user can reach its control socket', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    // With Postgres the CLI opens the database itself: the server opens no socket.
    expect(existsSync(adminSocketPath(dataDir))).toBe(!onPostgres());
  });

  it('ADMIN_EMAILS made the existing account an admin at boot', async () => {
    expect(await cli('grant', 'EARLY@example.test')).toEqual({
      code: 0,
      stdout: 'early@example.test was already an admin; nothing changed.\n',
      stderr: '',
    });
  });

  it('grants, adjusts credits and revokes while the server holds the database', async () => {
    const cookie = await signUp('beside@example.test');
    expect((await get(cookie, '/api/me')).roles).toEqual([]);

    expect(await cli('grant', 'beside@example.test')).toMatchObject({
      code: 0,
      stdout: 'beside@example.test is now an admin.\n',
    });
    expect((await get(cookie, '/api/me')).roles).toEqual(['admin']);

    expect(await cli('credits', 'beside@example.test', '15', 'Goodwill', 'gesture')).toMatchObject({
      code: 0,
      stdout: 'Added 15 credits to beside@example.test. New balance: 25.\n',
    });
    expect(await get(cookie, '/api/credits/balance')).toEqual({ balance: 25 });

    expect(await cli('revoke', 'beside@example.test')).toMatchObject({
      code: 0,
      stdout: 'beside@example.test is no longer an admin.\n',
    });
    expect((await get(cookie, '/api/me')).roles).toEqual([]);
  });

  it('says what went wrong the way the CLI always has', async () => {
    expect(await cli('grant', 'ghost@example.test')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'No account with the email ghost@example.test\n',
    });
    const usage = await cli('credits', 'beside@example.test', 'lots', 'why not');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^Amount must be a whole number, like 50 or -20\n\nUsage:/);
    // A listed account can be revoked, with a warning that the next start grants it again.
    const revoke = await cli('revoke', 'early@example.test');
    expect(revoke).toMatchObject({ code: 0 });
    expect(revoke.stdout).toMatch(/It is listed in ADMIN_EMAILS, so the next start makes it/);
  });
});

describe('stopping the server', () => {
  it('exits cleanly on SIGTERM and takes its control socket with it', async () => {
    const exited = new Promise((resolve) =>
      server.child.once('exit', (code, signal) => resolve(signal ?? code)),
    );
    server.child.kill('SIGTERM');
    expect(await exited).toBe(EXIT_CODES.stopped);
    expect(existsSync(adminSocketPath(dataDir))).toBe(false);
  });
});

describe('a bad ADMIN_EMAILS', () => {
  it('stops the start with the configuration exit code, naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: { ...env, ADMIN_EMAILS: 'ops@example.test, ops at example dot test' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(EXIT_CODES.badConfiguration);
    expect(stderr).toContain(
      'ADMIN_EMAILS: "ops at example dot test" is not an email address (expected comma-separated emails)',
    );
  });
});
