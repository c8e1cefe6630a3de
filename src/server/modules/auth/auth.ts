import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink } from 'better-auth/plugins/magic-link';
import { SIGN_IN_LINK_MINUTES } from '@shared/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { MailPort } from '../../platform/mail/index.js';
import { html } from '../../platform/html.js';
import type { CreditsService } from '../../platform/credits/index.js';
import { listedAdminGranter } from './admin-emails.js';
import { authTables, markEmailVerified } from './repo.js';
import { AUTH_BASE_PATH } from './base-path.js';
import type { SignInLinkMail } from './sign-in-links.js';

export { AUTH_BASE_PATH };

/** Cookie names start with this (`reelcast.session_token`; `__Secure-` first over https). */
export const AUTH_COOKIE_PREFIX = 'reelcast';
export const SESSION_COOKIE_NAME = `${AUTH_COOKIE_PREFIX}.session_token`;

/** better-auth reads the client address for sessions from this header; we set it ourselves. */
export const CLIENT_IP_HEADER = 'x-reelcast-client-ip';

const DAY_SECONDS = 24 * 60 * 60;
export const SESSION_EXPIRES_IN_SECONDS = 30 * DAY_SECONDS;
/** A session used at least a day after its last renewal gets a fresh 30 days. */
export const SESSION_UPDATE_AGE_SECONDS = DAY_SECONDS;
const RESET_TOKEN_EXPIRES_IN_SECONDS = 60 * 60;

/** The web page that reads `?token=` and posts the new password (built by the web app). */
export const resetPasswordPageUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

export type SignupCredits = Pick<CreditsService, 'grant'>;

export interface CreateAuthOptions {
  config: Config;
  database: Database;
  mail: MailPort;
  credits: SignupCredits;
  /** Mails sign-in links (magic links); the app waits for it at close. */
  signInLinks: SignInLinkMail;
  logger?: FastifyBaseLogger | undefined;
}

/**
 * Gives a new account its sign-up credits. The idempotency key makes it happen once per user
 * however often it runs: after the user row commits, and again after each new session, which
 * heals an account whose first grant failed (database hiccup right after sign-up).
 */
export function signupCreditGranter(credits: SignupCredits, amount: number) {
  return async (userId: string): Promise<void> => {
    if (amount <= 0) return;
    await credits.grant({
      userId,
      amount,
      kind: 'signup_grant',
      idempotencyKey: `signup:${userId}`,
      reason: 'Free credits for signing up',
    });
  };
}

/** Google sign-in is on when both its keys are configured. */
export function googleSignInEnabled(config: Pick<Config, 'google'>): boolean {
  return config.google !== null;
}

/** The better-auth instance: email + password (and Google when configured), DB sessions. */
export function createAuth(options: CreateAuthOptions) {
  const { config, database, mail, logger } = options;
  const grant = signupCreditGranter(options.credits, config.signupCredits);
  // A failed grant must not fail the sign-up or sign-in around it (the user row and session
  // are already committed): it is logged and tried again at the next sign-in.
  const grantSignupCredits = async (userId: string) => {
    try {
      await grant(userId);
    } catch (error) {
      logger?.error({ err: error, userId }, 'sign-up credit grant failed; retried at next sign-in');
    }
  };
  // ADMIN_EMAILS: every way of creating an account ends in the user-create hook (decision 032).
  const grantListedAdmin = listedAdminGranter({
    database,
    adminEmails: config.adminEmails,
    onError: (error, userId) =>
      logger?.error({ err: error, userId }, 'ADMIN_EMAILS grant failed; given at the next start'),
  });
  const publicOrigin = new URL(config.publicUrl).origin;

  return betterAuth({
    appName: config.productName,
    secret: config.appSecret,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: authTables,
      // The user, its credential account and its first session commit together or not at all.
      transaction: true,
    }),
    telemetry: { enabled: false },
    // A pending password reset is kept as its SHA-256 only, like sign-in links (storeToken
    // below): a database reader cannot reset anyone's password with a row (decision 048).
    verification: {
      storeIdentifier: { default: 'plain', overrides: { 'reset-password:': 'hashed' } },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => logger?.[level]({ args }, `better-auth: ${message}`),
    },
    // Our routes limit every endpoint (modules/auth/rate-limits.ts, counted in the database);
    // better-auth's own limiter would answer differently worded 429s and is switched off.
    rateLimit: { enabled: false },
    // The browser origin is the public URL, or the server's own host (the Vite dev proxy keeps
    // its Host header, and a reverse proxy may serve more than one name). See csrf.ts.
    trustedOrigins: (request) => [publicOrigin, request ? new URL(request.url).origin : undefined],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 71,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      // The reset link proved the mailbox: the new password must survive a later sign-in by
      // link, which strips every password set before the email was proven (decision 031).
      onPasswordReset: ({ user: reset }) => markEmailVerified(database, reset.id),
      resetPasswordTokenExpiresIn: RESET_TOKEN_EXPIRES_IN_SECONDS,
      sendResetPassword: async ({ user: recipient, token }) => {
        const link = resetPasswordPageUrl(config.publicUrl, token);
        await mail.send({
          to: recipient.email,
          kind: 'password_reset',
          // Never kept readable: the outbox shows "[link sent, hidden]" (decision 048).
          secrets: [link],
          subject: `Reset your ${config.productName} password`,
          text: [
            `Someone asked to reset the password of your ${config.productName} account.`,
            `Choose a new password here (the link works for one hour): ${link}`,
            'If it was not you, ignore this mail: your password stays as it is.',
          ].join('\n\n'),
          html: html`<p>
              Someone asked to reset the password of your ${config.productName} account.
            </p>
            <p><a href="${link}">Choose a new password</a> (the link works for one hour).</p>
            <p>If it was not you, ignore this mail: your password stays as it is.</p>`,
        });
      },
    },
    socialProviders: config.google ? { google: config.google } : {},
    // A failed Google sign-in returns to our sign-in page (better-auth's own /error page is
    // not among the endpoints we serve: see endpoints.ts).
    onAPIError: { errorURL: `${config.publicUrl}/auth` },
    plugins: [
      // Sign-in by emailed link (decision 031). Links never make accounts: those come from
      // sign-up, Google and approved submissions. The token is stored as its SHA-256 only.
      // The welcome mails' links are given a week after this writes them (decision 054).
      magicLink({
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        disableSignUp: true,
        storeToken: 'hashed',
        sendMagicLink: (request) => options.signInLinks.send(request),
      }),
    ],
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await grantListedAdmin(created);
            await grantSignupCredits(created.id);
          },
        },
      },
      session: { create: { after: (created) => grantSignupCredits(created.userId) } },
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      // better-auth skips its origin checks when NODE_ENV=test; tests must see production rules.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
