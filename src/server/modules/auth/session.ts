import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import type { SessionResolver } from '../../platform/auth/index.js';
import { type Auth, SESSION_COOKIE_NAME } from './auth.js';
import { toFetchHeaders } from './fetch-bridge.js';
import { rolesOf } from './repo.js';

export interface AuthSessions {
  /** The signed-in user of a request (better-auth session cookie), with roles, or null. */
  resolve: SessionResolver;
  /**
   * onSend hook: passes on the cookie better-auth re-issued while resolving the session (its
   * expiry renewed once a day, or cleared when the session is gone), so an active user's
   * browser keeps the cookie as long as the server keeps the session.
   */
  forwardSessionCookies(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** True when the request carries a better-auth session cookie (plain or `__Secure-`). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  const header = request.headers.cookie;
  if (!header) return false;
  return header.split(';').some((pair) => {
    const name = pair.split('=', 1)[0]?.trim();
    return name === SESSION_COOKIE_NAME || name === `__Secure-${SESSION_COOKIE_NAME}`;
  });
}

export function createAuthSessions(options: { auth: Auth; database: Database }): AuthSessions {
  const { auth, database } = options;
  const renewedCookies = new WeakMap<FastifyRequest, string[]>();

  return {
    async resolve(request) {
      // No cookie, no session: skip the database round trip for anonymous traffic.
      if (!hasSessionCookie(request)) return null;
      const { headers, response } = await auth.api.getSession({
        headers: toFetchHeaders(request),
        returnHeaders: true,
      });
      const cookies = headers.getSetCookie();
      if (cookies.length > 0) renewedCookies.set(request, cookies);
      if (!response) return null;
      const { user } = response;
      return { id: user.id, email: user.email, roles: await rolesOf(database, user.id) };
    },

    async forwardSessionCookies(request, reply) {
      const cookies = renewedCookies.get(request);
      if (!cookies) return;
      const existing = reply.getHeader('set-cookie');
      const already = existing === undefined ? [] : [existing].flat().map(String);
      reply.header('set-cookie', [...already, ...cookies]);
    },
  };
}
