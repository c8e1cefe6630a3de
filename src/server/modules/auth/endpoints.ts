import type { z } from 'zod';
import {
  googleSignInSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@shared/auth';
import { AUTH_LIMIT_POLICIES, type AuthLimitPolicy } from './rate-limits.js';

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
 * version adds) answers 404 because no route leads to it. Magic links join this list when
 * the product adds them. Every endpoint here is rate-limited; every body carrying a name, an
 * email or a password runs the shared spec rules first.
 */
export function productAuthEndpoints(options: { google: boolean }): readonly AuthEndpoint[] {
  return options.google ? [...PASSWORD_ENDPOINTS, ...GOOGLE_ENDPOINTS] : PASSWORD_ENDPOINTS;
}
