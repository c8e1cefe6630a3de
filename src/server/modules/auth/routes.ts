import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstIssueMessage } from '@shared/auth';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError, badRequest } from '../../platform/errors.js';
import type { MailPort } from '../../platform/mail/index.js';
import { AttemptCounters } from '../../platform/limits/index.js';
import { AUTH_BASE_PATH, googleSignInEnabled, type Auth } from './auth.js';
import { mapAuthError } from './auth-errors.js';
import { productAuthEndpoints, type EndpointBody } from './endpoints.js';
import { redactQuery } from '../../platform/http/index.js';
import { copyResponseHead, toFetchRequest } from './fetch-bridge.js';
import { createGuessingAlerts } from './guessing-alert.js';
import { createAuthLimiter } from './rate-limits.js';

export interface AuthRoutesOptions {
  auth: Auth;
  config: Pick<Config, 'productName' | 'publicUrl' | 'google'>;
  database: Database;
  /** Mails the owner of an account being guessed at. */
  mail: MailPort;
}

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
function validateBody(
  request: FastifyRequest,
  body: Extract<EndpointBody, { kind: 'validated' }>,
): string {
  if (!isJsonRequest(request)) throw new AppError(415, 'Unsupported content type');
  const parsed = parseJsonBody(request.body);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('Request body must be a JSON object');
  }
  const withDefaults = Object.fromEntries(body.fields.map((field) => [field, '']));
  const result = body.schema.safeParse({ ...withDefaults, ...parsed });
  if (!result.success) throw badRequest(firstIssueMessage(result.error));
  const data = { ...result.data };
  if (typeof data.email === 'string') data.email = data.email.toLowerCase();
  return JSON.stringify(data);
}

/** The body better-auth gets for this endpoint (see EndpointBody). */
function bodyFor(request: FastifyRequest, body: EndpointBody): Buffer | string | undefined {
  if (body.kind === 'validated') return validateBody(request, body);
  if (body.kind === 'none') return undefined;
  const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
  // better-auth answers malformed JSON with a 500; it is the client's mistake.
  if (raw && isJsonRequest(request)) parseJsonBody(raw);
  return raw;
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
 * /api/auth/*: the better-auth endpoints the product uses (endpoints.ts), each behind our
 * rate limits (counted in the database, shared by every process) and, where it takes a
 * name, an email or a password, the shared spec rules: a bad body is a 400 with the spec's
 * message and writes nothing. Anything else under /api/auth has no route: 404.
 */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { auth, config, database, mail } = options;
  // better-auth reads the body itself (JSON, or a form POST from an OAuth provider): keep the
  // raw bytes in this plugin instead of Fastify's parsed JSON. Body size limits still apply.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const counters = new AttemptCounters(database);
  const alerts = createGuessingAlerts({
    database,
    counters,
    mail,
    productName: config.productName,
    publicUrl: config.publicUrl,
    logger: app.log,
  });
  // Alerts are written after the answer went out: let them finish before the database closes.
  app.addHook('onClose', () => alerts.settled());
  const limiter = createAuthLimiter({
    counters,
    logger: app.log,
    onAccountLimitReached: (email) => alerts.notify(email),
  });

  for (const endpoint of productAuthEndpoints({ google: googleSignInEnabled(config) })) {
    const { secretQuery } = endpoint;
    app.route({
      method: [...endpoint.methods],
      url: `${AUTH_BASE_PATH}${endpoint.path}`,
      schema: { tags: ['auth'], summary: endpoint.summary },
      // A link's token in a log line would let whoever reads the log sign in with it.
      ...(secretQuery && {
        logSerializers: {
          req: (request: FastifyRequest) => ({
            method: request.method,
            url: redactQuery(request.url, secretQuery),
            host: request.host,
            remoteAddress: request.ip,
          }),
        },
      }),
      handler: async (request, reply) => {
        const attempt = await limiter.admit(request, reply, endpoint.limits);
        let succeeded = false;
        try {
          const fetchRequest = toFetchRequest(
            request,
            bodyFor(request, endpoint.body),
            endpoint.query?.(request.query),
          );
          const response = await auth.handler(fetchRequest);
          succeeded = response.ok;
          return await relayResponse(request, reply, response);
        } finally {
          await attempt.end({ succeeded });
        }
      },
    });
  }
}
