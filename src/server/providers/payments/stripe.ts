import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import { CheckoutError, type CheckoutProvider, type CheckoutRequest } from './port.js';
import { encodeStripeForm, type StripeFormValue } from './stripe-form.js';

/**
 * Stripe Checkout Sessions over plain HTTP (vendors.md section 8; why no SDK:
 * docs/decisions/010-stripe-adapter.md). One call opens the hosted payment page. Retries of
 * that call (rate limits, outages, dropped connections) reuse one Idempotency-Key derived
 * from our checkout row, so however often it is sent Stripe makes at most one session.
 */

export interface StripeCheckoutOptions {
  /** sk_… or rk_… (config.stripe.secretKey). */
  secretKey: string;
  /** https://api.stripe.com, or a local fake (config.stripe.baseUrl). */
  baseUrl: string;
  /** Attempts per checkout, the first included (default 3). */
  maxAttempts?: number;
  /** First retry delay; it doubles per retry, with jitter (default 500 ms). */
  retryBaseDelayMs?: number;
  /** One attempt's limit (default 20 s): the user is waiting on the button. */
  requestTimeoutMs?: number;
}

const DEFAULTS = { maxAttempts: 3, retryBaseDelayMs: 500, requestTimeoutMs: 20_000 };
/** The longest wait a Retry-After header may ask for before we give up instead. */
const MAX_RETRY_AFTER_MS = 5_000;

const stripeErrorBodySchema = z.object({
  error: z.looseObject({
    type: z.string().optional(),
    code: z.string().optional(),
    message: z.string().optional(),
    param: z.string().optional(),
  }),
});

const createdSessionSchema = z.looseObject({
  id: z.string().min(1),
  url: z.url({ protocol: /^https?$/ }),
});

/** A refusal or failure from Stripe, with its own error fields for logs. */
export class StripeCheckoutError extends CheckoutError {
  override name = 'StripeCheckoutError';

  constructor(
    message: string,
    retryable: boolean,
    readonly details: {
      /** HTTP status; undefined when no answer arrived. */
      status?: number;
      /** Stripe's error.type, e.g. invalid_request_error, api_error, idempotency_error. */
      type?: string;
      code?: string;
      param?: string;
      /** Stripe's Request-Id header, for its dashboard logs. */
      requestId?: string;
      attempts?: number;
    } = {},
    options?: { cause?: unknown },
  ) {
    super(message, retryable, options);
  }
}

export class StripeCheckoutProvider implements CheckoutProvider {
  readonly id = 'stripe' as const;
  readonly #secretKey: string;
  readonly #endpoint: string;
  readonly #settings: typeof DEFAULTS;

  constructor(options: StripeCheckoutOptions) {
    this.#secretKey = options.secretKey;
    this.#endpoint = `${options.baseUrl.replace(/\/$/, '')}/v1/checkout/sessions`;
    this.#settings = {
      maxAttempts: options.maxAttempts ?? DEFAULTS.maxAttempts,
      retryBaseDelayMs: options.retryBaseDelayMs ?? DEFAULTS.retryBaseDelayMs,
      requestTimeoutMs: options.requestTimeoutMs ?? DEFAULTS.requestTimeoutMs,
    };
  }

  async createCheckout(
    request: CheckoutRequest,
    signal?: AbortSignal,
  ): Promise<{ providerSessionId: string; url: string }> {
    const body = encodeStripeForm(checkoutSessionParams(request));
    const headers = {
      authorization: `Bearer ${this.#secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      'idempotency-key': `checkout-${request.sessionId}`,
    };
    const { maxAttempts } = this.#settings;
    for (let attempt = 1; ; attempt += 1) {
      signal?.throwIfAborted();
      const outcome = await this.#attempt(headers, body, signal);
      if ('created' in outcome) return outcome.created;
      const { error } = outcome;
      if (!error.retryable || attempt >= maxAttempts) {
        error.details.attempts = attempt;
        if (attempt > 1) error.message += ` Gave up after ${attempt} attempts.`;
        throw error;
      }
      await wait(this.#retryDelay(attempt, outcome.retryAfterMs), signal);
    }
  }

  /** One POST: the created session, or the error to retry or throw. */
  async #attempt(
    headers: Record<string, string>,
    body: string,
    signal: AbortSignal | undefined,
  ): Promise<AttemptOutcome> {
    const timeout = AbortSignal.timeout(this.#settings.requestTimeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await fetch(this.#endpoint, {
        method: 'POST',
        headers,
        body,
        redirect: 'error',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      const message = timeout.aborted
        ? `Stripe did not answer within ${this.#settings.requestTimeoutMs / 1000} s.`
        : `Could not reach Stripe (${networkReason(error)}).`;
      return { error: new StripeCheckoutError(message, true, {}, { cause: error }) };
    }
    if (response.ok) {
      const created = createdSessionSchema.safeParse(parseJson(text));
      if (created.success) {
        return { created: { providerSessionId: created.data.id, url: created.data.url } };
      }
      const details = { status: response.status, requestId: requestIdOf(response) };
      const message = 'Stripe answered without a checkout link.';
      return { error: new StripeCheckoutError(message, false, details) };
    }
    return stripeHttpError(response, parseJson(text));
  }

  /** Exponential backoff with jitter; a short Retry-After from Stripe is honoured. */
  #retryDelay(attempt: number, retryAfterMs: number | undefined): number {
    const backoff = this.#settings.retryBaseDelayMs * 2 ** (attempt - 1);
    const jittered = backoff * (0.5 + Math.random() / 2);
    return Math.max(jittered, retryAfterMs ?? 0);
  }
}

