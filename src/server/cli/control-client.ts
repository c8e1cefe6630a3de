import { createConnection } from 'node:net';
import {
  controlResponseSchema,
  MAX_MESSAGE_CHARS,
  parseLine,
  socketPathTooLong,
  type ControlResponse,
} from './control-protocol.js';

/** No server answers on the socket: the CLI says so and what to do. */
export class ControlUnreachableError extends Error {
  override name = 'ControlUnreachableError';
}

/** How long the CLI waits for the server's answer (a command waits behind database work). */
export const ANSWER_TIMEOUT_MS = 60_000;

/** Why a connection to the socket failed, in the operator's words. */
function unreachableReason(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ENOENT':
      return 'no socket there';
    case 'ECONNREFUSED':
      return 'nothing listens there';
    case 'EACCES':
    case 'EPERM':
      return "permission denied: run the command as the server's user";
    default:
      return error.message;
  }
}

/**
 * Hands the command line to the server listening on `socketPath` and resolves with its answer.
 * Rejects with ControlUnreachableError when nothing answers there, and with a plain Error when
 * the server was reached but its answer never came whole (the command may then have run).
 */
export function askRunningServer(
  socketPath: string,
  args: readonly string[],
  timeoutMs = ANSWER_TIMEOUT_MS,
): Promise<ControlResponse> {
  if (socketPathTooLong(socketPath)) {
    return Promise.reject(
      new ControlUnreachableError('DATA_DIR is too long a path for the control socket'),
    );
  }
  return new Promise((resolve, reject) => {
    let connected = false;
    let received = '';
    const socket = createConnection(socketPath);
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => {
      socket.destroy(new Error(`The server did not answer within ${timeoutMs / 1000} s`));
    });
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ args })}\n`);
    });
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > MAX_MESSAGE_CHARS) socket.destroy(new Error('The answer is too long'));
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      reject(connected ? error : new ControlUnreachableError(unreachableReason(error)));
    });
    socket.on('end', () => {
      const response = parseLine(controlResponseSchema, received);
      if (response) resolve(response);
      else reject(new Error('The server gave no answer this command understands'));
    });
  });
}
