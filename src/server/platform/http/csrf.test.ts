import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.js';
import { CROSS_SITE_REFUSED, registerOriginCheck } from './csrf.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ trustProxy: true });
  registerErrorHandling(app);
  registerOriginCheck(app, {
    publicUrl: 'https://studio.example',
    hasSessionCookie: (request) => Boolean(request.headers.cookie?.includes('session=')),
  });
  app.post('/api/things', async () => ({ ok: true }));
  app.get('/api/things', async () => ({ ok: true }));
  app.post('/api/webhooks/pay', { config: { csrf: false } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url, headers });

describe('origin check', () => {
  it.each([
    ['the public origin', { origin: 'https://studio.example' }],
    ['the own host origin', { origin: 'http://localhost' }],
    [
      'the own host behind a proxy',
      {
        origin: 'https://alt.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'alt.example',
      },
    ],
    ['a same-origin Referer', { referer: 'https://studio.example/videos?x=1' }],
  ])('accepts %s', async (_, headers) => {
    const response = await post('/api/things', { cookie: 'session=abc', ...headers });
    expect(response.statusCode).toBe(200);
  });

  it('accepts a request with neither origin nor session cookie (no session to abuse)', async () => {
    expect((await post('/api/things', {})).statusCode).toBe(200);
  });

  it.each([
    ['a foreign origin', { origin: 'https://evil.example' }],
    ['a look-alike origin', { origin: 'https://studio.example.evil.example' }],
    ['another port', { origin: 'https://studio.example:8443' }],
    ['an opaque origin', { origin: 'null' }],
    ['a foreign Referer', { referer: 'https://evil.example/studio.example' }],
  ])('refuses %s, with or without a session cookie', async (_, headers) => {
    const withAndWithoutCookie: Record<string, string>[] = [{ cookie: 'session=abc' }, {}];
    for (const cookie of withAndWithoutCookie) {
      const response = await post('/api/things', { ...cookie, ...headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: CROSS_SITE_REFUSED });
    }
  });

  it('refuses a session-cookie request that names no origin', async () => {
    expect((await post('/api/things', { cookie: 'session=abc' })).statusCode).toBe(403);
  });

  it('leaves reads and opted-out routes alone', async () => {
    const read = await app.inject({
      url: '/api/things',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
    const webhook = await post('/api/webhooks/pay', {
      cookie: 'session=abc',
      origin: 'https://evil.example',
    });
    expect(webhook.statusCode).toBe(200);
  });
});
