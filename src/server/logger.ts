import { pino, type Logger } from 'pino';
import type { Config } from './config.js';

/** One JSON logger per process; request logs carry the request id (see app.ts). */
export function createLogger(config: Pick<Config, 'logLevel' | 'role'>): Logger {
  return pino({
    level: config.logLevel,
    base: { role: config.role, pid: process.pid },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  });
}
