import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { html } from '../../platform/html.js';
import type { MailPort } from '../../platform/mail/port.js';
import { findAccountByEmail } from './accounts.js';
import type { Auth } from './auth.js';

/**
 * Accounts for approved submissions (client intake, decision 030), until the magic-link work
 * of issue 17 item 4 lands: an account made through better-auth's own adapter (so its hooks
 * run: sign-up credits), and a mail pointing at the sign-in page.
 */
export function createIntakeAccounts(options: {
  auth: Auth;
  database: Database;
  mail: MailPort;
  config: Pick<Config, 'publicUrl' | 'productName'>;
}) {
  const { auth, database, mail, config } = options;
  return {
    async ensureAccount(
      email: string,
      name?: string,
    ): Promise<{ userId: string; created: boolean }> {
      const existing = await findAccountByEmail(database, email);
      if (existing) return { userId: existing.id, created: false };
      const context = await auth.$context;
      try {
        const created = await context.internalAdapter.createUser(
          {
            email: email.trim().toLowerCase(),
            name: name?.trim() || email,
            emailVerified: false,
          },
          { method: 'admin' },
        );
        return { userId: created.id, created: true };
      } catch (error) {
        // Another approval made it a moment ago (unique email): use that one.
        const raced = await findAccountByEmail(database, email);
        if (raced) return { userId: raced.id, created: false };
        throw error;
      }
    },

    async sendSignInLink(email: string): Promise<void> {
      const link = `${config.publicUrl}/auth`;
      const product = config.productName;
      await mail.send({
        to: email,
        kind: 'magic_link',
        subject: `Your ${product} account is ready`,
        text: [
          `Your photos were approved and your ${product} account is ready.`,
          `Sign in here: ${link}`,
          'Use "Forgot password?" with this email address to choose a password.',
        ].join('\n\n'),
        html: html`<p>Your photos were approved and your ${product} account is ready.</p>
          <p><a href="${link}">Sign in</a></p>
          <p>Use "Forgot password?" with this email address to choose a password.</p>`,
      });
    },
  };
}
