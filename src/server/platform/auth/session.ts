import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.js';

export interface SessionUser {
  id: string;
  email: string;
  roles: readonly string[];
}

/**
 * Finds the signed-in user of a request, or null. The auth module provides the real resolver
 * (better-auth database sessions in httpOnly cookies, see modules/auth/session.ts).
 */
export type SessionResolver = (request: FastifyRequest) => Promise<SessionUser | null>;

export const noSessions: SessionResolver = async () => null;

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved once per request on first use. */
    sessionUser(): Promise<SessionUser | null>;
  }
}

/**
 * The signed-in user, or a 401 with the spec's wording ("You must be signed in"; pages whose
 * spec words it differently pass theirs, e.g. "You must be logged in to generate images").
 */
export async function requireUser(
  request: FastifyRequest,
  message = 'You must be signed in',
): Promise<SessionUser> {
  const user = await request.sessionUser();
  if (!user) throw unauthorized(message);
  return user;
}

/** The signed-in admin; 401 when signed out, 403 for everyone else. Checked on the server. */
export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.roles.includes('admin')) throw forbidden('Admins only');
  return user;
}
