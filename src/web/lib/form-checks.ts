import { firstIssueMessage, passwordSchema } from '@shared/auth';
import type { z } from 'zod';

/** Either the cleaned input, ready to send, or the first rule it breaks (shown as a toast). */
export type Checked<T> = { ok: true; data: T } | { ok: false; message: string };

/** A shared schema's verdict on a form's values, in the shape forms show. */
export function checked<T>(result: z.ZodSafeParseResult<T>): Checked<T> {
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, message: firstIssueMessage(result.error) };
}

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/**
 * A new password (reset link, or a first one after signing in by link) follows the sign-up
 * rules, and both entries must match.
 */
export function checkNewPassword(password: string, confirmation: string): Checked<string> {
  const result = checked(passwordSchema.safeParse(password));
  if (result.ok && password !== confirmation) {
    return { ok: false, message: PASSWORDS_DO_NOT_MATCH };
  }
  return result;
}
