import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.js';

/**
 * One JSON logger per process; request logs carry the request id (see app.ts). `destination`
 * defaults to stdout; tests pass a stream to read what the app logged.
 */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'role'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    base: { role: config.role, pid: process.pid },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  return destination ? pino(options, destination) : pino(options);
}
