import type { FastifyInstance } from 'fastify';

/** API paths whose answers hold no user data: the OpenAPI document and its UI. */
const PUBLIC_API_PREFIXES = ['/api/docs'];

const isPublicApiPath = (pathname: string) =>
  PUBLIC_API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * Every /api answer carries some user's data (balances, jobs, errors naming their things), so
 * no browser or proxy may keep a copy: `Cache-Control: no-store`, the one rule for the API.
 * A route that knows better sets its own header and keeps it (signed /api/files links and voice
 * samples are private and cached briefly); the API's public documents are left alone. Pages
 * and static files are not under /api and keep their own caching.
 */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    if (!pathname.startsWith('/api/') || isPublicApiPath(pathname)) return payload;
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
