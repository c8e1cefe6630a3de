import { MARKETING_MESSAGES, type WaitlistList } from '@shared/site';
import { ApiError, serverMessage } from '../../../lib/api';

/**
 * The waitlist form's rules, without zod (the public pages must not bundle it). They mirror
 * `waitlistSignupSchema` in @shared/marketing, which the server applies again.
 */

export const THANK_YOU_PATH = '/thank-you';

export interface WaitlistFormValues {
  name: string;
  email: string;
  /** The honeypot: people never see it, so anything in it came from a bot. */
  website: string;
}

export interface WaitlistSignupBody {
  list: WaitlistList;
  name: string;
  email: string;
  website: string;
}

export type WaitlistField = 'name' | 'email';

export type WaitlistValidation =
  | { ok: true; body: WaitlistSignupBody }
  | { ok: false; message: string; invalidFields: WaitlistField[] };

// A light shape check (something@something.tld); the server's check is the strict one.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks the form before anything is sent: name and email are required after trimming (spec),
 * and an email that is plainly not one is caught here rather than by a failed request.
 */
export function validateWaitlistForm(
  list: WaitlistList,
  values: WaitlistFormValues,
): WaitlistValidation {
  const name = values.name.trim();
  const email = values.email.trim();
  const missing: WaitlistField[] = [];
  if (!name) missing.push('name');
  if (!email) missing.push('email');
  if (missing.length > 0) {
    return { ok: false, message: MARKETING_MESSAGES.nameAndEmailRequired, invalidFields: missing };
  }
  if (!EMAIL_SHAPE.test(email)) {
    return { ok: false, message: MARKETING_MESSAGES.invalidEmail, invalidFields: ['email'] };
  }
  return { ok: true, body: { list, name, email, website: values.website } };
}

/** The toast title when a sign-up fails: the spec's words, which differ on the ebook. */
export function waitlistFailureMessage(list: WaitlistList): string {
  return list === 'ebook' ? MARKETING_MESSAGES.ebookFailed : MARKETING_MESSAGES.waitlistFailed;
}

/**
 * The failure toast: always the spec's title; the detail only when it helps the visitor act
 * (the rate limit's "try again later", a rejected field, an unreachable server). A server
 * fault's own text is internal and stays out of the toast.
 */
export function waitlistFailureToast(
  list: WaitlistList,
  error: unknown,
): { message: string; description?: string } {
  const message = waitlistFailureMessage(list);
  if (!(error instanceof ApiError)) return { message };
  if (error.status === 0) return { message, description: error.message };
  if (error.status === 429) {
    return {
      message,
      description: serverMessage(error.body) ?? MARKETING_MESSAGES.tooManyRequests,
    };
  }
  if (error.status >= 400 && error.status < 500) {
    const detail = serverMessage(error.body);
    return detail ? { message, description: detail } : { message };
  }
  return { message };
}
