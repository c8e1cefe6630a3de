import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { appJobs, registerModuleJobs } from '../../modules/index.js';
import { HandlerRegistry } from '../jobs/registry.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048' } });
});
afterAll(() => t.close());

const report = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/client-errors',
    headers: { 'content-type': contentType },
    payload,
  });

describe('HTTP platform', () => {
  it('reports health of database, queue and storage', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      // No process works jobs in this app: the queue is healthy, with no live workers.
      checks: {
        database: { ok: true },
        queue: { ok: true, liveWorkers: 0 },
        storage: { ok: true },
      },
    });
  });

  it('counts the live job workers in the queue check', async () => {
    const registry = new HandlerRegistry(appJobs.contract);
    registerModuleJobs(registry, t);
    await t.queue.startWorkers(registry, { concurrency: 1 });
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.json().checks.queue).toEqual({ ok: true, liveWorkers: 1 });
  });

  it('accepts a valid client error report', async () => {
    const response = await report(JSON.stringify({ kind: 'not_found', path: '/nowhere' }));
    expect(response.statusCode).toBe(204);
  });

  it.each([
    ['malformed JSON', '{"kind": "not_found", ', 400, /Malformed JSON/],
    ['a wrong type', JSON.stringify({ kind: 'not_found', path: 42 }), 400, /body\.path/],
    [
      'an unknown field',
      JSON.stringify({ kind: 'not_found', path: '/x', admin: true }),
      400,
      /admin/,
    ],
    ['an empty body', '', 400, /empty/i],
    [
      'an oversized body',
      JSON.stringify({ kind: 'not_found', path: 'x'.repeat(4096) }),
      413,
      /too large/,
    ],
  ])('answers %s with a clear JSON error, never a 500', async (_, payload, status, message) => {
    const response = await report(payload);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toMatch(message);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await report('kind=not_found', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Unsupported content type' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  it('tags responses with a request id, keeping a sane incoming one', async () => {
    const fresh = await t.app.inject({ url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234abcd' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-1234abcd');
    const replaced = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'bad id!' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('bad id!');
  });

  it('sends security headers with a strict script policy', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses large responses', async () => {
    const response = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('publishes OpenAPI generated from the zod schemas, and a docs page', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(spec.paths['/api/health']).toBeDefined();
    expect(spec.paths['/api/client-errors'].post.requestBody).toBeDefined();
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('serves Prometheus metrics including HTTP timings', async () => {
    await t.app.inject({ url: '/api/health' });
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('http_request_duration_seconds_bucket');
    expect(response.body).toContain('route="/api/health"');
    expect(response.body).toContain('process_cpu_user_seconds_total');
  });
});
