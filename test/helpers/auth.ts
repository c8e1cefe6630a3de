import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE_NAME } from '../../src/server/modules/auth/index.js';

/** A password that passes the sign-up rules (upper, lower, digit, 8–71 characters). */
export const TEST_PASSWORD = 'Correct-Horse-9';

/**
 * The origin a browser on the app's page sends: inject's default Host (`localhost:80`) is
 * the request's own origin, which the CSRF guard accepts.
 */
export const TEST_ORIGIN = 'http://localhost';

export interface TestAccount {
  id: string;
  name: string;
  email: string;
  password: string;
  /** `name=value` of the session cookie, ready for a Cookie header. */
  cookie: string;
  /** Headers a signed-in browser sends with a state-changing request: cookie and Origin. */
  headers: { cookie: string; origin: string };
}

/**
 * A fresh client address per call: auth actions are rate-limited per address, and a suite that
 * signs up many users must not trip that limit (the per-email limit still applies).
 */
export const randomClientAddress = () =>
  `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** The session cookie (`name=value`) a response sets, or undefined. */
export function sessionCookieFrom(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const cookies = header === undefined ? [] : [header].flat();
  const session = cookies.find((cookie) =>
    cookie.replace(/^__Secure-/, '').startsWith(`${SESSION_COOKIE_NAME}=`),
  );
  const pair = session?.split(';', 1)[0];
  // An expired (cleared) cookie has an empty value: that is no session.
  return pair && !pair.endsWith('=') ? pair : undefined;
}

/** Cookie and Origin headers for requests made as the holder of `cookie`. */
export const signedInHeaders = (cookie: string) => ({ cookie, origin: TEST_ORIGIN });

/** Signs up a new account through the real endpoint and returns its session cookie. */
export async function signUpAndGetCookie(
  app: FastifyInstance,
  overrides: Partial<Pick<TestAccount, 'name' | 'email' | 'password'>> = {},
): Promise<TestAccount> {
  const account = {
    name: overrides.name ?? 'Test User',
    email: overrides.email ?? `user-${randomBytes(5).toString('hex')}@example.test`,
    password: overrides.password ?? TEST_PASSWORD,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: randomClientAddress(),
    headers: { origin: TEST_ORIGIN },
    payload: account,
  });
  const cookie = sessionCookieFrom(response);
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  const { user } = response.json<{ user: { id: string } }>();
  return { ...account, id: user.id, cookie, headers: signedInHeaders(cookie) };
}

/** Signs in through the real endpoint; returns the response (cookie via sessionCookieFrom). */
export function signIn(
  app: FastifyInstance,
  credentials: { email: string; password: string },
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: options.remoteAddress ?? randomClientAddress(),
    headers: { origin: TEST_ORIGIN, ...options.headers },
    payload: credentials,
  });
}
