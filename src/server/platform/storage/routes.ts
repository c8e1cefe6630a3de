import type { FastifyInstance } from 'fastify';
// Loads @fastify/compress's route-option types (`compress: false` below).
import type {} from '@fastify/compress';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { isValidKey } from './keys.js';
import { SIGNED_URL_TTL_SECONDS, type ByteRange, type StoragePort } from './port.js';
import { attachmentDisposition, verifyLocalSignature } from './signing.js';

export interface StorageRoutesOptions {
  storage: StoragePort;
  /** The app secret local links were signed with. */
  secret: string;
}

const LINK_INVALID = 'This link has expired or is invalid';
const FILE_NOT_FOUND = 'File not found';

const fileQuerySchema = z.object({
  exp: z.coerce.number(),
  sig: z.string(),
  dn: z.string().optional(),
});
const fileParamsSchema = z.object({ '*': z.string() });

export type RangeDecision =
  { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/i;

/**
 * Reads a Range header for an object of `size` bytes (RFC 9110 §14). One range is served as
 * 206; several ranges get the whole body (allowed: a server may ignore Range), as does a
 * header we cannot parse or an inverted range like `bytes=5-3`.
 */
export function decideRange(header: string | undefined, size: number): RangeDecision {
  if (!header) return { kind: 'full' };
  const match = SINGLE_RANGE.exec(header.replace(/\s+/g, ''));
  if (!match) return { kind: 'full' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    // `bytes=-N`: the last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'partial', range: { start, end } };
}

/**
 * GET|HEAD /api/files/<key>?exp=&sig=[&dn=]: serves local-disk objects to whoever holds a
 * signed link (no session: <video> and <img> tags fetch these). With S3 storage, links point
 * at S3 directly and this route answers 404.
 */
export async function storageRoutes(
  app: FastifyInstance,
  options: StorageRoutesOptions,
): Promise<void> {
  const { storage, secret } = options;

  app.withTypeProvider<ZodTypeProvider>().route({
    method: ['GET', 'HEAD'],
    url: '/api/files/*',
    schema: {
      querystring: fileQuerySchema,
      params: fileParamsSchema,
      tags: ['platform'],
      summary: 'Download a stored file through a signed link',
    },
    // Media is already compressed, and compressing would break Content-Length and ranges.
    // A route option of @fastify/compress (not `config`): `config.compress` is ignored.
    compress: false,
    handler: async (request, reply) => {
      if (storage.kind !== 'local') throw new AppError(404, FILE_NOT_FOUND);
      const key = request.params['*'];
      const { exp, sig, dn } = request.query;
      const valid = verifyLocalSignature({
        key,
        expiresAt: exp,
        downloadName: dn,
        signature: sig,
        secret,
      });
      if (!valid) throw new AppError(403, LINK_INVALID);
      if (!isValidKey(key)) throw new AppError(404, FILE_NOT_FOUND);

      const info = await storage.head(key);
      if (!info) throw new AppError(404, FILE_NOT_FOUND);

      const decision = decideRange(request.headers.range, info.size);
      reply.header('Accept-Ranges', 'bytes');
      reply.header('Cache-Control', `private, max-age=${SIGNED_URL_TTL_SECONDS}`);
      if (decision.kind === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${info.size}`);
        throw new AppError(416, 'Requested range not satisfiable');
      }

      reply.header('Content-Type', info.contentType);
      // Stored files are never rendered as anything but their stored type.
      reply.header('X-Content-Type-Options', 'nosniff');
      if (dn !== undefined) reply.header('Content-Disposition', attachmentDisposition(dn));

      const range = decision.kind === 'partial' ? decision.range : undefined;
      if (request.method === 'HEAD') {
        if (range) markPartial(reply, range, info.size);
        else reply.header('Content-Length', info.size);
        return reply.send();
      }

      const object = await storage.get(key, range);
      if (!object) throw new AppError(404, FILE_NOT_FOUND);
      if (object.range) markPartial(reply, object.range, object.size);
      else reply.header('Content-Length', object.size);
      return reply.send(object.body);
    },
  });
}

function markPartial(
  reply: { code(status: number): unknown; header(name: string, value: unknown): unknown },
  range: ByteRange,
  size: number,
): void {
  reply.code(206);
  reply.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  reply.header('Content-Length', range.end - range.start + 1);
}
