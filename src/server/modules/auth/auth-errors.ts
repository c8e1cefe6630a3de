import { INVALID_CREDENTIALS_MESSAGE, PASSWORD_ALREADY_SET_MESSAGE } from '@shared/auth';
import { CROSS_SITE_REFUSED } from '../../platform/http/index.js';
import { TOO_MANY_ATTEMPTS_MESSAGE } from './rate-limits.js';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please sign in.';
export const RESET_LINK_INVALID_MESSAGE =
  'This password reset link is invalid or has expired. Please ask for a new one.';
const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again.';

/**
 * better-auth error codes we answer in our own words (and sometimes status). Anything not
 * listed keeps better-auth's message, which is already written for people.
 */
const KNOWN_ERRORS: Record<string, { status?: number; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { message: INVALID_CREDENTIALS_MESSAGE },
  // With sign-up signing the user straight in there is no way to hide that the email is
  // taken (see docs/decisions/003-auth-rules.md); say so plainly, as a conflict.
  USER_ALREADY_EXISTS: { status: 409, message: EMAIL_TAKEN_MESSAGE },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { status: 409, message: EMAIL_TAKEN_MESSAGE },
  INVALID_TOKEN: { message: RESET_LINK_INVALID_MESSAGE },
  PASSWORD_TOO_SHORT: { message: 'Password must be at least 8 characters' },
  PASSWORD_TOO_LONG: { message: 'Password must be less than 72 characters' },
  PASSWORD_ALREADY_SET: { status: 409, message: PASSWORD_ALREADY_SET_MESSAGE },
  INVALID_ORIGIN: { status: 403, message: CROSS_SITE_REFUSED },
  MISSING_OR_NULL_ORIGIN: { status: 403, message: CROSS_SITE_REFUSED },
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: { status: 403, message: CROSS_SITE_REFUSED },
};

const FALLBACK_BY_STATUS: Record<number, string> = {
  400: 'Invalid request',
  401: 'You must be signed in',
  403: 'You do not have access to this',
  404: 'Not found',
  405: 'Method not allowed',
  429: TOO_MANY_ATTEMPTS_MESSAGE,
};

export interface MappedError {
  status: number;
  error: string;
}

/**
 * Turns a better-auth error response (`{ message, code }`, or no body at all) into our
 * `{ error }` shape. Server faults keep their 5xx but never their internal text.
 */
export function mapAuthError(status: number, body: unknown): MappedError {
  if (status >= 500) return { status, error: GENERIC_SERVER_ERROR };
  if (status === 429) return { status, error: TOO_MANY_ATTEMPTS_MESSAGE };
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
  const known = typeof code === 'string' ? KNOWN_ERRORS[code] : undefined;
  if (known) return { status: known.status ?? status, error: known.message };
  if (typeof message === 'string' && message.trim()) return { status, error: message };
  return { status, error: FALLBACK_BY_STATUS[status] ?? 'Request failed' };
}
