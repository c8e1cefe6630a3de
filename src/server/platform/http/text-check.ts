import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INVALID_TEXT_MESSAGE, isFreeText, isSingleLine } from '@shared/text';
import { badRequest } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` skips the body's text check: for bodies a vendor signed (payment webhooks), which
     * are vouched for by their signature, not by what a person typed, and must never be lost
     * to a stray character in a field we do not read. The URL is checked still.
     */
    textCheck?: boolean;
  }
}

/**
 * The edge's text rule (src/shared/text.ts, decision 020), in front of every route: the path's
 * parameters and the query are single lines; a body's keys are single lines and its text
 * values free text. A request that breaks it is answered 400 with one message before any
 * route runs, so no NUL reaches a query, a stream or a vendor. Bodies that routes keep as raw
 * bytes (better-auth's, which reads its own JSON) are decoded and checked the same way.
 * Multipart forms stream past this hook: the upload form readers apply the same rule to
 * their fields and file names (platform/uploads/form.ts).
 */
export function registerTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // No route matched (a page of the web app, or a 404): nothing reads this request's input.
    if (request.is404) return;
    const url = [{ ...(request.params as object) }, { ...(request.query as object) }];
    if (!isTextTree(url, isSingleLine)) {
      throw badRequest(INVALID_TEXT_MESSAGE);
    }
    if (request.routeOptions.config?.textCheck === false) return;
    if (!isTextTree(readableBody(request), isFreeText)) throw badRequest(INVALID_TEXT_MESSAGE);
  });
}

/** The body as values to check: raw bytes are decoded as JSON, a URL-encoded form or text. */
function readableBody(request: FastifyRequest): unknown {
  const { body } = request;
  if (!Buffer.isBuffer(body)) return body;
  const text = body.toString('utf8');
  const contentType = request.headers['content-type'] ?? '';
  if (/\bjson\b/i.test(contentType)) {
    try {
      return JSON.parse(text);
    } catch {
      return text; // malformed: the route refuses it; its raw text must still be text
    }
  }
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
    return [...new URLSearchParams(text)].map(([name, value]) => ({ [name]: value }));
  }
  return text;
}

/**
 * Every string in a parsed value: object keys must be single lines, other strings must pass
 * `isText`. Iterative, so a deeply nested body cannot overflow the stack.
 */
function isTextTree(root: unknown, isText: (text: string) => boolean): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (!isText(value)) return false;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (!isSingleLine(key)) return false;
        pending.push(item);
      }
    }
  }
  return true;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
