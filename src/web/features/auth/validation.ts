import {
  emailSchema,
  firstIssueMessage,
  passwordSchema,
  signInSchema,
  signUpSchema,
  type SignInInput,
  type SignUpInput,
} from '@shared/auth';
import type { z } from 'zod';

/** Either the cleaned input, ready to send, or the first rule it breaks (shown as a toast). */
export type Checked<T> = { ok: true; data: T } | { ok: false; message: string };

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

function check<T>(result: z.ZodSafeParseResult<T>): Checked<T> {
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, message: firstIssueMessage(result.error) };
}

export interface CredentialsFormValues {
  name: string;
  email: string;
  password: string;
}

/**
 * The spec's sign-in and sign-up rules, run before any call with the same shared schemas the
 * server uses. Fields are checked in form order (name, email, password); the phone number is
 * not part of the result because it is never sent anywhere.
 */
export function checkSignUp(values: CredentialsFormValues): Checked<SignUpInput> {
  return check(signUpSchema.safeParse(values));
}

export function checkSignIn(
  values: Pick<CredentialsFormValues, 'email' | 'password'>,
): Checked<SignInInput> {
  return check(signInSchema.safeParse(values));
}

export function checkResetEmail(email: string): Checked<string> {
  return check(emailSchema.safeParse(email));
}

/** A new password follows the sign-up rules, and both entries must match. */
export function checkNewPassword(password: string, confirmation: string): Checked<string> {
  const checked = check(passwordSchema.safeParse(password));
  if (checked.ok && password !== confirmation) {
    return { ok: false, message: PASSWORDS_DO_NOT_MATCH };
  }
  return checked;
}
