import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { clientAddressKey, type AttemptCounters } from '../../platform/limits/index.js';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/**
 * When failed sign-ins at one account from everywhere fill the quarter-hour window: says how
 * the owner gets in meanwhile. The same for any email, with or without an account.
 */
export const ACCOUNT_SIGN_IN_PAUSED_MESSAGE =
  'Too many failed sign-in attempts for this email. Please try again in 15 minutes, or use "Email me a sign-in link".';

const ONE_MINUTE_MS = 60_000;
const FIFTEEN_MINUTES_MS = 15 * ONE_MINUTE_MS;

/**
 * Who a limit counts: the client address (IPv6: its /64), the account the body names (its
 * email, whether or not an account has it, so limits reveal nothing), or that account at
 * that address.
 */
export type LimitScope = 'address' | 'account' | 'accountAtAddress';

export interface AttemptLimit {
  scope: LimitScope;
  max: number;
  windowMs: number;
  /** The 429's message when this limit refuses (TOO_MANY_ATTEMPTS_MESSAGE otherwise). */
  refusal?: string;
}

export interface AuthLimitPolicy {
  /** Counters are per policy: endpoints sharing a policy share its counters. */
  name: string;
  /**
   * `every`: every attempt counts (sign-up, reset mails: the success is the costly part).
   * `failed`: only attempts that do not succeed count (sign-in: guesses count, the owner
   * signing in does not).
   */
  counts: 'every' | 'failed';
  /**
   * Checked in this order, and an attempt refused by one is not counted by the next: the
   * loose account-wide limit goes last, so attempts refused at one address never use it up.
   */
  limits: readonly AttemptLimit[];
  /** Mail the account's owner when an account limit fills up (see guessing-alert.ts). */
  alertsOwner?: boolean;
}

const perMinute = (scope: LimitScope, max: number): AttemptLimit => ({
  scope,
  max,
  windowMs: ONE_MINUTE_MS,
});

/**
 * Sign-in (decisions 019 and 051): one address fails at most 5 times a minute on one account;
 * one account fails at most 10 times a quarter-hour from all addresses together, so guesses
 * spread over many addresses get 40 an hour, not 20 a minute. Filling the account-wide window
 * pauses password sign-in for that email, the owner's too: the owner gets in meanwhile with a
 * mailed sign-in link or a reset (their own policies), and is mailed about the guessing.
 */
export const AUTH_LIMIT_POLICIES = {
  signIn: {
    name: 'sign-in',
    counts: 'failed',
    limits: [
      perMinute('address', 10),
      perMinute('accountAtAddress', 5),
      {
        scope: 'account',
        max: 10,
        windowMs: FIFTEEN_MINUTES_MS,
        refusal: ACCOUNT_SIGN_IN_PAUSED_MESSAGE,
      },
    ],
    alertsOwner: true,
  },
  signUp: {
    name: 'sign-up',
    counts: 'every',
    limits: [perMinute('address', 10), perMinute('account', 5)],
  },
  /** Each request mails the owner: the per-account limit keeps their inbox from a flood. */
  passwordResetRequest: {
    name: 'password-reset-request',
    counts: 'every',
    limits: [perMinute('address', 10), perMinute('account', 5)],
  },
  passwordReset: { name: 'password-reset', counts: 'every', limits: [perMinute('address', 10)] },
  /** Each request may mail the owner a link: like reset mails, a flood is kept out. */
  signInLinkRequest: {
    name: 'sign-in-link-request',
    counts: 'every',
    limits: [perMinute('address', 10), perMinute('account', 5)],
  },
  /** A link's token is 32 random letters: this bounds load, not guessing. */
  signInLinkVerify: {
    name: 'sign-in-link-verify',
    counts: 'every',
    limits: [perMinute('address', 20)],
  },
  /** POST /api/me/password (signed in; the body names no email). */
  setPassword: { name: 'set-password', counts: 'every', limits: [perMinute('address', 10)] },
  session: { name: 'session', counts: 'every', limits: [perMinute('address', 60)] },
  google: { name: 'google', counts: 'every', limits: [perMinute('address', 20)] },
} as const satisfies Record<string, AuthLimitPolicy>;

