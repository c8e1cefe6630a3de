import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

export const CROSS_SITE_REFUSED = 'Cross-site request refused';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` skips the origin check: for callers that are not browsers and sign their
     * requests another way (payment webhooks). Everything else keeps it.
     */
    csrf?: boolean;
  }
}

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin a browser request says it comes from: Origin, else the Referer's origin. */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin) return origin;
  const referer = request.headers.referer;
  if (typeof referer !== 'string' || !referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

function normalizeOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return 'null';
  }
}

/**
 * Cross-site request forgery guard, in front of every route. A state-changing request
 * (POST/PUT/PATCH/DELETE) is refused with 403 when it names a foreign origin, and when it
 * carries a session cookie but names no origin at all (browsers always send Origin on such
 * requests, so a missing one means we cannot tell where it came from). Allowed origins: the
 * public URL's, and the request's own (`Host`, or X-Forwarded-Host behind a proxy), which
 * covers the Vite dev proxy and a deployment reached under more than one name. A browser
 * cannot forge those headers on a cross-site request. SameSite=Lax cookies are the second wall.
 */
export function registerOriginCheck(
  app: FastifyInstance,
  options: { publicUrl: string; hasSessionCookie: (request: FastifyRequest) => boolean },
): void {
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.csrf === false) return;
    const claimed = claimedOrigin(request);
    if (claimed === undefined) {
      if (options.hasSessionCookie(request)) throw new AppError(403, CROSS_SITE_REFUSED);
      return;
    }
    const origin = normalizeOrigin(claimed);
    const ownOrigin = normalizeOrigin(`${request.protocol}://${request.host}`);
    if (origin !== publicOrigin && origin !== ownOrigin) {
      throw new AppError(403, CROSS_SITE_REFUSED);
    }
  });
}
