import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@shared/endpoint';
import { api, ApiError, pathOf, urlOf } from './api';

const itemEndpoint = endpoint({
  method: 'PATCH',
  path: '/api/things/:id/parts/:part',
  params: z.object({ id: z.string(), part: z.string() }),
  query: z.object({ page: z.coerce.number().optional(), q: z.string().optional() }),
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.string(), name: z.string() }),
});
const uploadEndpoint = endpoint({
  method: 'POST',
  path: '/api/things',
  multipart: true,
  status: 201,
  response: z.object({ id: z.string() }),
});
const mediaEndpoint = endpoint({ method: 'GET', path: '/api/things/:id/sound.mp3' });
const removeEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/things/:id',
  params: z.object({ id: z.string() }),
  status: 204,
  response: z.null(),
});

function stubFetch(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api.call', () => {
  it("sends the endpoint's method to its path, parameters encoded, query and JSON body", async () => {
    const fetchMock = stubFetch({ id: 'a b', name: 'new', extra: true });
    const answer = await api.call(itemEndpoint, {
      params: { id: 'a b/c?', part: 'é' },
      query: { page: 2, q: undefined },
      body: { name: 'new' },
    });
    // The response schema both checks and shapes the answer: unknown keys are dropped.
    expect(answer).toEqual({ id: 'a b', name: 'new' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things/a%20b%2Fc%3F/parts/%C3%A9?page=2');
    expect(init).toMatchObject({ method: 'PATCH', body: '{"name":"new"}' });
  });

  it('sends a FormData body as is for a multipart endpoint', async () => {
    const fetchMock = stubFetch({ id: 't1' }, 201);
    const form = new FormData();
    form.set('name', 'x');
    await expect(api.call(uploadEndpoint, { body: form })).resolves.toEqual({ id: 't1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('content-type');
  });

  it('refuses an answer that does not match the response schema', async () => {
    stubFetch({ id: 3 });
    const failure = await api
      .call(itemEndpoint, { params: { id: '1', part: '2' }, body: { name: 'n' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 200 });
  });

  it("surfaces the server's error like any other call", async () => {
    stubFetch({ error: 'Thing not found' }, 404);
    await expect(
      api.call(itemEndpoint, { params: { id: '1', part: '2' }, body: { name: 'n' } }),
    ).rejects.toMatchObject({ status: 404, message: 'Thing not found' });
  });

  it('does not check the empty answer of a 204', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response(null, { status: 204 })),
    );
    await expect(api.call(removeEndpoint, { params: { id: '1' } })).resolves.toBeUndefined();
  });

  it("reads the answer with the caller's own schema when one is given", async () => {
    stubFetch({ url: null });
    const loose = z.object({ url: z.string().nullish() });
    await expect(
      api.call(uploadEndpoint, { body: new FormData(), schema: loose }),
    ).resolves.toEqual({ url: null });
  });
});

describe('urlOf', () => {
  it('fills and encodes path parameters and appends the query', () => {
    expect(urlOf(mediaEndpoint, { params: { id: 'x/y' } })).toBe('/api/things/x%2Fy/sound.mp3');
    expect(urlOf(itemEndpoint, { params: { id: '1', part: '2' }, query: { q: 'a&b' } })).toBe(
      '/api/things/1/parts/2?q=a%26b',
    );
    expect(urlOf(uploadEndpoint)).toBe('/api/things');
  });

  it('names a missing path parameter instead of sending ":id"', () => {
    expect(() => pathOf(mediaEndpoint, {})).toThrow(
      '/api/things/:id/sound.mp3 needs the parameter id',
    );
  });
});

describe('the web app', () => {
  /** `'/api/…'` or `` `/api/…` ``: a route spelled by hand instead of named by its endpoint. */
  const API_LITERAL = /['`]\/api\//;
  // The client itself, and tests that pin the exact URLs it sends on the wire.
  const allowed = (file: string) => /(^lib\/api\.ts$)|\.test\.tsx?$/.test(file);

  it('spells no /api/ path outside its client: routes come from the shared endpoints', () => {
    const webDir = new URL('..', import.meta.url);
    const offenders = readdirSync(webDir, { recursive: true })
      .map(String)
      .filter((file) => /\.tsx?$/.test(file) && !allowed(file.replaceAll('\\', '/')))
      .filter((file) => API_LITERAL.test(readFileSync(new URL(file, webDir), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
