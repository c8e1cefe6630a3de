import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, buildApiUrl, DEFAULT_ERROR_MESSAGE } from './api';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

function stubFetch(respond: () => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(async () => respond());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with same-origin credentials and returns the parsed body', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ id: 'v1' }, 201));
    await expect(
      apiRequest('/api/videos', { method: 'POST', body: { prompt: 'hi' } }),
    ).resolves.toEqual({ id: 'v1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/videos');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"prompt":"hi"}',
    });
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('sends FormData untouched so the browser sets the multipart boundary', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    const form = new FormData();
    form.set('name', 'x');
    await expect(
      apiRequest('/api/uploads', { method: 'POST', body: form }),
    ).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('content-type');
  });

  it("throws the server's error message with the status", async () => {
    stubFetch(() => jsonResponse({ error: 'Insufficient credits' }, 402));
    const failure = await apiRequest('/api/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 402, message: 'Insufficient credits' });
  });

  it('keeps the parsed error body for callers that need more than the message', async () => {
    const shortfall = { error: 'Insufficient credits', balance: 2, required: 8 };
    stubFetch(() => jsonResponse(shortfall, 402));
    const failure = await apiRequest('/api/x').catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 402, body: shortfall });
  });

  it('falls back to the given message when the server sends none', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(
      apiRequest('/api/x', { fallbackMessage: 'Could not load videos' }),
    ).rejects.toEqual(new ApiError(502, 'Could not load videos', '<html>Bad gateway</html>'));
    stubFetch(() => jsonResponse({ message: 'not our shape' }, 500));
    await expect(apiRequest('/api/x')).rejects.toEqual(
      new ApiError(500, DEFAULT_ERROR_MESSAGE, { message: 'not our shape' }),
    );
  });

  it('turns a network failure into status 0 but lets aborts through', async () => {
    stubFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
    stubFetch(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('validates the response with a schema when given one', async () => {
    const schema = z.object({ balance: z.number() });
    stubFetch(() => jsonResponse({ balance: 10 }));
    await expect(apiRequest('/api/credits', { schema })).resolves.toEqual({ balance: 10 });
    stubFetch(() => jsonResponse({ balance: 'ten' }));
    await expect(apiRequest('/api/credits', { schema })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('buildApiUrl', () => {
  it('appends defined query values only', () => {
    expect(buildApiUrl('/api/events/poll', { after: 5, skip: undefined, none: null })).toBe(
      '/api/events/poll?after=5',
    );
    expect(buildApiUrl('/api/x?a=1', { b: true })).toBe('/api/x?a=1&b=true');
    expect(buildApiUrl('/api/x')).toBe('/api/x');
  });
});
