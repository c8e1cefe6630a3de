import type { Database } from '../../db/client.js';
import { AttemptCounters } from '../../platform/limits/index.js';
import { GUESSING_ALERT_WINDOW_MS } from './guessing-alert.js';

/**
 * For tests: records that `email`'s owner was mailed about guessing today, so failed sign-ins
 * at it mail nobody more. The security fuzz refuses dozens of sign-ins at its user; the alert
 * they trigger is mailed after an answer and would land while a later refused case runs, as
 * if that case had written it (the alert has its own tests: lockout.int.test.ts).
 */
export async function markGuessingAlertSent(database: Database, email: string): Promise<void> {
  await new AttemptCounters(database).take(`guessing-alert|${email}`, 1, GUESSING_ALERT_WINDOW_MS);
}
