import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  const webDir = mkdtempSync(path.join(tmpdir(), 'reelcast-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><meta name="product-name" content="__PRODUCT_NAME__"><title>__PRODUCT_NAME__</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webDir, 'assets', 'main-3f2a9c.js'), 'console.log("app")');
  writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    path.join(webDir, 'marketing.html'),
    '<!doctype html><html><head><!--site-head--><script type="module" src="/assets/marketing-1.js"></script></head><body><div id="root"><!--site-body--></div><!--site-settings--></body></html>',
  );
  mkdirSync(path.join(webDir, '.vite'));
  writeFileSync(
    path.join(webDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'features/marketing/pages/pricing-page.tsx': {
        file: 'assets/pricing-page-1.js',
        imports: ['_button.js', 'marketing.html'],
      },
      '_button.js': { file: 'assets/button-1.js' },
      'marketing.html': { file: 'assets/marketing-1.js' },
    }),
  );
  // A stand-in for the built renderer (dist/ssr): the real one is exercised by the browser tests.
  const ssrModule = path.join(webDir, 'fake-renderer.mjs');
  writeFileSync(
    ssrModule,
    [
      'export async function renderMarketingPage(page, settings) {',
      '  if (page === "legal") throw new Error("the renderer broke");',
      '  return `<h1>${page} by ${settings.productName.replaceAll("<", "&lt;")}</h1>`;',
      '}',
      'export const pageSourceFile = (page) => `features/marketing/pages/${page}-page.tsx`;',
    ].join('\n'),
  );
  t = await createTestApp({
    webDir,
    ssrModule,
    env: {
      PRODUCT_NAME: 'Clips & <Co>',
      PUBLIC_URL: 'https://clips.example',
      BOOKING_URL: 'https://cal.example/book',
    },
  });
});
afterAll(() => t.close());

describe('web app serving', () => {
  it('serves index.html for client routes with the product name filled in and escaped', async () => {
    for (const url of ['/dashboard', '/videos?mode=veo', '/checkout/offline/abc', '/credits/']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Clips &#38; &#60;Co&#62;</title>');
      expect(response.body).not.toContain('__PRODUCT_NAME__');
    }
  });

  it('renders public pages on the server with their head tags, settings and preloads', async () => {
    const response = await t.app.inject({ url: '/pricing' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const html = response.body;
    expect(html).toContain('<div id="root"><h1>pricing by Clips & &lt;Co></h1></div>');
    expect(html).toContain(
      '<title>Pricing: video packages for designers | Clips &#38; &#60;Co&#62;</title>',
    );
    expect(html).toMatch(/<meta name="description" content="Aphrodite Starter[^"]+" \/>/);
    expect(html).toContain('<link rel="canonical" href="https://clips.example/pricing" />');
    expect(html).toContain('<meta property="og:url" content="https://clips.example/pricing" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://clips.example/media/og-image.jpg" />',
    );
    // The page's chunk and its imports are preloaded; the entry the template loads is not twice.
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/pricing-page-1.js" />',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/button-1.js" />');
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/marketing-1.js"');
    const settings = /<script type="application\/json" id="site-settings">(.*?)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(settings?.[1] ?? 'null')).toEqual({
      productName: 'Clips & <Co>',
      bookingUrl: 'https://cal.example/book',
    });
    expect(settings?.[1]).not.toContain('<');

    const landing = await t.app.inject({ url: '/how-it-works/' });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('<h1>podcast-landing by');
    expect(landing.body).toContain('href="https://clips.example/how-it-works"');
  });

  it('sends the page shell (rendered by the browser) when rendering on the server fails', async () => {
    const response = await t.app.inject({ url: '/legal' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Terms of service | Clips &#38; &#60;Co&#62;</title>');
    expect(response.body).toContain('id="site-settings"');
  });

  it('answers unknown paths with the not-found page and status 404, hidden from crawlers', async () => {
    for (const url of ['/no/such/page', '/pricingx', '/scripts/1']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<h1>not-found by');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).not.toContain('rel="canonical"');
    }
  });

  it('redirects the spec’s old paths permanently, keeping the query', async () => {
    const cases: Array<[string, string]> = [
      ['/early-access', '/'],
      ['/sales?ref=ad', '/?ref=ad'],
      ['/coming-soon', '/'],
      ['/studio', '/dashboard'],
    ];
    for (const [from, to] of cases) {
      const response = await t.app.inject({ url: from });
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location).toBe(to);
    }
  });

  it('publishes sitemap.xml and robots.txt for the public pages only', async () => {
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.body).toContain('<loc>https://clips.example/</loc>');
    expect(sitemap.body).toContain('<loc>https://clips.example/victory-pricing</loc>');
    expect(sitemap.body).not.toContain('thank-you');
    expect(sitemap.body).not.toContain('/dashboard');
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Disallow: /dashboard');
    expect(robots.body).toContain('Disallow: /thank-you');
    expect(robots.body).toContain('Sitemap: https://clips.example/sitemap.xml');
  });

  it('keeps the build manifest and the page template private', async () => {
    expect((await t.app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/marketing.html' })).statusCode).toBe(404);
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await t.app.inject({ url: '/assets/main-3f2a9c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers missing files and unknown API paths with 404, not the app', async () => {
    const asset = await t.app.inject({ url: '/assets/missing-000000.js' });
    expect(asset.statusCode).toBe(404);
    const api = await t.app.inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not found' });
    const post = await t.app.inject({ method: 'POST', url: '/dashboard' });
    expect(post.statusCode).toBe(404);
  });
});
