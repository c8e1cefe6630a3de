/**
 * /api routes deliberately left out of the OpenAPI document, with why. Keyed `METHOD /path` in
 * Fastify's form; a key ending in `*` covers every route under it. The route inventory fails on
 * any other registered /api route missing from /api/docs/json, and on an entry here that no
 * longer matches a hidden route.
 */
export const HIDDEN_ROUTES: Record<string, string> = {
  'GET /api/events':
    'the live-event stream (server-sent events): it never ends, so neither the document nor ' +
    'the fuzz can describe or call it like the JSON routes; GET /api/events/poll is its ' +
    'documented fallback and events.int.test.ts covers the stream',
  'GET /api/docs*': 'the API document itself and its Swagger UI pages',
};

/** The HIDDEN_ROUTES key that covers a registered route, if any. */
export function hiddenKeyFor(method: string, url: string): string | undefined {
  return Object.keys(HIDDEN_ROUTES).find((key) => {
    const [hiddenMethod, hiddenUrl] = key.split(' ') as [string, string];
    if (hiddenMethod !== method) return false;
    return hiddenUrl.endsWith('*') ? url.startsWith(hiddenUrl.slice(0, -1)) : url === hiddenUrl;
  });
}
