import path from 'node:path';
import { z } from 'zod';

/**
 * How `npm run admin` talks to a running server that holds the embedded database (decision
 * 032): a Unix domain socket in a folder only the server's user may enter, one request per
 * connection, each way one line of JSON. The request carries the command line's arguments as
 * typed, so the server validates them with the very parser the CLI uses.
 */

/** The socket's folder and file under DATA_DIR. */
export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'run', 'admin.sock');

/**
 * Linux keeps a socket's path in 108 bytes with its terminating NUL, and Node silently cuts a
 * longer one (the socket would appear somewhere else), so a longer path is not used at all.
 */
export const MAX_SOCKET_PATH_BYTES = 107;

export const socketPathTooLong = (socketPath: string) =>
  Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES;

/** A request or an answer longer than this is refused: admin commands are a few words. */
export const MAX_MESSAGE_CHARS = 16 * 1024;

export const controlRequestSchema = z.object({
  args: z.array(z.string()).max(64),
});
export type ControlRequest = z.infer<typeof controlRequestSchema>;

export const controlResponseSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), output: z.string() }),
  // `usage`: the arguments were wrong, so the CLI prints its usage text after the message.
  z.object({ ok: z.literal(false), error: z.string(), usage: z.boolean() }),
]);
export type ControlResponse = z.infer<typeof controlResponseSchema>;

/** The first line of `text` parsed as JSON and checked by `schema`; undefined if it is not. */
export function parseLine<T>(schema: z.ZodType<T>, text: string): T | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text.split('\n', 1)[0] ?? '');
  } catch {
    return undefined;
  }
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}
