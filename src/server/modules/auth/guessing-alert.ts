import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { MailPort } from '../../platform/mail/index.js';
import { findAccountByEmail } from './repo.js';
import type { AttemptCounters } from '../../platform/limits/index.js';

/** At most one such mail per account in this window, however long the guessing goes on. */
export const GUESSING_ALERT_WINDOW_MS = 24 * 60 * 60 * 1000;
export const GUESSING_ALERT_MAIL_KIND = 'sign_in_attempts';

export interface GuessingAlertOptions {
  database: Database;
  counters: AttemptCounters;
  mail: MailPort;
  productName: string;
  publicUrl: string;
  logger: FastifyBaseLogger;
}

/** The mail: what happened and what to do, with no password, address or link secret in it. */
export function guessingAlertMail(options: { to: string; productName: string; publicUrl: string }) {
  const { to, productName, publicUrl } = options;
  return {
    to,
    kind: GUESSING_ALERT_MAIL_KIND,
    subject: `Failed sign-in attempts on your ${productName} account`,
    text: [
      `Someone tried to sign in to your ${productName} account (${to}) with a wrong password several times in a short while. Those attempts failed, and we are slowing down further ones.`,
      'If it was you, there is nothing to do: sign in as usual in a quarter of an hour, or at once with "Email me a sign-in link" on the sign-in page.',
      `If it was not you, your account is safe as long as your password is used nowhere else. To choose a new one, open ${publicUrl}/auth and use "Forgot password?".`,
      'We send this mail at most once a day.',
    ].join('\n\n'),
  };
}

/**
 * Mails the owner of an account that is being guessed at, once per GUESSING_ALERT_WINDOW_MS
 * across every process (the once-only mark is a database counter). Runs after the answer
 * has gone out, so a guess at an existing account takes no longer than one at an unknown
 * email; `settled()` waits for the alerts still running (at shutdown).
 */
export function createGuessingAlerts(options: GuessingAlertOptions) {
  const { database, counters, mail, logger } = options;
  const running = new Set<Promise<void>>();

  async function alert(email: string): Promise<void> {
    const mark = await counters.take(`guessing-alert|${email}`, 1, GUESSING_ALERT_WINDOW_MS);
    if (!mark.taken) return;
    const account = await findAccountByEmail(database, email);
    if (!account) return;
    await mail.send(guessingAlertMail({ ...options, to: account.email }));
    logger.info({ userId: account.id }, 'mailed the owner about failed sign-in attempts');
  }

  return {
    notify(email: string): void {
      const task = alert(email).catch((error: unknown) => {
        logger.warn({ err: error }, 'could not mail the owner about failed sign-in attempts');
      });
      running.add(task);
      void task.finally(() => running.delete(task));
    },
    async settled(): Promise<void> {
      await Promise.all(running);
    },
  };
}
