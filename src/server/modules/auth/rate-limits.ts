import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// Loads @fastify/rate-limit's `createRateLimit` decorator type.
import type {} from '@fastify/rate-limit';
import { AppError } from '../../platform/errors.js';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

export interface AuthRateLimits {
  /** Attempts per minute from one client address (IPv6: per /64). */
  perIpPerMinute: number;
  /** Attempts per minute naming one email address, from anywhere. */
  perEmailPerMinute: number;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  perIpPerMinute: 10,
  perEmailPerMinute: 5,
};

const ONE_MINUTE_MS = 60_000;

/** The email a JSON body names, normalised as accounts store it; '' when there is none. */
export function emailInBody(body: unknown): string {
  if (!Buffer.isBuffer(body) && typeof body !== 'string') return '';
  try {
    const parsed: unknown = JSON.parse(body.toString());
    const email = (parsed as { email?: unknown } | null)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase() : '';
  } catch {
    return '';
  }
}

/**
 * A preHandler limiting one auth action (sign-in, sign-up, reset request) per client address
 * AND per email named in the body: spreading guesses over many addresses still hits the
 * per-email limit, and one address cannot sweep many emails. Both counters advance on every
 * attempt, so a blocked caller cannot keep probing. Each action has its own counters.
 */
export function authRateLimit(app: FastifyInstance, limits: AuthRateLimits) {
  const perIp = app.createRateLimit({ max: limits.perIpPerMinute, timeWindow: ONE_MINUTE_MS });
  const perEmail = app.createRateLimit({
    max: limits.perEmailPerMinute,
    timeWindow: ONE_MINUTE_MS,
    keyGenerator: (request) => emailInBody(request.body),
    // No email in the body (malformed request): only the per-address limit applies.
    allowList: (_request, key) => key === '',
  });

  return async function limitAuthAttempts(request: FastifyRequest, reply: FastifyReply) {
    const results = [await perIp(request), await perEmail(request)];
    const exceeded = results.filter((result) => !result.isAllowed && result.isExceeded);
    if (exceeded.length === 0) return;
    const retryAfterSeconds = Math.max(
      ...exceeded.map((result) => (result.isAllowed ? 0 : result.ttlInSeconds)),
    );
    reply.header('retry-after', String(retryAfterSeconds));
    throw new AppError(429, TOO_MANY_ATTEMPTS_MESSAGE);
  };
}
