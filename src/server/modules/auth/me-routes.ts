import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isAPIError } from 'better-auth/api';
import { PASSWORD_ALREADY_SET_MESSAGE } from '@shared/auth';
import { errorResponseSchema } from '@shared/errors';
import type { Database } from '../../db/client.js';
import { requireUser } from '../../platform/auth/index.js';
import { AppError, conflict } from '../../platform/errors.js';
import { rejectInvalidRequest, route } from '../../platform/http/index.js';
import { AttemptCounters } from '../../platform/limits/index.js';
import type { Auth } from './auth.js';
import { mapAuthError } from './auth-errors.js';
import { toFetchHeaders } from './fetch-bridge.js';
import { AUTH_LIMIT_POLICIES, createAuthLimiter } from './rate-limits.js';
import { findAccountName, hasPassword } from './repo.js';
import { sessionEndpoints } from '@shared/endpoints/session';

export const PASSWORD_BEING_SET_MESSAGE =
  'Your password is being set in another window. Please wait a moment and reload the page.';

/** Long enough for any hash to finish; a gate left by a dead process opens after it. */
const SET_PASSWORD_GATE_MS = 60_000;

/** GET /api/session/status, GET /api/me (401 with the spec's wording when nobody is signed in). */
export async function meRoutes(
  app: FastifyInstance,
  options: { auth: Auth; database: Database; googleSignIn: boolean },
) {
  const { auth, database } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const counters = new AttemptCounters(database);
  const limiter = createAuthLimiter({ counters, logger: app.log });

  // For the public pages: whether someone is signed in, always a 200 (a signed-out visitor is
  // the normal case there, and a 401 would be logged by the browser on every page view).
  route(
    routes,
    sessionEndpoints.status,
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether the caller is signed in (never 401)',
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { signedIn: (await request.sessionUser()) !== null };
    },
  );

  // /auth asks which ways to offer: "Continue with Google" only when its keys are set.
  route(
    routes,
    sessionEndpoints.signInOptions,
    {
      schema: {
        tags: ['auth'],
        summary: 'The sign-in methods /auth offers (Google only when configured)',
      },
    },
    async () => ({ google: options.googleSignIn }),
  );

  route(
    routes,
    sessionEndpoints.me,
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
      },
    },
    async (request) => {
      const sessionUser = await requireUser(request);
      const [name, withPassword] = await Promise.all([
        findAccountName(database, sessionUser.id),
        hasPassword(database, sessionUser.id),
      ]);
      return {
        id: sessionUser.id,
        email: sessionUser.email,
        name: name ?? '',
        roles: sessionUser.roles.filter((role) => role === 'admin'),
        hasPassword: withPassword,
      };
    },
  );

  /**
   * A first password for someone who has none (signed in by link or Google), through
   * better-auth's server-side setPassword, under the sign-up rules. Changing an existing
   * password is not offered here (decision 019): "Forgot password?" does that.
   */
  route(
    routes,
    sessionEndpoints.setPassword,
    {
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: 'Set a password, for an account that has none (signed in by link or Google)',
        response: {
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const attempt = await limiter.admit(request, reply, AUTH_LIMIT_POLICIES.setPassword);
      let succeeded = false;
      try {
        rejectInvalidRequest(request);
        await setFirstPassword(user.id, request.body.newPassword, toFetchHeaders(request));
        succeeded = true;
        return { status: true as const };
      } finally {
        await attempt.end({ succeeded });
      }
    },
  );

  /**
   * One at a time per user (a database gate, shared by every process): better-auth looks for
   * a credential account and then adds one, so two calls at once would both add one.
   */
  async function setFirstPassword(userId: string, newPassword: string, headers: Headers) {
    const gate = `set-password-gate|${userId}`;
    const held = await counters.take(gate, 1, SET_PASSWORD_GATE_MS);
    if (!held.taken) throw conflict(PASSWORD_BEING_SET_MESSAGE);
    try {
      if (await hasPassword(database, userId)) throw conflict(PASSWORD_ALREADY_SET_MESSAGE);
      await auth.api.setPassword({ body: { newPassword }, headers });
    } catch (error) {
      if (!isAPIError(error)) throw error;
      const mapped = mapAuthError(error.statusCode, error.body);
      throw new AppError(mapped.status, mapped.error);
    } finally {
      await counters.giveBack(gate);
    }
  }
}
