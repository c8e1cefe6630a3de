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
  t = await createTestApp({ webDir, env: { PRODUCT_NAME: 'Clips & <Co>' } });
});
afterAll(() => t.close());

describe('web app serving', () => {
  it('serves index.html for client routes with the product name filled in and escaped', async () => {
    for (const url of ['/', '/dashboard', '/no/such/page', '/early-access?x=1']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Clips &#38; &#60;Co&#62;</title>');
      expect(response.body).not.toContain('__PRODUCT_NAME__');
    }
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
