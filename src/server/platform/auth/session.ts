import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors.js';

export interface SessionUser {
  id: string;
  email: string;
  roles: readonly string[];
}

/**
 * Finds the signed-in user of a request, or null. The accounts module provides the real
 * resolver (database sessions in httpOnly cookies); until it is registered nobody is signed in.
 */
export type SessionResolver = (request: FastifyRequest) => Promise<SessionUser | null>;

export const noSessions: SessionResolver = async () => null;

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved once per request on first use. */
    sessionUser(): Promise<SessionUser | null>;
  }
}

/** The signed-in user, or a 401 with the spec's wording. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.sessionUser();
  if (!user) throw unauthorized('You must be signed in');
  return user;
}
