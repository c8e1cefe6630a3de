import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Serves the built web app: hashed assets cached for a year, every other non-API GET gets
 * index.html (client-side routes) with the product name filled in, never cached.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { webDir: string; productName: string },
): Promise<void> {
  const indexFile = path.join(options.webDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing): run "npm run build".`);
  }
  const indexHtml = readFileSync(indexFile, 'utf8').replaceAll(
    '__PRODUCT_NAME__',
    escapeHtml(options.productName),
  );

  await app.register(fastifyStatic, {
    root: options.webDir,
    index: false,
    wildcard: false,
    // Our setHeaders decides caching; the plugin's default would overwrite it with max-age=0.
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'Cache-Control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (!isPage) return reply.code(404).send({ error: 'Not found' });
    // Unknown paths still get the app: its router renders the not-found page.
    return reply
      .code(200)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(indexHtml);
  });
}
