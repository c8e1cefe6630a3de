import { randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import type { RunningServer } from './harness';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

/** A new account's details; the email is unique per call, the password meets every rule. */
export function uniqueAccount(label = 'user'): TestAccount {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return { name: 'Ada Lovelace', email: `e2e-${label}-${id}@example.com`, password: 'Studio2024x' };
}

/**
 * Signs up through the API inside a browser context: the session cookie lands in the context,
 * so its pages start signed in. Origin is set the way a browser would set it.
 */
export async function signUpViaApi(
  context: BrowserContext,
  server: RunningServer,
  account: TestAccount,
): Promise<void> {
  const response = await context.request.post(`${server.url}/api/auth/sign-up/email`, {
    data: { name: account.name, email: account.email, password: account.password },
    headers: { origin: server.url },
  });
  if (!response.ok()) {
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  }
}
