import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StripeFake, prefixed } from '../../../../test/fakes/stripe-fake.js';
import { CheckoutError, type CheckoutRequest } from './port.js';
import { encodeStripeForm } from './stripe-form.js';
import { StripeCheckoutError, StripeCheckoutProvider } from './stripe.js';

const SECRET_KEY = 'sk_test_reelcast';

let fake: StripeFake;
beforeEach(async () => {
  fake = await StripeFake.start({ secretKey: SECRET_KEY });
});
afterEach(async () => {
  await fake.close();
  expect(fake.violations).toEqual([]);
});

function provider(options: { secretKey?: string; maxAttempts?: number } = {}) {
  return new StripeCheckoutProvider({
    secretKey: options.secretKey ?? SECRET_KEY,
    baseUrl: `${fake.baseUrl}/`,
    maxAttempts: options.maxAttempts,
    retryBaseDelayMs: 1,
  });
}

const creditPack: CheckoutRequest = {
  sessionId: 'chk_1',
  userId: 'user_1',
  email: 'ada@example.com',
  mode: 'payment',
  item: { name: '500 credits', description: 'Save 11%', unitAmountCents: 6700 },
  successUrl: 'http://localhost:3000/credits?checkout=success',
  cancelUrl: 'http://localhost:3000/credits?checkout=cancelled',
  metadata: { checkoutSessionId: 'chk_1', credits: '500' },
};

const plan: CheckoutRequest = {
  ...creditPack,
  sessionId: 'chk_2',
  mode: 'subscription',
  item: { name: 'Athena Pro (all-inclusive)', unitAmountCents: 65000, recurringInterval: 'month' },
  metadata: { checkoutSessionId: 'chk_2', tier: 'growth-inclusive' },
};

async function failureOf(promise: Promise<unknown>): Promise<StripeCheckoutError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(StripeCheckoutError);
  expect(error).toBeInstanceOf(CheckoutError);
  return error as StripeCheckoutError;
}

describe('encodeStripeForm', () => {
  it('writes nested objects and arrays with brackets and leaves out empty values', () => {
    const text = encodeStripeForm({
      mode: 'payment',
      line_items: [{ price_data: { unit_amount: 1500, product_data: { name: 'A & B' } } }],
      metadata: { a: 'x y' },
      skipped: undefined,
      cleared: null,
      flag: true,
    });
    expect(decodeURIComponent(text.replace(/\+/g, ' '))).toBe(
      'mode=payment&line_items[0][price_data][unit_amount]=1500' +
        '&line_items[0][price_data][product_data][name]=A & B&metadata[a]=x y&flag=true',
    );
  });
});

