import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.js';
import { signUpAndGetCookie, type TestAccount } from '../../../test/helpers/auth.js';
import { deferred } from '../../../test/helpers/jobs.js';
import type { AdminCommandDeps } from './admin-commands.js';
import { askRunningServer, ControlUnreachableError } from './control-client.js';
import { adminSocketPath, MAX_MESSAGE_CHARS } from './control-protocol.js';
import { startAdminControl } from './control-server.js';

/**
 * The server's side of `npm run admin` on the embedded database (decision 032), in-process:
 * who may reach the socket, that it validates exactly like the CLI, and that no client can
 * hurt the server or hold its shutdown.
 */

let t: TestApp;
let account: TestAccount;
const logs: { level: number; msg: string }[] = [];
const logger = pino(
  { level: 'debug' },
  { write: (line: string) => void logs.push(JSON.parse(line)) },
);
const cleanups: (() => unknown)[] = [];
beforeAll(async () => {
  t = await createTestApp();
  account = await signUpAndGetCookie(t.app, { email: 'socket-user@example.test' });
});
afterAll(() => t.close());
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'reelcast-control-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};
async function start(deps: Partial<AdminCommandDeps> = {}, dataDir = tempDir()) {
  const control = await startAdminControl({
    dataDir,
    deps: { database: t.database, credits: t.credits, ...deps },
    logger,
  });
  if (control) cleanups.push(() => control.close());
  return control;
}
const me = async () =>
  (await t.app.inject({ url: '/api/me', headers: { cookie: account.cookie } })).json();

/** Sends raw bytes as a client and resolves with everything the server wrote back. */
function rawExchange(socketPath: string, bytes: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = createConnection(socketPath, () => socket.write(bytes));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
}
/** Connects, optionally writes, then vanishes; resolves once the connection is gone. */
function hangUp(socketPath: string, bytes?: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = createConnection(socketPath, () => {
      if (bytes) socket.write(bytes);
      socket.destroy();
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve());
  });
}

