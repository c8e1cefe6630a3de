import type { z } from 'zod';
import {
  googleSignInSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signInLinkRequestSchema,
  signInSchema,
  signUpSchema,
  SIGN_IN_LINK_EXPIRED_PATH,
  SIGN_IN_LINK_LANDING_PATH,
} from '@shared/auth';
import { AUTH_LIMIT_POLICIES, type AuthLimitPolicy } from './rate-limits.js';
import { SIGN_IN_LINK_VERIFY_PATH } from './sign-in-links.js';

/** What reaches better-auth as the request body. */
export type EndpointBody =
  /** The spec's rules run first; only the fields they checked go on, normalised. */
  | {
      kind: 'validated';
      schema: z.ZodType<Record<string, unknown>>;
      /** Missing fields become '' so the first message is the spec's, not "expected string". */
      fields: readonly string[];
    }
  /** No body is read (the endpoint takes none). */
  | { kind: 'none' }
  /** Passed on as sent: an OAuth provider's callback (query string or form post). */
  | { kind: 'raw' };

export interface AuthEndpoint {
  methods: readonly ('GET' | 'POST')[];
  /** better-auth's path, under AUTH_BASE_PATH. */
  path: string;
  summary: string;
  body: EndpointBody;
  /**
   * The query string better-auth gets, built from the one sent; without it, the one sent. For
   * queries that must not be the client's to choose (where a link lands).
   */
  query?: (sent: unknown) => URLSearchParams;
  /** Query parameters that are secrets: their values never reach the request log. */
  secretQuery?: readonly string[];
  limits: AuthLimitPolicy;
}

const validated = (
  schema: z.ZodType<Record<string, unknown>>,
  fields: readonly string[],
): EndpointBody => ({ kind: 'validated', schema, fields });

const PASSWORD_ENDPOINTS: readonly AuthEndpoint[] = [
  {
    methods: ['POST'],
    path: '/sign-up/email',
    summary: 'Create an account (signs in)',
    body: validated(signUpSchema, ['name', 'email', 'password']),
    limits: AUTH_LIMIT_POLICIES.signUp,
  },
  {
    methods: ['POST'],
    path: '/sign-in/email',
    summary: 'Sign in with email and password',
    body: validated(signInSchema, ['email', 'password']),
    limits: AUTH_LIMIT_POLICIES.signIn,
  },
  {
    methods: ['POST'],
    path: '/request-password-reset',
    summary: 'Mail a password reset link (same answer for unknown emails)',
    body: validated(requestPasswordResetSchema, ['email']),
    limits: AUTH_LIMIT_POLICIES.passwordResetRequest,
  },
  {
    methods: ['POST'],
    path: '/reset-password',
    summary: 'Set a new password with the token from the reset link',
    body: validated(resetPasswordSchema, ['token', 'newPassword']),
    limits: AUTH_LIMIT_POLICIES.passwordReset,
  },
  {
    methods: ['POST'],
    path: '/sign-out',
    summary: 'Sign out (ends the database session)',
    body: { kind: 'none' },
    limits: AUTH_LIMIT_POLICIES.session,
  },
  {
    methods: ['GET'],
    path: '/get-session',
    summary: 'The current session and its user',
    body: { kind: 'none' },
    limits: AUTH_LIMIT_POLICIES.session,
  },
];

/** A token longer than any we issue is no token: it can only miss, and is not hashed. */
const MAX_TOKEN_LENGTH = 200;

/**
 * The query of a followed sign-in link: its token, and where it lands, fixed here. Whatever
 * else the link carries (a `callbackURL` someone added) is dropped, so a link can never send
 * the browser off the site (no open redirect). A missing or odd token is an empty one, which
 * better-auth sends to the expired page like any token it does not know.
 */
export function signInLinkQuery(sent: unknown): URLSearchParams {
  const raw = (sent as { token?: unknown } | null)?.token;
  const first = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  const token = typeof first === 'string' && first.length <= MAX_TOKEN_LENGTH ? first : '';
  return new URLSearchParams({
    token,
    callbackURL: SIGN_IN_LINK_LANDING_PATH,
    newUserCallbackURL: SIGN_IN_LINK_LANDING_PATH,
    errorCallbackURL: SIGN_IN_LINK_EXPIRED_PATH,
  });
}

/** Sign-in by emailed link (decision 031). */
const SIGN_IN_LINK_ENDPOINTS: readonly AuthEndpoint[] = [
  {
    methods: ['POST'],
    path: '/sign-in/magic-link',
    summary: 'Mail a sign-in link to an account (same answer for unknown emails, nothing sent)',
    body: validated(signInLinkRequestSchema, ['email']),
    limits: AUTH_LIMIT_POLICIES.signInLinkRequest,
  },
  {
    methods: ['GET'],
    path: SIGN_IN_LINK_VERIFY_PATH,
    summary: `Follow a sign-in link (?token=): signs in and goes to ${SIGN_IN_LINK_LANDING_PATH}, or to ${SIGN_IN_LINK_EXPIRED_PATH} when the link expired, was used or is unknown`,
    body: { kind: 'none' },
    query: signInLinkQuery,
    secretQuery: ['token'],
    limits: AUTH_LIMIT_POLICIES.signInLinkVerify,
  },
];

const GOOGLE_ENDPOINTS: readonly AuthEndpoint[] = [
  {
    methods: ['POST'],
    path: '/sign-in/social',
    summary: 'Start signing in with Google (answers the Google URL to open)',
    body: validated(googleSignInSchema, ['provider']),
    limits: AUTH_LIMIT_POLICIES.google,
  },
  {
    methods: ['GET', 'POST'],
    path: '/callback/google',
    summary: 'Where Google sends the browser back after sign-in',
    body: { kind: 'raw' },
    limits: AUTH_LIMIT_POLICIES.google,
  },
];

/**
 * The better-auth endpoints the product uses, and no other: everything else better-auth
 * offers (change-password, update-user, delete-user, list-sessions, …, and whatever a later
 * version adds) answers 404 because no route leads to it. Every endpoint here is
 * rate-limited; every body carrying a name, an email or a password runs the shared spec rules
 * first.
 */
export function productAuthEndpoints(options: { google: boolean }): readonly AuthEndpoint[] {
  return [
    ...PASSWORD_ENDPOINTS,
    ...SIGN_IN_LINK_ENDPOINTS,
    ...(options.google ? GOOGLE_ENDPOINTS : []),
  ];
}
