import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { verification } from '../../db/schema/index.js';
import { AttemptCounters } from '../../platform/limits/index.js';
import { GUESSING_ALERT_WINDOW_MS } from './guessing-alert.js';
import { setSignInLinkExpiry, signInLinkIdentifier } from './repo.js';

/**
 * For tests: records that `email`'s owner was mailed about guessing today, so failed sign-ins
 * at it mail nobody more. The security fuzz refuses dozens of sign-ins at its user; the alert
 * they trigger is mailed after an answer and would land while a later refused case runs, as
 * if that case had written it (the alert has its own tests: lockout.int.test.ts).
 */
export async function markGuessingAlertSent(database: Database, email: string): Promise<void> {
  await new AttemptCounters(database).take(`guessing-alert|${email}`, 1, GUESSING_ALERT_WINDOW_MS);
}

/**
 * For tests: lets `elapsedMs` pass for a pending sign-in link, without sleeping, by bringing
 * its expiry that much closer (better-auth compares it with the real clock). Answers the
 * lifetime the link was given (from its row's creation to its expiry, before the move).
 */
export async function ageSignInLink(
  database: Database,
  token: string,
  elapsedMs: number,
): Promise<{ lifetimeMs: number }> {
  const [row] = await database.db
    .select({ expiresAt: verification.expiresAt, createdAt: verification.createdAt })
    .from(verification)
    .where(eq(verification.identifier, signInLinkIdentifier(token)));
  if (!row) throw new Error('No sign-in link is pending for this token');
  await setSignInLinkExpiry(database, token, new Date(row.expiresAt.getTime() - elapsedMs));
  return { lifetimeMs: row.expiresAt.getTime() - row.createdAt.getTime() };
}
