import { z } from 'zod';
import { singleLine } from './text.js';

/**
 * Sign-up and sign-in rules, word for word from the spec (core rules, the stricter reading;
 * see docs/decisions/003-auth-rules.md). The web checks them before any call and shows the
 * first failing message; the server runs the same schemas again.
 */
export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Invalid email address')
  .max(255, 'Email must be less than 255 characters')
  .pipe(z.email('Invalid email address'));

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 71;
const PASSWORD_MIX_MESSAGE = 'Password must contain uppercase, lowercase, and number';
const UPPERCASE = /[A-Z]/;
const LOWERCASE = /[a-z]/;
const DIGIT = /[0-9]/;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX_LENGTH, 'Password must be less than 72 characters')
  .regex(UPPERCASE, PASSWORD_MIX_MESSAGE)
  .regex(LOWERCASE, PASSWORD_MIX_MESSAGE)
  .regex(DIGIT, PASSWORD_MIX_MESSAGE);

/**
 * The same rules as a list to show under a new password's field before the first try, each
 * ticked off as it is met. The longest length is listed only once it is passed: nobody types 72
 * characters by accident, and a fifth line would only crowd the four that matter.
 */
export const PASSWORD_RULES = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    met: (password: string) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    label: 'An uppercase letter',
    met: (password: string) => UPPERCASE.test(password),
  },
  {
    id: 'lowercase',
    label: 'A lowercase letter',
    met: (password: string) => LOWERCASE.test(password),
  },
  { id: 'number', label: 'A number', met: (password: string) => DIGIT.test(password) },
  {
    id: 'max-length',
    label: `At most ${PASSWORD_MAX_LENGTH} characters`,
    met: (password: string) => password.length <= PASSWORD_MAX_LENGTH,
  },
] as const;

export interface PasswordRuleState {
  id: (typeof PASSWORD_RULES)[number]['id'];
  label: string;
  met: boolean;
}

/** The rules to list for this password, in order: met or not (the longest length only if broken). */
export function passwordRuleStates(password: string): PasswordRuleState[] {
  return PASSWORD_RULES.map((rule) => ({
    id: rule.id,
    label: rule.label,
    met: rule.met(password),
  })).filter((rule) => rule.id !== 'max-length' || !rule.met);
}

export const fullNameSchema = singleLine(
  z
    .string()
    .trim()
    .min(1, 'Please enter your full name')
    .max(100, 'Name must be less than 100 characters'),
);

export const signUpSchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type SignInInput = z.infer<typeof signInSchema>;

/** The same message for an unknown email and a wrong password: no account enumeration. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** GET /api/me */
export const meResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(['admin'])),
  /** False for someone who signs in only by emailed link or Google: they may set one. */
  hasPassword: z.boolean(),
});
export type Me = z.infer<typeof meResponseSchema>;

/** GET /api/session/status: `{ signedIn }`, for pages that only need to know that. */
export const sessionStatusSchema = z.object({ signedIn: z.boolean() });

/** The first failing message of a zod result, for toasts. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

/** POST /api/auth/request-password-reset: answers the same whether or not the email exists. */
export const requestPasswordResetSchema = z.object({ email: emailSchema });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;

/** POST /api/auth/reset-password: the token comes from the link in the mail (`?token=`). */
export const resetPasswordSchema = z.object({
  token: z.string().trim().min(1, 'This password reset link is incomplete'),
  newPassword: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/**
 * POST /api/auth/sign-in/social: start Google sign-in (only when the server has Google keys).
 * Only these fields reach better-auth; the URLs must be on this site (better-auth checks
 * them against the trusted origins).
 */
export const googleSignInSchema = z.object({
  provider: z.literal('google', 'Unknown sign-in provider'),
  callbackURL: z.string().max(2000).optional(),
  newUserCallbackURL: z.string().max(2000).optional(),
  errorCallbackURL: z.string().max(2000).optional(),
});
export type GoogleSignInInput = z.infer<typeof googleSignInSchema>;

/** GET /api/sign-in-options: the ways /auth offers (Google only with its keys). Public. */
export const signInOptionsSchema = z.object({ google: z.boolean() });
export type SignInOptions = z.infer<typeof signInOptionsSchema>;

/**
 * Sign-in links (magic links, docs/decisions/031-magic-links.md). A link works once, for this
 * long, and always lands on the same page: the client never chooses where (no open redirect).
 */
export const SIGN_IN_LINK_MINUTES = 20;
/**
 * The link that welcomes a new account (the approval's "account ready" mail, the quick-start
 * welcome) is read when the person gets to it, not while they wait at /auth: it lasts a week,
 * still once (docs/decisions/054-approval-links-last-a-week.md).
 */
export const WELCOME_LINK_DAYS = 7;
/**
 * Where every sign-in lands first (issue 28): the app sends a client with a service order on
 * to /orders, anyone else to `then` (one of SIGNED_IN_FALLBACKS, the first by default).
 */
export const SIGNED_IN_LANDING_PATH = '/welcome';
export const SIGNED_IN_FALLBACKS = ['/videos', '/dashboard'] as const;
export const SIGN_IN_LINK_LANDING_PATH = `${SIGNED_IN_LANDING_PATH}?then=/dashboard`;
/** Where a link that expired, was used already or was never issued sends the browser. */
export const SIGN_IN_LINK_EXPIRED_PATH = '/auth?link=expired';

/** POST /api/auth/sign-in/magic-link: answers the same whether or not the email has an account. */
export const signInLinkRequestSchema = z.object({ email: emailSchema });
export type SignInLinkRequestInput = z.infer<typeof signInLinkRequestSchema>;

export const SIGN_IN_LINK_SENT_MESSAGE = `If an account exists for that email, we sent a sign-in link. It works once, for ${SIGN_IN_LINK_MINUTES} minutes.`;

/**
 * POST /api/me/password: a first password for someone who has none (signed in by link or
 * Google), under the sign-up rules. A missing or non-text value gets a message of its own.
 */
export const setPasswordSchema = z.object({
  newPassword: z.string('Please enter a new password').pipe(passwordSchema),
});
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

export const PASSWORD_ALREADY_SET_MESSAGE =
  'Your account already has a password. To change it, sign out and use "Forgot password?".';
