import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  isAppPath,
  marketingPageFor,
  normalizePath,
  NOT_FOUND_PAGE,
  SITE_REDIRECTS,
  type MarketingPageMeta,
  type SiteSettings,
} from '@shared/site';
import { PublicPages } from './public-pages.js';
import { escapeHtml } from '../html.js';
import { robotsTxt, sitemapXml } from './seo.js';

export interface WebAppOptions {
  webDir: string;
  /** The public pages' server renderer; defaults to dist/ssr beside the web build. */
  ssrModule?: string;
  settings: SiteSettings;
  publicUrl: string;
}

/**
 * Serves the built web app. Files: hashed assets cached for a year, others for an hour. Pages:
 * the public (marketing) pages rendered on the server; the signed-in app's paths get index.html
 * (client-side routes) with the product name filled in; the spec's redirects answer 301; any
 * other path gets the not-found page with status 404 (and is logged).
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const indexFile = path.join(options.webDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing): run "npm run build".`);
  }
  const indexHtml = readFileSync(indexFile, 'utf8').replaceAll(
    '__PRODUCT_NAME__',
    escapeHtml(options.settings.productName),
  );
  const publicPages = await PublicPages.load(options);

  await app.register(fastifyStatic, {
    root: options.webDir,
    index: false,
    wildcard: false,
    // Our setHeaders decides caching; the plugin's default would overwrite it with max-age=0.
    cacheControl: false,
    // The build manifest and the page template are for the server, not for visitors.
    allowedPath: (pathname) => !pathname.startsWith('/.vite/') && pathname !== '/marketing.html',
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'Cache-Control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml(options.publicUrl)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(options.publicUrl)),
  );

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(html);

  const sendPublicPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    page: MarketingPageMeta,
    pathname: string,
  ) => {
    try {
      return sendHtml(reply, status, await publicPages.html(page, pathname));
    } catch (error) {
      request.log.error(
        { err: error, page: page.page },
        'server rendering failed: sending the shell',
      );
      return sendHtml(reply, status, publicPages.shell(page, pathname));
    }
  };

  app.setNotFoundHandler(async (request: FastifyRequest, reply) => {
    const [rawPath = '/', query] = request.url.split('?');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !rawPath.startsWith('/api/') &&
      !path.extname(rawPath);
    if (!isPage) return reply.code(404).send({ error: 'Not found' });

    const pathname = normalizePath(rawPath);
    const redirect = SITE_REDIRECTS[pathname];
    if (redirect) return reply.redirect(query ? `${redirect}?${query}` : redirect, 301);

    const page = marketingPageFor(pathname);
    if (page) return sendPublicPage(request, reply, 200, page, pathname);
    if (isAppPath(pathname)) return sendHtml(reply, 200, indexHtml);

    // Warn, not info: a 404 for a page usually means a broken link somewhere worth fixing.
    request.log.warn({ path: rawPath }, 'page not found');
    return sendPublicPage(request, reply, 404, NOT_FOUND_PAGE, pathname);
  });
}