describe('StripeCheckoutProvider', () => {
  it('opens a payment Checkout Session with the documented parameters', async () => {
    const result = await provider().createCheckout(creditPack);

    const session = fake.sessions.get(result.providerSessionId);
    expect(session).toBeDefined();
    expect(result.url).toBe(session!.url);
    const [sent] = fake.requests.of('create-checkout-session');
    expect(sent!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent!.headers['idempotency-key']).toBe('checkout-chk_1');
    const form = Object.fromEntries(sent!.form);
    expect(form).toMatchObject({
      mode: 'payment',
      client_reference_id: 'user_1',
      customer_email: 'ada@example.com',
      success_url: creditPack.successUrl,
      cancel_url: creditPack.cancelUrl,
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '6700',
      'line_items[0][price_data][product_data][name]': '500 credits',
      'line_items[0][price_data][product_data][description]': 'Save 11%',
      'line_items[0][quantity]': '1',
    });
    expect(form['line_items[0][price_data][recurring][interval]']).toBeUndefined();
    expect(prefixed(sent!.form, 'metadata')).toEqual(creditPack.metadata);
    expect(prefixed(sent!.form, 'payment_intent_data[metadata]')).toEqual(creditPack.metadata);
    expect(session).toMatchObject({ mode: 'payment', amount_total: 6700, status: 'open' });
  });

  it('opens a monthly subscription, its metadata copied onto the subscription', async () => {
    const result = await provider().createCheckout(plan);

    const [sent] = fake.requests.of('create-checkout-session');
    expect(sent!.form.get('mode')).toBe('subscription');
    expect(sent!.form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(sent!.form.has('line_items[0][price_data][product_data][description]')).toBe(false);
    expect(prefixed(sent!.form, 'subscription_data[metadata]')).toEqual(plan.metadata);
    expect(fake.sessions.get(result.providerSessionId)?.mode).toBe('subscription');
  });

  it('never makes two sessions for one checkout row', async () => {
    const first = await provider().createCheckout(creditPack);
    const again = await provider().createCheckout(creditPack);
    expect(again).toEqual(first);
    expect(fake.sessions.size).toBe(1);
  });

  it("reports Stripe's own message for a refused request, without retrying", async () => {
    fake.rejectNext({
      type: 'invalid_request_error',
      code: 'parameter_invalid_integer',
      param: 'line_items[0][price_data][unit_amount]',
      message: 'Invalid integer: 67.5',
    });

    const error = await failureOf(provider().createCheckout(creditPack));

    expect(error.message).toBe('Stripe refused the checkout: Invalid integer: 67.5');
    expect(error.retryable).toBe(false);
    expect(error.details).toMatchObject({
      status: 400,
      type: 'invalid_request_error',
      code: 'parameter_invalid_integer',
      param: 'line_items[0][price_data][unit_amount]',
      attempts: 1,
    });
    expect(error.details.requestId).toMatch(/^req_/);
    expect(fake.requests.count('create-checkout-session')).toBe(1);
  });

  it('names the secret key when Stripe refuses it', async () => {
    const error = await failureOf(provider({ secretKey: 'sk_test_wrong' }).createCheckout(plan));
    expect(error.message).toMatch(/^Stripe did not accept the secret key \(STRIPE_SECRET_KEY\)/);
    expect(error.details.status).toBe(401);
    expect(error.retryable).toBe(false);
  });

  it('waits out a rate limit with the same idempotency key', async () => {
    fake.failNext('create-checkout-session', 429);

    const result = await provider().createCheckout(creditPack);

    const sent = fake.requests.of('create-checkout-session');
    expect(sent).toHaveLength(2);
    expect(sent.map((request) => request.headers['idempotency-key'])).toEqual([
      'checkout-chk_1',
      'checkout-chk_1',
    ]);
    expect(fake.sessions.has(result.providerSessionId)).toBe(true);
  });

  it('gives up on an outage after the last attempt, as retryable', async () => {
    fake.failNext('create-checkout-session', 500, 502, 503);

    const error = await failureOf(provider().createCheckout(creditPack));

    expect(fake.requests.count('create-checkout-session')).toBe(3);
    expect(error.retryable).toBe(true);
    expect(error.message).toBe(
      'Stripe had a temporary problem (HTTP 503): Injected failure 503. Gave up after 3 attempts.',
    );
    expect(error.details).toMatchObject({ status: 503, type: 'api_error', attempts: 3 });
    expect(fake.sessions.size).toBe(0);
  });

  it('stops retrying when Stripe says a retry cannot help', async () => {
    fake.shouldRetryHeader = 'false';
    fake.failNext('create-checkout-session', 500);

    const error = await failureOf(provider().createCheckout(creditPack));

    expect(error.retryable).toBe(false);
    expect(fake.requests.count('create-checkout-session')).toBe(1);
  });

  it('retries a refused connection', async () => {
    const closed = await StripeFake.start({ secretKey: SECRET_KEY });
    await closed.close();
    const unreachable = new StripeCheckoutProvider({
      secretKey: SECRET_KEY,
      baseUrl: closed.baseUrl,
      maxAttempts: 2,
      retryBaseDelayMs: 1,
    });
    const error = await failureOf(unreachable.createCheckout(creditPack));
    expect(error.message).toMatch(
      /^Could not reach Stripe \(ECONNREFUSED\)\. Gave up after 2 attempts\.$/,
    );
    expect(error.retryable).toBe(true);
    expect(error.details.attempts).toBe(2);
  });

  it("stops at once when the caller's signal aborts, with the caller's reason", async () => {
    const controller = new AbortController();
    const reason = new Error('client went away');
    fake.failNext('create-checkout-session', 503);
    const slow = new StripeCheckoutProvider({
      secretKey: SECRET_KEY,
      baseUrl: fake.baseUrl,
      retryBaseDelayMs: 60_000,
    });

    const pending = slow.createCheckout(creditPack, controller.signal);
    await fake.requests.waitFor('create-checkout-session');
    controller.abort(reason);

    await expect(pending).rejects.toBe(reason);
    expect(fake.requests.count('create-checkout-session')).toBe(1);
    await expect(slow.createCheckout(plan, controller.signal)).rejects.toBe(reason);
    expect(fake.requests.count('create-checkout-session')).toBe(1);
  });
});