describe('the admin control socket', () => {
  it('listens only for its user (0600 socket in a 0700 folder) and runs the CLI commands', async () => {
    const control = (await start({ adminEmails: ['socket-user@example.test'] }))!;
    expect(control.socketPath).toMatch(/\/run\/admin\.sock$/);
    expect(statSync(control.socketPath).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(control.socketPath)).mode & 0o777).toBe(0o700);

    const ask = (...args: string[]) => askRunningServer(control.socketPath, args);
    expect(await ask('grant', 'Socket-User@example.test')).toEqual({
      ok: true,
      output: 'socket-user@example.test is now an admin.',
    });
    expect((await me()).roles).toEqual(['admin']);
    expect(await ask('credits', account.email, '15', 'Goodwill', 'gesture')).toEqual({
      ok: true,
      output: 'Added 15 credits to socket-user@example.test. New balance: 25.',
    });
    expect(await t.credits.ledgerSum(account.id)).toBe(25);
    const revoked = await ask('revoke', account.email);
    expect(revoked).toEqual({
      ok: true,
      output:
        'socket-user@example.test is no longer an admin. It is listed in ADMIN_EMAILS, so the ' +
        'next start makes it an admin again: remove it there too.',
    });
    expect((await me()).roles).toEqual([]);
  });

  it("validates the arguments with the CLI's own parser", async () => {
    const control = (await start())!;
    const ask = (...args: string[]) => askRunningServer(control.socketPath, args);
    expect(await ask()).toEqual({ ok: false, error: 'Missing command', usage: true });
    expect(await ask('grant', 'not-an-email')).toEqual({
      ok: false,
      error: 'Invalid email address',
      usage: true,
    });
    expect(await ask('credits', account.email, '0', 'nothing at all')).toEqual({
      ok: false,
      error: 'Amount must not be zero',
      usage: true,
    });
    expect(await ask('grant', 'ghost@example.test')).toEqual({
      ok: false,
      error: 'No account with the email ghost@example.test',
      usage: false,
    });
  });

  it('answers or drops bad clients and keeps serving', async () => {
    const control = (await start())!;
    const { socketPath } = control;
    const notACommand = `${JSON.stringify({ ok: false, error: 'The request is not an admin command', usage: false })}\n`;
    expect(await rawExchange(socketPath, 'hello\n')).toBe(notACommand);
    expect(await rawExchange(socketPath, '{"args":"grant"}\n')).toBe(notACommand);
    expect(await rawExchange(socketPath, Buffer.from([0xff, 0xfe, 0x0a]))).toBe(notACommand);
    expect(await rawExchange(socketPath, 'x'.repeat(MAX_MESSAGE_CHARS + 10))).toBe(
      `${JSON.stringify({ ok: false, error: 'The request is too long', usage: false })}\n`,
    );
    await hangUp(socketPath);
    await hangUp(socketPath, '{"args":["gra');
    // Gone before the answer: the command still runs, the answer goes nowhere.
    await hangUp(
      socketPath,
      `${JSON.stringify({ args: ['credits', account.email, '1', 'Gone client'] })}\n`,
    );

    expect(await askRunningServer(socketPath, ['grant', account.email])).toMatchObject({
      ok: true,
    });
    expect(logs.filter((line) => line.level >= 50)).toEqual([]);
  });

  it("takes over a dead server's socket file", async () => {
    const dataDir = tempDir();
    const socketPath = adminSocketPath(dataDir);
    mkdirSync(path.dirname(socketPath));
    await leaveStaleSocket(socketPath);
    const control = (await start({}, dataDir))!;
    expect(control.socketPath).toBe(socketPath);
    expect(statSync(socketPath).isSocket()).toBe(true);
  });

  it('opens nothing where it cannot be private or exact, and says why', async () => {
    const dataDir = tempDir();
    symlinkSync(tempDir(), path.join(dataDir, 'run'));
    expect(await start({}, dataDir)).toBeUndefined();
    const longDir = path.join(tempDir(), 'd'.repeat(100));
    mkdirSync(longDir);
    expect(await start({}, longDir)).toBeUndefined();
    const warnings = logs.filter((line) => line.level === 40).map((line) => line.msg);
    expect(warnings).toEqual([
      'admin control socket not opened: `npm run admin` needs this server stopped',
      'admin control socket not opened: `npm run admin` needs this server stopped',
    ]);
    await expect(askRunningServer(adminSocketPath(longDir), ['grant', 'a@b.co'])).rejects.toThrow(
      new ControlUnreachableError('DATA_DIR is too long a path for the control socket'),
    );
  });

  it('on close, finishes a running command, drops idle clients and removes the socket', async () => {
    const entered = deferred();
    const release = deferred();
    const control = (await start({
      credits: {
        adjust: async (input) => {
          entered.resolve();
          await release.promise;
          return t.credits.adjust(input);
        },
      },
    }))!;
    const answer = askRunningServer(control.socketPath, [
      'credits',
      account.email,
      '2',
      'Slow one',
    ]);
    await entered.promise;
    const idleClient = hangUpWhenClosed(control.socketPath);
    await idleClient.connected;

    let closed = false;
    const closing = control.close().then(() => (closed = true));
    await idleClient.closed; // dropped at once
    expect(closed).toBe(false); // still waiting for the command
    release.resolve();
    expect(await answer).toMatchObject({ ok: true, output: expect.stringMatching(/^Added 2/) });
    await closing;

    await expect(askRunningServer(control.socketPath, ['grant', account.email])).rejects.toThrow(
      new ControlUnreachableError('no socket there'),
    );
  });
});

/** What a SIGKILLed server leaves: a socket file nobody listens on. */
async function leaveStaleSocket(socketPath: string): Promise<void> {
  const listener =
    'require("net").createServer().listen(process.argv[1], () => console.log("ready"))';
  const child = spawn(process.execPath, ['-e', listener, socketPath], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  await once(child.stdout, 'data');
  child.kill('SIGKILL');
  await exited;
  expect(statSync(socketPath).isSocket()).toBe(true);
}

/** A client that connects and sends nothing; `closed` resolves when the server drops it. */
function hangUpWhenClosed(socketPath: string) {
  const connected = deferred();
  const closed = deferred();
  const socket = createConnection(socketPath, () => connected.resolve());
  socket.on('error', () => {});
  socket.on('close', () => closed.resolve());
  return { connected: connected.promise, closed: closed.promise };
}

describe('the CLI side', () => {
  it('gives up on a server that never answers, saying so', async () => {
    const socketPath = path.join(tempDir(), 'mute.sock');
    // Reads (so it notices the client leave) but never answers.
    const mute = createServer((socket) => socket.resume());
    await new Promise<void>((resolve) => mute.listen(socketPath, resolve));
    cleanups.push(() => new Promise((resolve) => mute.close(resolve)));
    await expect(askRunningServer(socketPath, ['grant', 'a@b.co'], 200)).rejects.toThrow(
      'The server did not answer within 0.2 s',
    );
  });

  it('names a missing socket and one nobody listens on', async () => {
    await expect(
      askRunningServer(path.join(tempDir(), 'none.sock'), ['grant', 'a@b.co']),
    ).rejects.toThrow(new ControlUnreachableError('no socket there'));
    const socketPath = path.join(tempDir(), 'dead.sock');
    await leaveStaleSocket(socketPath);
    await expect(askRunningServer(socketPath, ['grant', 'a@b.co'])).rejects.toThrow(
      new ControlUnreachableError('nothing listens there'),
    );
  });
});
