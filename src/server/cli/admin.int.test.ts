import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { user, userRoles } from '../db/schema/index.js';
import type { CreditsService } from '../platform/credits/index.js';
import { createTestApp, type TestApp } from '../../../test/helpers/app.js';
import { signUpAndGetCookie, type TestAccount } from '../../../test/helpers/auth.js';
import { runCli } from '../../../test/helpers/admin-cli.js';
import { onPostgres } from '../../../test/helpers/database.js';
import {
  AdminCommandError,
  parseAdminArgs,
  runAdminCommand,
  UsageError,
  type AdminCommand,
} from './admin-commands.js';

let t: TestApp;
let account: TestAccount;
let credits: CreditsService;
beforeAll(async () => {
  t = await createTestApp();
  account = await signUpAndGetCookie(t.app, { email: 'cli-user@example.test' });
  credits = t.credits;
});
afterAll(() => t.close());

const run = (args: string[]) =>
  runAdminCommand(parseAdminArgs(args), { database: t.database, credits });
const me = async () =>
  (await t.app.inject({ url: '/api/me', headers: { cookie: account.cookie } })).json();

describe('admin command arguments', () => {
  it.each([
    [[], 'Missing command'],
    [['promote', 'a@b.co'], 'Unknown command: promote'],
    [['grant'], 'Missing email'],
    [['grant', 'not-an-email'], 'Invalid email address'],
    [['grant', 'a@b.co', 'extra'], 'Too many arguments for grant'],
    [['credits', 'a@b.co'], 'Missing amount'],
    [['credits', 'a@b.co', 'ten', 'gift'], 'Amount must be a whole number, like 50 or -20'],
    [['credits', 'a@b.co', '0', 'gift for you'], 'Amount must not be zero'],
    [['credits', 'a@b.co', '5'], 'Missing reason'],
    [['credits', 'a@b.co', '5', 'ok'], 'Please give a reason (at least 3 characters)'],
  ])('%j is refused: %s', (args, message) => {
    expect(() => parseAdminArgs(args)).toThrow(new UsageError(message));
  });

  it('reads a multi-word reason and a signed amount', () => {
    expect(parseAdminArgs(['credits', 'A@B.co', '-20', 'Charged', 'twice'])).toEqual<AdminCommand>({
      name: 'credits',
      email: 'a@b.co',
      amount: -20,
      reason: 'Charged twice',
    });
  });
});

describe('admin commands', () => {
  it('grants and revokes the admin role, saying when nothing changed', async () => {
    expect(await run(['grant', 'CLI-User@example.test'])).toBe(
      'cli-user@example.test is now an admin.',
    );
    expect(await run(['grant', account.email])).toMatch(/already an admin/);
    expect((await me()).roles).toEqual(['admin']);
    expect(await run(['revoke', account.email])).toBe(
      'cli-user@example.test is no longer an admin.',
    );
    expect(await run(['revoke', account.email])).toMatch(/was not an admin/);
    expect((await me()).roles).toEqual([]);
  });

  it('adjusts credits through the ledger, flooring a deduction at zero', async () => {
    expect(await run(['credits', account.email, '15', 'Goodwill'])).toBe(
      'Added 15 credits to cli-user@example.test. New balance: 25.',
    );
    expect(await run(['credits', account.email, '-100', 'Chargeback'])).toBe(
      'Removed 25 credits from cli-user@example.test (asked -100; a balance cannot go below 0). New balance: 0.',
    );
    expect(await credits.ledgerSum(account.id)).toBe(0);
  });

  it('names an unknown email', async () => {
    await expect(run(['grant', 'ghost@example.test'])).rejects.toThrow(
      new AdminCommandError('No account with the email ghost@example.test'),
    );
  });
});

// Each CLI run is a new Node process that compiles the CLI and opens the database (a minute on
// a loaded 2-core machine when that is PGlite); one test makes three runs.
describe('the admin CLI process', { timeout: 180_000 }, () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let database: Database | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'reelcast-cli-'));
    env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    if (onPostgres()) env.DATABASE_URL = t.testDatabase.url;
    else delete env.DATABASE_URL;
  });
  afterAll(async () => {
    if (database !== t.database) await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('grants the admin role in the configured database and exits 0', async () => {
    if (!onPostgres()) {
      // Seed the embedded database under DATA_DIR, then let go of it for the CLI.
      const seeding = await openDatabase({ dataDir });
      await seeding.db.insert(user).values({ id: 'u-cli', name: 'Cli', email: 'cli@example.test' });
      await seeding.close();
    } else {
      await t.database.db
        .insert(user)
        .values({ id: 'u-cli', name: 'Cli', email: 'cli@example.test' });
    }
    const result = await runCli(['grant', 'cli@example.test'], env);
    expect(result).toMatchObject({ code: 0, stdout: 'cli@example.test is now an admin.\n' });

    const unknown = await runCli(['revoke', 'ghost@example.test'], env);
    expect(unknown).toMatchObject({
      code: 1,
      stderr: 'No account with the email ghost@example.test\n',
    });
    const usage = await runCli(['credits', 'cli@example.test'], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^Missing amount\n\nUsage: npm run admin/);

    database = onPostgres() ? t.database : await openDatabase({ dataDir });
    const roles = await database.db.select().from(userRoles);
    expect(roles.map((row) => row.userId)).toContain('u-cli');
  });

  // PostgreSQL takes any number of processes; the embedded database takes one, so each kind
  // has its own answer to "another process holds the database".
  if (onPostgres()) {
    it('works while another process holds the PostgreSQL database open', async () => {
      // `database` (t.database, opened above) stays connected in this process.
      expect(database).toBeDefined();
      const result = await runCli(['revoke', 'cli@example.test'], env);
      expect(result).toMatchObject({
        code: 0,
        stdout: 'cli@example.test is no longer an admin.\n',
      });
    });
  } else {
    it('says so when another process holds the embedded database and no server answers', async () => {
      // `database` (opened above) holds the database in this process, which opens no socket.
      expect(database).toBeDefined();
      const result = await runCli(['grant', 'cli@example.test'], env);
      expect(result.code).toBe(1);
      const socket = path.join(dataDir, 'run', 'admin.sock');
      const lock = path.join(dataDir, 'db.lock');
      expect(result.stderr).toBe(
        `The embedded database is in use by another process (pid ${process.pid}), which does ` +
          `not answer admin commands on ${socket} (no socket there).\n` +
          'If it is the server starting up, try again once it serves. Otherwise stop the ' +
          `server first, or use DATABASE_URL. (If no process is using it, delete ${lock}.)\n`,
      );
    });
  }

  it('names DATABASE_URL when the database it names cannot be reached', async () => {
    // A port nothing listens on (1 is never served here).
    const result = await runCli(['grant', 'cli@example.test'], {
      ...env,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Could not reach the database at DATABASE_URL: .*ECONNREFUSED/);
  });
});
