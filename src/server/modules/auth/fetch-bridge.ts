import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from './auth.js';

/** Hop-by-hop and length headers: the Fetch layer recomputes them for the body it carries. */
const DROPPED_REQUEST_HEADERS = new Set(['connection', 'content-length', 'transfer-encoding']);

/** The request's own origin as the browser sees it (behind a proxy: X-Forwarded-Proto/Host). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The request's headers for better-auth. The client address Fastify resolved (trustProxy)
 * travels in our own header, replacing anything the client sent under that name.
 */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || DROPPED_REQUEST_HEADERS.has(name) || name === CLIENT_IP_HEADER) {
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/**
 * A Fetch `Request` for better-auth's handler, carrying `body`: the raw bytes, or (a string)
 * the validated JSON that replaces them; `query`, when given, replaces the query string sent.
 */
export function toFetchRequest(
  request: FastifyRequest,
  body: Buffer | string | undefined,
  query?: URLSearchParams,
): Request {
  const headers = toFetchHeaders(request);
  if (typeof body === 'string') headers.set('content-type', 'application/json');
  const hasBody = body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
  const url = new URL(request.url, requestOrigin(request));
  if (query) url.search = query.toString();
  return new Request(url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: typeof body === 'string' ? body : new Uint8Array(body) } : {}),
  });
}

/** Copies status and headers (every Set-Cookie separately) of a Fetch response onto `reply`. */
export function copyResponseHead(response: Response, reply: FastifyReply): void {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    // Set-Cookie is joined by Headers iteration; getSetCookie() keeps each cookie apart.
    if (name === 'set-cookie' || name === 'content-length') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}
