import type { FastifyInstance } from 'fastify';
// Loads @fastify/compress's route-option types (`compress: false` below).
import type {} from '@fastify/compress';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { isValidKey } from './keys.js';
import { SIGNED_URL_TTL_SECONDS, type StoragePort } from './port.js';
import { serveStoredObject } from './serve-ranged.js';
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

      return serveStoredObject(storage, request, reply, {
        key,
        notFound: () => new AppError(404, FILE_NOT_FOUND),
        headers: { 'cache-control': `private, max-age=${SIGNED_URL_TTL_SECONDS}` },
        ...(dn !== undefined && {
          objectHeaders: { 'content-disposition': attachmentDisposition(dn) },
        }),
      });
    },
  });
}