/** The email a JSON body names, normalised as accounts store it; '' when there is none. */
export function emailInBody(body: unknown): string {
  if (!Buffer.isBuffer(body) && typeof body !== 'string') return '';
  try {
    const parsed: unknown = JSON.parse(body.toString());
    const email = (parsed as { email?: unknown } | null)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase() : '';
  } catch {
    return '';
  }
}

/**
 * The counter of one limit of a policy for one client and email; undefined when the limit
 * names an account and there is no email. Every caller that takes a policy's hits (the
 * endpoints, an admin's "Send again") counts on these same keys. Two limits of one scope (a
 * minute and a quarter-hour, say) count apart.
 */
export function limitCounterKey(
  policy: AuthLimitPolicy,
  limit: AttemptLimit,
  subject: { address?: string; email: string },
): string | undefined {
  const { address, email } = subject;
  const scopeKey = {
    address: address === undefined ? undefined : `${policy.name}|address|${address}`,
    account: email ? `${policy.name}|account|${email}` : undefined,
    accountAtAddress:
      email && address !== undefined
        ? `${policy.name}|account-at-address|${email}|${address}`
        : undefined,
  }[limit.scope];
  return scopeKey && `${scopeKey}|${limit.windowMs}`;
}

/** One admitted attempt; `end` says whether it succeeded. Never throws. */
export interface LimitedAttempt {
  end(outcome: { succeeded: boolean }): Promise<void>;
}

export interface AuthLimiterOptions {
  counters: AttemptCounters;
  logger: FastifyBaseLogger;
  /** Called (not awaited) when an account limit fills up on a failed attempt. */
  onAccountLimitReached?: (email: string) => void;
}

/**
 * The auth rate limits, counted in the database (AttemptCounters) so that every web process
 * shares them. `admit` takes a hit of each limit of the policy or answers 429 with the
 * spec's message and Retry-After; the returned attempt gives its hits back if it succeeded
 * and the policy counts only failed attempts.
 */
export function createAuthLimiter(options: AuthLimiterOptions) {
  const { counters, logger } = options;

  async function admit(
    request: FastifyRequest,
    reply: FastifyReply,
    policy: AuthLimitPolicy,
  ): Promise<LimitedAttempt> {
    const subject = { address: clientAddressKey(request.ip), email: emailInBody(request.body) };
    const { email } = subject;
    const taken: { key: string; limit: AttemptLimit; hits: number }[] = [];
    for (const limit of policy.limits) {
      const key = limitCounterKey(policy, limit, subject);
      if (!key) continue; // no email in the body: the address limit still applies
      const result = await counters.take(key, limit.max, limit.windowMs);
      if (!result.taken) {
        // Refused: the hits this attempt took are given back, it was never tried.
        await Promise.all(taken.map((hit) => counters.giveBack(hit.key)));
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw new AppError(429, limit.refusal ?? TOO_MANY_ATTEMPTS_MESSAGE);
      }
      taken.push({ key, limit, hits: result.hits });
    }

    return {
      async end({ succeeded }) {
        try {
          if (succeeded) {
            if (policy.counts === 'failed') {
              await Promise.all(taken.map((hit) => counters.giveBack(hit.key)));
            }
            return;
          }
          const filledAccountLimit = taken.some(
            (hit) => hit.limit.scope !== 'address' && hit.hits === hit.limit.max,
          );
          if (policy.alertsOwner && filledAccountLimit) options.onAccountLimitReached?.(email);
        } catch (error) {
          logger.warn({ err: error }, 'auth rate limit: could not settle an attempt');
        }
      },
    };
  }

  return { admit };
}

export type AuthLimiter = ReturnType<typeof createAuthLimiter>;
