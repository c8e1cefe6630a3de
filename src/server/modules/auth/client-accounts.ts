import type { Database } from '../../db/client.js';
import { findAccountByEmail } from './repo.js';
import type { Auth } from './auth.js';
import { ACCOUNT_READY_PURPOSE } from './sign-in-links.js';

/**
 * Accounts for approved submissions (client intake, decisions 030 and 031): what the
 * submissions module's `SubmissionAccounts` port asks of auth. app.ts wires it in.
 */
export function createClientAccounts(options: { auth: Auth; database: Database }) {
  const { auth, database } = options;
  return {
    /**
     * The account for `email`, made if there is none. Made through better-auth's own adapter,
     * so its hooks run (sign-up credits). The email is not marked verified: the first link
     * followed proves it. Two approvals at once find one account: the email is unique, and
     * the one whose insert loses reads the winner's.
     */
    async ensureAccount(
      email: string,
      name?: string,
    ): Promise<{ userId: string; created: boolean }> {
      const existing = await findAccountByEmail(database, email);
      if (existing) return { userId: existing.id, created: false };
      const context = await auth.$context;
      try {
        const created = await context.internalAdapter.createUser(
          { email: email.trim().toLowerCase(), name: name?.trim() || email, emailVerified: false },
          { method: 'admin' },
        );
        return { userId: created.id, created: true };
      } catch (error) {
        const raced = await findAccountByEmail(database, email);
        if (raced) return { userId: raced.id, created: false };
        throw error;
      }
    },

    /**
     * Mails the "account ready" sign-in link (lands on /dashboard like every link). Throws when
     * the mail could not be written or delivered, so the approval can say so.
     */
    async sendSignInLink(email: string, note?: string): Promise<void> {
      await auth.api.signInMagicLink({
        body: {
          email: email.trim().toLowerCase(),
          metadata: { purpose: ACCOUNT_READY_PURPOSE, ...(note ? { note } : {}) },
        },
        // better-auth requires headers on this endpoint; a server-side call has none to give.
        headers: new Headers(),
      });
    },
  };
}
