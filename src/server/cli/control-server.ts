import { chmodSync, lstatSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';
import {
  AdminCommandError,
  parseAdminArgs,
  runAdminCommand,
  UsageError,
  type AdminCommandDeps,
} from './admin-commands.js';
import {
  adminSocketPath,
  controlRequestSchema,
  MAX_MESSAGE_CHARS,
  parseLine,
  socketPathTooLong,
  type ControlResponse,
} from './control-protocol.js';

/**
 * The running server's side of `npm run admin` on the embedded database (decision 032): PGlite
 * belongs to one process, so while the server runs, the CLI hands it the command line and the
 * server runs the same parser and the same `runAdminCommand` on its own database and ledger.
 *
 * Who may connect is decided by the file system, not by a secret: the socket lives in
 * DATA_DIR/run, a folder only the server's user may enter (0700), and is itself 0600. Nothing
 * listens on the network. A client that sends garbage, too much, nothing, or goes away midway
 * is answered or dropped; no error on a socket reaches the process.
 */

export interface AdminControl {
  socketPath: string;
  /** Stops accepting, lets commands already running finish, removes the socket. */
  close(): Promise<void>;
}

type ControlLogger = Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>;

/** A connection that sent no complete request in this time is dropped. */
const IDLE_TIMEOUT_MS = 10_000;
/** Admin commands come from a person at a shell: a handful at once is plenty. */
const MAX_CONNECTIONS = 8;

/** DATA_DIR/run, made or tightened to 0700; refuses a symlink or someone else's folder. */
function preparePrivateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stat = lstatSync(dir);
  if (!stat.isDirectory()) throw new Error(`${dir} is not a folder`);
  if (process.getuid && stat.uid !== process.getuid()) {
    throw new Error(`${dir} belongs to another user (uid ${stat.uid})`);
  }
  chmodSync(dir, 0o700);
}

function listen(server: Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Opens the control socket for a process holding the embedded database. Returns undefined
 * (with a warning) when it cannot: the server runs on without it, and the CLI says that it
 * could reach neither the database nor the server.
 */
export async function startAdminControl(options: {
  dataDir: string;
  deps: AdminCommandDeps;
  logger: ControlLogger;
}): Promise<AdminControl | undefined> {
  const { deps, logger } = options;
  const socketPath = adminSocketPath(options.dataDir);
  const unavailable = (reason: string) => {
    logger.warn(
      { socketPath, reason },
      'admin control socket not opened: `npm run admin` needs this server stopped',
    );
    return undefined;
  };
  if (socketPathTooLong(socketPath)) return unavailable('DATA_DIR is too long a path for a socket');

  const sockets = new Set<Socket>();
  const commands = new Map<Socket, Promise<void>>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serve(socket, deps, logger, (command) => {
      commands.set(socket, command);
      void command.finally(() => commands.delete(socket));
    });
  });
  server.maxConnections = MAX_CONNECTIONS;
  try {
    preparePrivateFolder(path.dirname(socketPath));
    // This process holds the database lock, so a socket already there is a dead server's.
    rmSync(socketPath, { force: true });
    await listen(server, socketPath);
    chmodSync(socketPath, 0o600);
  } catch (error) {
    server.close();
    return unavailable(error instanceof Error ? error.message : String(error));
  }
  // After listening, an accept failure (out of file descriptors) is logged, never thrown.
  server.on('error', (error) => logger.error({ err: error }, 'admin control socket error'));
  logger.info({ socketPath }, 'admin commands accepted on the control socket');

  return {
    socketPath,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // A connection with no command running is dropped at once; a running command finishes
      // and answers (the database is closed after this), and then whatever connection is left
      // goes too, so a client that never hangs up cannot hold the shutdown.
      for (const socket of sockets) if (!commands.has(socket)) socket.destroy();
      await Promise.allSettled(commands.values());
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

/**
 * Reads one request line, runs it and answers. `onCommand` receives the running command, so
 * shutting down can wait for it before the database closes.
 */
function serve(
  socket: Socket,
  deps: AdminCommandDeps,
  logger: ControlLogger,
  onCommand: (command: Promise<void>) => void,
): void {
  let received = '';
  let started = false;
  socket.setEncoding('utf8');
  socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
  // A client that goes away (EPIPE, ECONNRESET) is nothing to crash over.
  socket.on('error', (error) => logger.debug({ err: error }, 'admin control client error'));

  const answer = (response: ControlResponse) => {
    try {
      if (!socket.destroyed) socket.end(`${JSON.stringify(response)}\n`);
    } catch (error) {
      logger.debug({ err: error }, 'admin control answer not sent');
    }
  };
  socket.on('data', (chunk: string) => {
    if (started) return;
    received += chunk;
    const end = received.indexOf('\n');
    if (end === -1 ? received.length > MAX_MESSAGE_CHARS : end > MAX_MESSAGE_CHARS) {
      started = true;
      answer({ ok: false, error: 'The request is too long', usage: false });
      return;
    }
    if (end === -1) return;
    started = true;
    // The command may queue behind other work on the database: no idle timeout while it runs
    // (the CLI has its own), and the idle timeout again once answered, for a client that
    // never hangs up.
    socket.setTimeout(0);
    onCommand(
      run(received.slice(0, end), deps, logger)
        .catch((error: unknown): ControlResponse => {
          logger.error({ err: error }, 'admin control command failed');
          return { ok: false, error: 'The server could not answer; see its log', usage: false };
        })
        .then((response) => {
          if (!socket.destroyed) socket.setTimeout(IDLE_TIMEOUT_MS);
          answer(response);
        })
        // Never rejects: shutting down waits on it, and nothing here may become unhandled.
        .catch((error: unknown) => logger.debug({ err: error }, 'admin control answer failed')),
    );
  });
}

async function run(
  line: string,
  deps: AdminCommandDeps,
  logger: ControlLogger,
): Promise<ControlResponse> {
  const request = parseLine(controlRequestSchema, line);
  if (!request) return { ok: false, error: 'The request is not an admin command', usage: false };
  let command;
  try {
    command = parseAdminArgs(request.args);
  } catch (error) {
    if (error instanceof UsageError) return { ok: false, error: error.message, usage: true };
    throw error;
  }
  try {
    const output = await runAdminCommand(command, deps);
    logger.info({ command: command.name }, 'admin command run through the control socket');
    return { ok: true, output };
  } catch (error) {
    if (error instanceof AdminCommandError)
      return { ok: false, error: error.message, usage: false };
    logger.error({ err: error, command: command.name }, 'admin command failed');
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `The admin command failed in the server: ${reason}`, usage: false };
  }
}