/** One attempt: the created session, or the error with how long Stripe asked us to wait. */
type AttemptOutcome =
  | { created: { providerSessionId: string; url: string } }
  | { error: StripeCheckoutError; retryAfterMs?: number };

/** The Checkout Session parameters for one request (documented in vendors.md section 8). */
export function checkoutSessionParams(request: CheckoutRequest): Record<string, StripeFormValue> {
  const subscription = request.mode === 'subscription';
  const { item, metadata } = request;
  return {
    mode: request.mode,
    client_reference_id: request.userId,
    customer_email: request.email,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    line_items: [
      {
        price_data: {
          currency: 'usd',
          unit_amount: item.unitAmountCents,
          product_data: { name: item.name, description: item.description },
          recurring: subscription ? { interval: item.recurringInterval ?? 'month' } : undefined,
        },
        quantity: 1,
      },
    ],
    metadata,
    // Session metadata stays on the session; these copies reach the payment intent (refunds,
    // disputes) and the subscription (renewals), whose events carry no session.
    payment_intent_data: subscription ? undefined : { metadata },
    subscription_data: subscription ? { metadata } : undefined,
  };
}

/** Stripe's `{error:{type,code,message,param}}` as a readable error with a retry verdict. */
function stripeHttpError(response: Response, body: unknown): AttemptOutcome {
  const { status } = response;
  const parsed = stripeErrorBodySchema.safeParse(body);
  const fields = parsed.success ? parsed.data.error : {};
  const details = {
    status,
    type: fields.type,
    code: fields.code,
    param: fields.param,
    requestId: requestIdOf(response),
  };
  // Stripe says outright when a retry cannot help (a replayed result for this idempotency key)
  // or will (a lock held by a concurrent request); otherwise rate limits and 5xx are passing.
  const shouldRetry = response.headers.get('stripe-should-retry');
  const retryable =
    shouldRetry === 'true' || (shouldRetry !== 'false' && (status === 429 || status >= 500));
  const said = fields.message?.trim();
  const message =
    status === 401
      ? `Stripe did not accept the secret key (STRIPE_SECRET_KEY)${said ? `: ${said}` : '.'}`
      : status === 429
        ? 'Stripe is rate limiting requests.'
        : status >= 500
          ? `Stripe had a temporary problem (HTTP ${status})${said ? `: ${said}` : '.'}`
          : `Stripe refused the checkout${said ? `: ${said}` : ` (HTTP ${status}).`}`;
  return {
    error: new StripeCheckoutError(message, retryable, details),
    retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
  };
}

/** fetch says only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND, …) is in its cause. */
function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

function requestIdOf(response: Response): string | undefined {
  return response.headers.get('request-id') ?? undefined;
}

function retryAfterMs(header: string | null): number | undefined {
  const seconds = header ? Number(header) : NaN;
  if (!Number.isFinite(seconds) || seconds < 0) return undefined;
  return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
}

async function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  try {
    await delay(ms, undefined, { signal });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw error;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
