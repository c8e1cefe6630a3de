import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  firstIssueMessage,
  meResponseSchema,
  sessionStatusSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@shared/auth';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { user as userTable } from '../../db/schema/index.js';
import { requireUser } from '../../platform/auth/session.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { AUTH_BASE_PATH, type Auth } from './auth.js';
import { mapAuthError } from './auth-errors.js';
import { copyResponseHead, toFetchRequest } from './fetch-bridge.js';
import { authRateLimit, type AuthRateLimits } from './rate-limits.js';

export interface AuthRoutesOptions {
  auth: Auth;
  rateLimits: AuthRateLimits;
}

/** Bodies we check with the spec's rules before better-auth sees them. */
const VALIDATED_ACTIONS: {
  path: string;
  summary: string;
  schema: z.ZodType<Record<string, unknown>>;
  /** Missing fields become '' so the first message is the spec's, not "expected string". */
  fields: readonly string[];
  rateLimited: boolean;
}[] = [
  {
    path: '/sign-up/email',
    summary: 'Create an account (signs in)',
    schema: signUpSchema,
    fields: ['name', 'email', 'password'],
    rateLimited: true,
  },
  {
    path: '/sign-in/email',
    summary: 'Sign in with email and password',
    schema: signInSchema,
    fields: ['email', 'password'],
    rateLimited: true,
  },
  {
    path: '/request-password-reset',
    summary: 'Mail a password reset link (same answer for unknown emails)',
    schema: requestPasswordResetSchema,
    fields: ['email'],
    rateLimited: true,
  },
  {
    path: '/reset-password',
    summary: 'Set a new password with the token from the reset link',
    schema: resetPasswordSchema,
    fields: ['token', 'newPassword'],
    rateLimited: false,
  },
];

function isJsonRequest(request: FastifyRequest): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(request.headers['content-type'] ?? '');
}

function parseJsonBody(body: unknown): unknown {
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : '';
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Malformed JSON in request body');
  }
}

/**
 * The spec's rules, run on the body; returns the JSON better-auth gets instead of the raw
 * body: only the fields it checked, normalised (trimmed, email lower-cased), so nothing
 * unchecked (an `image` URL, a `callbackURL`) slips through.
 */
function validateBody(request: FastifyRequest, action: (typeof VALIDATED_ACTIONS)[number]): string {
  if (!isJsonRequest(request)) throw new AppError(415, 'Unsupported content type');
  const body = parseJsonBody(request.body);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object');
  }
  const withDefaults = Object.fromEntries(action.fields.map((field) => [field, '']));
  const result = action.schema.safeParse({ ...withDefaults, ...body });
  if (!result.success) throw badRequest(firstIssueMessage(result.error));
  const data = { ...result.data };
  if (typeof data.email === 'string') data.email = data.email.toLowerCase();
  return JSON.stringify(data);
}

/**
 * better-auth puts the session token in some JSON answers (sign-in, sign-up, get-session,
 * list-sessions) for bearer-token clients. The browser only needs the httpOnly cookie; a
 * token page scripts can read would undo what httpOnly is for, so it is taken out.
 */
function withoutSessionTokens(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutSessionTokens);
  if (typeof body !== 'object' || body === null) return body;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  if ('session' in rest) rest.session = withoutSessionTokens(rest.session);
  return rest;
}

/** Sends better-auth's answer on; its errors leave as `{ error }` like every other route. */
async function relayResponse(request: FastifyRequest, reply: FastifyReply, response: Response) {
  copyResponseHead(response, reply);
  if (response.status < 400) {
    if (!response.headers.get('content-type')?.includes('json')) {
      return reply.send(Buffer.from(await response.arrayBuffer()));
    }
    const text = await response.text();
    return reply.send(text ? JSON.stringify(withoutSessionTokens(JSON.parse(text))) : text);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const mapped = mapAuthError(response.status, body);
  if (response.status >= 500) request.log.error({ status: response.status, body: text }, 'auth');
  return reply
    .code(mapped.status)
    .header('content-type', 'application/json; charset=utf-8')
    .send({ error: mapped.error });
}

/**
 * /api/auth/*: better-auth behind our own checks. Sign-up, sign-in and the reset request are
 * rate-limited per address and per email; their bodies (and the reset) are validated with the
 * shared spec rules first, so a bad one is a 400 with the spec's message and writes nothing.
 * Every other better-auth endpoint (sign-out, get-session, Google OAuth) is passed through.
 */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { auth } = options;
  // better-auth reads the body itself (JSON, or a form POST from an OAuth provider): keep the
  // raw bytes in this plugin instead of Fastify's parsed JSON. Body size limits still apply.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const forward = async (
    request: FastifyRequest,
    reply: FastifyReply,
    body: Buffer | string | undefined,
  ) => relayResponse(request, reply, await auth.handler(toFetchRequest(request, body)));

  for (const action of VALIDATED_ACTIONS) {
    app.post(
      `${AUTH_BASE_PATH}${action.path}`,
      {
        schema: { tags: ['auth'], summary: action.summary },
        ...(action.rateLimited ? { preHandler: authRateLimit(app, options.rateLimits) } : {}),
      },
      (request, reply) => forward(request, reply, validateBody(request, action)),
    );
  }

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { tags: ['auth'], summary: 'Other better-auth endpoints (sign-out, session, OAuth)' },
    handler: (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
      // better-auth answers malformed JSON with a 500; it is the client's mistake.
      if (raw && isJsonRequest(request)) parseJsonBody(raw);
      return forward(request, reply, raw);
    },
  });
}

/** GET /api/me: the signed-in user (401 with the spec's wording when nobody is). */
export async function meRoutes(app: FastifyInstance, options: { database: Database }) {
  const { database } = options;
  // For the public pages: whether someone is signed in, always a 200 (a signed-out visitor is
  // the normal case there, and a 401 would be logged by the browser on every page view).
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/session/status',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether the caller is signed in (never 401)',
        response: { 200: sessionStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { signedIn: (await request.sessionUser()) !== null };
    },
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: meResponseSchema },
      },
    },
    async (request) => {
      const sessionUser = await requireUser(request);
      const [row] = await database.db
        .select({ name: userTable.name })
        .from(userTable)
        .where(eq(userTable.id, sessionUser.id));
      return {
        id: sessionUser.id,
        email: sessionUser.email,
        name: row?.name ?? '',
        roles: sessionUser.roles.filter((role) => role === 'admin'),
      };
    },
  );
}
