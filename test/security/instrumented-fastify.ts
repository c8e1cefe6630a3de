import type * as FastifyModule from 'fastify';
import { pino } from 'pino';
import { vi } from 'vitest';

/**
 * Stands in for the `fastify` module in the security tests, so the app under test is built by
 * the real buildApp (through createTestApp) while the test sees two things buildApp keeps to
 * itself: every route Fastify registers (an onRoute hook, added before any route exists) and
 * every warning or error the app logs (a pino logger instead of `logger: false`).
 *
 * Use it with, at the top of a test file:
 *   vi.mock('fastify', () => import('./instrumented-fastify.js'));
 */

export interface RegisteredRoute {
  method: string;
  /** Fastify's form: `/api/videos/:id`, `/api/files/*`. */
  url: string;
  hidden: boolean;
}

export interface LoggedProblem {
  level: number;
  /** The request id (our X-Request-Id) when the record belongs to a request. */
  reqId: string | undefined;
  msg: string;
  err: string | undefined;
}

/** pino's numeric levels: 40 warn, 50 error, 60 fatal. */
export const LOG_ERROR = 50;

export const registeredRoutes: RegisteredRoute[] = [];
export const loggedProblems: LoggedProblem[] = [];

const actual = await vi.importActual<typeof FastifyModule>('fastify');

function captureLogger() {
  return pino(
    { level: 'warn' },
    {
      write(line: string) {
        const record = JSON.parse(line) as {
          level: number;
          reqId?: string;
          msg?: string;
          err?: { message?: string; stack?: string };
        };
        loggedProblems.push({
          level: record.level,
          reqId: record.reqId,
          msg: record.msg ?? '',
          err: record.err?.stack ?? record.err?.message,
        });
      },
    },
  );
}

function instrumentedFastify(options: Record<string, unknown> = {}) {
  const { logger: _silenced, ...rest } = options;
  const app = actual.default({
    ...rest,
    loggerInstance: options.loggerInstance ?? captureLogger(),
  } as Parameters<typeof actual.default>[0]);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    for (const method of methods) {
      registeredRoutes.push({
        method: method.toUpperCase(),
        url: route.url,
        hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide),
      });
    }
  });
  return app;
}

export default instrumentedFastify;
export const fastify = instrumentedFastify;
