import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { findAccountByEmail } from './repo.js';
import { AttemptCounters } from '../../platform/limits/index.js';
import type { Auth } from './auth.js';
import {
  AUTH_LIMIT_POLICIES,
  limitCounterKey,
  TOO_MANY_ATTEMPTS_MESSAGE,
  type AuthLimitPolicy,
} from './rate-limits.js';
import { ADMIN_RESEND_PURPOSE } from './sign-in-links.js';

/** What is mailed again: a password reset, or (any other kind) a sign-in link. */
export interface HiddenLinkMail {
  to: string;
  kind: string;
}

export const NO_ACCOUNT_FOR_RESEND = 'No account has this email any more: nothing was sent.';

/**
 * An admin's "Send again" of a mail whose link is hidden (decision 048): a FRESH link of the
 * same kind goes to the account's owner through the normal flow, never to the admin, and the
 * per-account mail limit of that flow applies (shared with the public endpoint, so an admin
 * cannot flood an inbox either). Reset mails get a new reset link; sign-in, "account ready"
 * and quick-start welcome mails get a new sign-in link (their first link did the same job).
 */
export function createLinkResender(options: { auth: Auth; database: Database }) {
  const { auth, database } = options;
  const counters = new AttemptCounters(database);

  /** The seconds to wait when the account's limit is full, else undefined (a hit taken). */
  async function takeAccountLimit(policy: AuthLimitPolicy, email: string) {
    for (const limit of policy.limits) {
      if (limit.scope !== 'account') continue;
      const key = limitCounterKey(policy, limit, { email })!;
      const result = await counters.take(key, limit.max, limit.windowMs);
      if (!result.taken) return result.retryAfterSeconds;
    }
    return undefined;
  }

  return {
    /** Mails the fresh link, or says how long the account's mail limit still holds. */
    async resend(mail: HiddenLinkMail): Promise<ResendOutcome> {
      const account = await findAccountByEmail(database, mail.to);
      if (!account) throw new AppError(409, NO_ACCOUNT_FOR_RESEND);
      const email = account.email;
      const reset = mail.kind === 'password_reset';
      const policy = reset
        ? AUTH_LIMIT_POLICIES.passwordResetRequest
        : AUTH_LIMIT_POLICIES.signInLinkRequest;
      const retryAfterSeconds = await takeAccountLimit(policy, email);
      if (retryAfterSeconds !== undefined) {
        return { sent: false, retryAfterSeconds, message: TOO_MANY_ATTEMPTS_MESSAGE };
      }
      if (reset) {
        await auth.api.requestPasswordReset({ body: { email }, headers: new Headers() });
      } else {
        await auth.api.signInMagicLink({
          body: { email, metadata: { purpose: ADMIN_RESEND_PURPOSE } },
          headers: new Headers(),
        });
      }
      return { sent: true };
    },
  };
}

export type ResendOutcome =
  { sent: true } | { sent: false; retryAfterSeconds: number; message: string };

export type LinkResender = ReturnType<typeof createLinkResender>;
