import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  randomClientAddress,
  signIn,
  signUpAndGetCookie,
  TEST_ORIGIN,
} from '../../../../test/helpers/auth.js';
import { createAuth } from './auth.js';
import { TOO_MANY_ATTEMPTS_MESSAGE } from './rate-limits.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The better-auth endpoints the web app and the product use (Google's only with its keys). */
const PRODUCT_ENDPOINTS = new Set([
  'POST /sign-up/email',
  'POST /sign-in/email',
  'POST /request-password-reset',
  'POST /reset-password',
  'POST /sign-out',
  'GET /get-session',
  'POST /sign-in/magic-link',
  'GET /magic-link/verify',
]);

const NOT_FOUND = { error: 'Not found' };

/** Every endpoint better-auth 1.x would serve, as `METHOD /path` (path parameters filled). */
function betterAuthEndpoints(app: TestApp): string[] {
  const auth = createAuth({
    config: app.config,
    database: app.database,
    mail: { transport: 'outbox', send: async () => {} },
    credits: app.credits,
    signInLinks: { send: async () => {}, settled: async () => {} },
  });
  const endpoints = new Set<string>();
  for (const endpoint of Object.values(auth.api) as { path?: string; options?: unknown }[]) {
    if (!endpoint.path) continue;
    const declared = (endpoint.options as { method?: string | string[] } | undefined)?.method;
    const methods = declared === undefined || declared === '*' ? ['GET', 'POST'] : [declared];
    for (const method of methods.flat()) {
      endpoints.add(`${method} ${endpoint.path.replace(/:\w+/g, 'x')}`);
    }
  }
  return [...endpoints];
}

describe('only the endpoints the product uses are reachable', () => {
  it('answers 404 JSON for every other better-auth endpoint, and changes nothing', async () => {
    const account = await signUpAndGetCookie(t.app);
    const unused = betterAuthEndpoints(t).filter((endpoint) => !PRODUCT_ENDPOINTS.has(endpoint));
    expect(unused).toEqual(
      expect.arrayContaining([
        'POST /change-password',
        'POST /update-user',
        'POST /delete-user',
        'GET /list-sessions',
        'POST /change-email',
        'POST /sign-in/social',
      ]),
    );
    for (const endpoint of unused) {
      const [method, path] = endpoint.split(' ') as ['GET' | 'POST', string];
      const response = await t.app.inject({
        method,
        url: `/api/auth${path}`,
        remoteAddress: randomClientAddress(),
        headers: account.headers,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect({ endpoint, status: response.statusCode }).toEqual({ endpoint, status: 404 });
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await t.app.inject({ url: '/api/me', headers: account.headers })).statusCode).toBe(200);
  });

  it('does not change a password through change-password (weakweak or otherwise)', async () => {
    const account = await signUpAndGetCookie(t.app);
    for (const newPassword of ['weakweak', 'Strong-Enough-42']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: account.headers,
        payload: { currentPassword: account.password, newPassword },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await signIn(t.app, account)).statusCode).toBe(200);
    const withNew = await signIn(t.app, { email: account.email, password: 'Strong-Enough-42' });
    expect(withNew.statusCode).toBe(401);
  });

  it('does not rename anyone through update-user: an empty or a 900,000-character name', async () => {
    const account = await signUpAndGetCookie(t.app, { name: 'Ada Lovelace' });
    for (const name of ['', 'x'.repeat(900_000)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: account.headers,
        payload: { name },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    const me = await t.app.inject({ url: '/api/me', headers: account.headers });
    expect(me.json()).toMatchObject({ name: 'Ada Lovelace' });
    expect(me.body.length).toBeLessThan(1000);
  });
});

describe('every reachable auth endpoint is rate-limited per address', () => {
  const cases = [
    {
      endpoint: 'POST /reset-password',
      perMinute: 10,
      payload: { token: 'not-a-token', newPassword: 'Correct-Horse-9' },
      status: 400,
    },
    { endpoint: 'POST /sign-out', perMinute: 60, payload: {}, status: 200 },
    // A link with no token is sent to the expired-link page.
    { endpoint: 'GET /magic-link/verify', perMinute: 20, status: 302 },
    { endpoint: 'GET /get-session', perMinute: 60, status: 200 },
  ];

  it.each(cases)('$endpoint: $perMinute a minute', async ({ endpoint, perMinute, ...rest }) => {
    const [method, path] = endpoint.split(' ') as ['GET' | 'POST', string];
    const address = randomClientAddress();
    const send = () =>
      t.app.inject({
        method,
        url: `/api/auth${path}`,
        remoteAddress: address,
        headers: { origin: TEST_ORIGIN },
        ...(rest.payload ? { payload: rest.payload } : {}),
      });
    for (let attempt = 1; attempt <= perMinute; attempt++) {
      expect((await send()).statusCode).toBe(rest.status);
    }
    const blocked = await send();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: TOO_MANY_ATTEMPTS_MESSAGE });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
