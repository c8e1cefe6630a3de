import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../http/errors.js';
import { newObjectKey } from './keys.js';
import { LocalStorage } from './local.js';
import type { StoragePort } from './port.js';
import { storageRoutes } from './routes.js';
import { signLocalUrl } from './signing.js';

const secret = 'route-test-secret-0123456789abcdefghijkl';
const BODY = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz'); // 36 bytes
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

async function buildApp(storage: StoragePort): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app); // the app's real handler: AppError -> { error } JSON
  // As in app.ts: the route must opt out, or large files would be gzipped without ranges.
  await app.register(compress, { threshold: 1024 });
  await app.register(storageRoutes, { storage, secret });
  await app.ready();
  return app;
}

describe('GET /api/files/*', () => {
  let root: string;
  let storage: LocalStorage;
  let app: FastifyInstance;
  let key: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'reelcast-routes-'));
    storage = new LocalStorage({ root, secret });
    app = await buildApp(storage);
    key = newObjectKey('veo-outputs', 'user_1', 'mp4');
    await storage.put(key, BODY, { contentType: 'video/mp4' });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves the whole file through a link from storage.signedUrl', async () => {
    const response = await app.inject({ method: 'GET', url: await storage.signedUrl(key) });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(BODY);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['content-length']).toBe('36');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('is never compressed, so Content-Length and ranges stay byte-exact', async () => {
    const bigKey = newObjectKey('veo-outputs', 'user_1', 'txt');
    const big = Buffer.alloc(50_000, 'a');
    await storage.put(bigKey, big, { contentType: 'text/plain' });
    const url = await storage.signedUrl(bigKey);
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe('50000');
    expect(response.rawPayload).toEqual(big);
  });

  it.each([
    ['bytes=0-9', 0, 9],
    ['bytes=10-', 10, 35],
    ['bytes=-5', 31, 35],
    ['bytes=30-1000', 30, 35],
    ['bytes=-100', 0, 35],
  ])('answers %s with 206 and exactly those bytes', async (rangeHeader, start, end) => {
    const response = await app.inject({
      method: 'GET',
      url: await storage.signedUrl(key),
      headers: { range: rangeHeader },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/36`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.rawPayload).toEqual(BODY.subarray(start, end + 1));
  });

  it.each(['bytes=36-', 'bytes=100-200', 'bytes=-0'])(
    'answers the unsatisfiable range %s with 416 and bytes */size',
    async (rangeHeader) => {
      const response = await app.inject({
        method: 'GET',
        url: await storage.signedUrl(key),
        headers: { range: rangeHeader },
      });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe('bytes */36');
      expect(response.json()).toEqual({ error: 'Requested range not satisfiable' });
    },
  );

  it.each(['bytes=0-1,5-6', 'bytes=5-3', 'items=0-4', 'bytes=abc'])(
    'serves the full body for the multi-range or unparsable header %s',
    async (rangeHeader) => {
      const response = await app.inject({
        method: 'GET',
        url: await storage.signedUrl(key),
        headers: { range: rangeHeader },
      });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(BODY);
    },
  );

  it('answers HEAD with the headers and no body', async () => {
    const url = await storage.signedUrl(key);
    const full = await app.inject({ method: 'HEAD', url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-length']).toBe('36');
    expect(full.headers['content-type']).toBe('video/mp4');
    expect(full.rawPayload.length).toBe(0);

    const partial = await app.inject({ method: 'HEAD', url, headers: { range: 'bytes=0-9' } });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe('bytes 0-9/36');
    expect(partial.headers['content-length']).toBe('10');
    expect(partial.rawPayload.length).toBe(0);
  });

  it('offers a sanitised download name when the link carries one', async () => {
    const url = await storage.signedUrl(key, { downloadName: 'My "best" clip/../x ✨.mp4' });
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="My _best_ clip_.._x _.mp4"; filename*=UTF-8''My%20%22best%22%20clip_.._x%20%E2%9C%A8.mp4`,
    );
  });

  it('refuses a link whose download name was changed', async () => {
    const url = new URL(await storage.signedUrl(key, { downloadName: 'a.mp4' }), 'http://x');
    url.searchParams.set('dn', 'b.mp4');
    const response = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(response.statusCode).toBe(403);
  });

  it('answers 403 for a tampered signature, key or expiry', async () => {
    const url = new URL(await storage.signedUrl(key), 'http://x');
    const sig = url.searchParams.get('sig')!;
    const tamperedSig = new URL(url);
    tamperedSig.searchParams.set('sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1));
    const otherKey = new URL(url);
    otherKey.pathname = otherKey.pathname.replace('user_1', 'user_2');
    const longerExpiry = new URL(url);
    longerExpiry.searchParams.set('exp', String(inAnHour() + 999_999));

    for (const bad of [tamperedSig, otherKey, longerExpiry]) {
      const response = await app.inject({ method: 'GET', url: `${bad.pathname}${bad.search}` });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'This link has expired or is invalid' });
    }
  });

  it('answers 403 for an expired link, also on HEAD', async () => {
    const expired = signLocalUrl({ key, secret, expiresAt: Math.floor(Date.now() / 1000) - 1 });
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url: expired });
      expect(response.statusCode).toBe(403);
    }
    const body = (await app.inject({ method: 'GET', url: expired })).json();
    expect(body).toEqual({ error: 'This link has expired or is invalid' });
  });

  it('answers 403 for a link signed with another secret', async () => {
    const url = signLocalUrl({ key, secret: `${secret}-other`, expiresAt: inAnHour() });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(403);
  });

  it('answers 400 when the signature parameters are missing', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/files/${key}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
  });

  it('answers 404 for a validly signed link to a missing file', async () => {
    const missing = newObjectKey('veo-outputs', 'user_1', 'mp4');
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url: await storage.signedUrl(missing) });
      expect(response.statusCode).toBe(404);
      if (method === 'GET') expect(response.json()).toEqual({ error: 'File not found' });
    }
  });

  it('answers 404, not a file, for a signed link whose key is invalid', async () => {
    // Only the server can sign, but even a signed bad key must not reach the disk.
    const url = signLocalUrl({
      key: 'veo-outputs/../../etc/passwd',
      secret,
      expiresAt: inAnHour(),
    });
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });

  it('stays 404 when storage is S3 (links then point at S3 itself)', async () => {
    const s3Like = { ...storage, kind: 's3' } as unknown as StoragePort;
    const s3App = await buildApp(s3Like);
    try {
      const response = await s3App.inject({ method: 'GET', url: await storage.signedUrl(key) });
      expect(response.statusCode).toBe(404);
    } finally {
      await s3App.close();
    }
  });
});
