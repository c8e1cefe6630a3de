import {
  emailSchema,
  signInSchema,
  signUpSchema,
  type SignInInput,
  type SignUpInput,
} from '@shared/auth';
import { checked as check, type Checked } from '../../lib/form-checks';

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

/** The email of a reset or sign-in link request. */
export function checkEmail(email: string): Checked<string> {
  return check(emailSchema.safeParse(email));
}
