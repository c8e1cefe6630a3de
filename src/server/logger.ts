import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.js';

/** Header names whose values sign someone in: never written to a log line, at any level. */
const SECRET_HEADER_NAMES = new Set([
  'cookie',
  'set-cookie',
  'authorization',
  'proxy-authorization',
]);
const REDACTED = '[Redacted]';
/** Deeper than any headers object a plugin logs; also what stops a cycle. */
const SCRUB_MAX_DEPTH = 8;

/**
 * One JSON logger per process; request logs carry the request id (see app.ts). `destination`
 * defaults to stdout; tests pass a stream to read what the app logged.
 *
 * Secret headers are taken out of every line, wherever they sit in what was logged: the fixed
 * `redact` paths cover our own request and response serializers, and `formatters.log` covers
 * what a plugin logs in its own shape (@fastify/multipart logs `{ busboyOptions: { headers } }`
 * at trace, session cookie included: issue 26, decision 051).
 */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'role'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    base: { role: config.role, pid: process.pid },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    formatters: { log: (object: Record<string, unknown>) => withoutSecretHeaders(object) },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * `value` with the value of every cookie, set-cookie and authorization key (any case, any depth
 * in plain objects and arrays) replaced. Copies only what it changes and never touches the
 * caller's objects; class instances (errors, raw requests) are left to their serializers.
 */
export function withoutSecretHeaders<T>(value: T, depth = 0): T {
  if (depth > SCRUB_MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    const items: unknown[] = value;
    const scrubbed = items.map((item) => withoutSecretHeaders(item, depth + 1));
    return (scrubbed.some((item, index) => item !== items[index]) ? scrubbed : value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const scrubbed = SECRET_HEADER_NAMES.has(key.toLowerCase())
      ? REDACTED
      : withoutSecretHeaders(item, depth + 1);
    if (scrubbed !== item) {
      copy ??= { ...value };
      copy[key] = scrubbed;
    }
  }
  return (copy ?? value) as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
