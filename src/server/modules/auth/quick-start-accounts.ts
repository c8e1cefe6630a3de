import { createHmac } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { findAccountByEmail } from './repo.js';
import type { Auth } from './auth.js';
import { QUICK_START_PURPOSE } from './sign-in-links.js';

/**
 * Accounts the quick-start wizard makes from an email (spec: "The quick-start wizard creates an
 * account from an email when nobody is signed in"; decision 043). Only for an email that has no
 * account: an existing account is never signed in or added to from here.
 */
export interface QuickStartAccounts {
  /** True when the email already has an account (the wizard then asks to sign in). */
  exists(email: string): Promise<boolean>;
  /**
   * Makes the account (sign-up credits and all, through better-auth's hooks) and a session for
   * it; answers the Set-Cookie header that signs this browser in. Null when the email has an
   * account already (also when another request made it a moment ago).
   */
  create(email: string): Promise<{ userId: string; setCookie: string } | null>;
  /** Mails the link that signs in and leads to setting a password. */
  sendWelcomeLink(email: string): Promise<void>;
}

export function createQuickStartAccounts(options: {
  auth: Auth;
  database: Database;
}): QuickStartAccounts {
  const { auth, database } = options;
  return {
    async exists(email) {
      return Boolean(await findAccountByEmail(database, email));
    },

    async create(email) {
      const normalized = email.trim().toLowerCase();
      if (await findAccountByEmail(database, normalized)) return null;
      const context = await auth.$context;
      let userId: string;
      try {
        const created = await context.internalAdapter.createUser(
          { email: normalized, name: normalized, emailVerified: false },
          { method: 'quick-start' },
        );
        userId = created.id;
      } catch (error) {
        // The email is unique: a concurrent request made it first, and it is not ours.
        if (await findAccountByEmail(database, normalized)) return null;
        throw error;
      }
      const session = await context.internalAdapter.createSession(userId);
      const { name, attributes } = context.authCookies.sessionToken;
      return { userId, setCookie: signedCookie(name, session.token, context.secret, attributes) };
    },

    async sendWelcomeLink(email) {
      await auth.api.signInMagicLink({
        body: { email: email.trim().toLowerCase(), metadata: { purpose: QUICK_START_PURPOSE } },
        headers: new Headers(),
      });
    },
  };
}

interface CookieAttributes {
  maxAge?: number | undefined;
  path?: string | undefined;
  httpOnly?: boolean | undefined;
  secure?: boolean | undefined;
  sameSite?: string | undefined;
  domain?: string | undefined;
}

/** better-auth's signed cookie (better-call's format): `token.base64(HMAC-SHA256)`, URI-encoded. */
function signedCookie(name: string, token: string, secret: string, attributes: CookieAttributes) {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  const parts = [`${name}=${encodeURIComponent(`${token}.${signature}`)}`];
  if (attributes.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(attributes.maxAge)}`);
  if (attributes.domain) parts.push(`Domain=${attributes.domain}`);
  parts.push(`Path=${attributes.path ?? '/'}`);
  if (attributes.httpOnly !== false) parts.push('HttpOnly');
  if (attributes.secure) parts.push('Secure');
  const sameSite = attributes.sameSite ?? 'lax';
  parts.push(`SameSite=${sameSite.charAt(0).toUpperCase()}${sameSite.slice(1)}`);
  return parts.join('; ');
}
