import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import {
  InjectedFailures,
  RequestLog,
  sendJson,
  startFakeServer,
  type FakeServer,
} from './fake-http.js';

/**
 * A local stand-in for Stripe's Checkout Sessions API (shared/docs/vendors.md section 8). It
 * checks the bearer key, the form encoding and the parameters against the documented
 * contract — recording each breach in `violations` and answering it as Stripe does
 * (`{"error":{type,code,message,param}}`) — keeps Stripe's idempotency rules (same key and
 * body: the first answer replayed; same key, other body: an idempotency_error) and answers
 * the documented session shape. Webhook events for these sessions: ./stripe-fake-events.ts.
 */

export type StripeStep = 'create-checkout-session';

export interface StripeRequest {
  step: StripeStep | 'unknown';
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The decoded form body. */
  form: URLSearchParams;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  subscription: string | null;
  invoice: string | null;
  success_url: string;
  cancel_url: string;
  created: number;
  expires_at: number;
  livemode: false;
}

interface StripeErrorBody {
  type: string;
  message: string;
  code?: string;
  param?: string;
}

/** Every parameter the adapter may send; Stripe refuses unknown ones by name. */
const KNOWN_PARAMS = [
  /^(mode|client_reference_id|customer_email|success_url|cancel_url)$/,
  /^line_items\[0\]\[quantity\]$/,
  /^line_items\[0\]\[price_data\]\[(currency|unit_amount)\]$/,
  /^line_items\[0\]\[price_data\]\[product_data\]\[(name|description)\]$/,
  /^line_items\[0\]\[price_data\]\[recurring\]\[interval\]$/,
  /^(metadata|payment_intent_data\[metadata\]|subscription_data\[metadata\])\[[\w.-]{1,40}\]$/,
];

export class StripeFake {
  readonly requests = new RequestLog<StripeRequest>();
  readonly violations: string[] = [];
  /** Sessions created, by id. */
  readonly sessions = new Map<string, FakeCheckoutSession>();
  /** Stripe-Should-Retry sent with injected failures (unset: not sent). */
  shouldRetryHeader: 'true' | 'false' | undefined;
  readonly #replays = new Map<string, { body: string; status: number; answer: unknown }>();
  readonly #failures = new InjectedFailures<StripeStep>();
  readonly #rejections: StripeErrorBody[] = [];
  #server!: FakeServer;

  private constructor(private readonly secretKey: string) {}

  static async start(options: { secretKey: string }): Promise<StripeFake> {
    const fake = new StripeFake(options.secretKey);
    fake.#server = await startFakeServer((req, res, body) => fake.#handle(req, res, body));
    return fake;
  }

  /** What STRIPE_BASE_URL would be. */
  get baseUrl(): string {
    return this.#server.origin;
  }

  /** The next requests of `step` get these HTTP statuses (429, 500, …) before any work. */
  failNext(step: StripeStep, ...statuses: number[]): void {
    this.#failures.add(step, statuses);
  }

  /** The next create is refused with this invalid_request_error-style body (HTTP 400). */
  rejectNext(error: StripeErrorBody): void {
    this.#rejections.push(error);
  }

  close(): Promise<void> {
    return this.#server.close();
  }

  #refuse(response: http.ServerResponse, status: number, error: StripeErrorBody): void {
    sendJson(response, status, { error });
  }

  #violation(response: http.ServerResponse, message: string, param?: string): void {
    this.violations.push(message);
    this.#refuse(response, 400, { type: 'invalid_request_error', message, param });
  }

  #handle(request: http.IncomingMessage, response: http.ServerResponse, body: Buffer): void {
    const url = new URL(request.url ?? '/', this.#server.origin);
    const method = request.method ?? '';
    const step =
      method === 'POST' && url.pathname === '/v1/checkout/sessions'
        ? 'create-checkout-session'
        : 'unknown';
    response.setHeader('request-id', `req_${randomBytes(7).toString('hex')}`);
    const text = body.toString('utf8');
    const form = new URLSearchParams(text);
    this.requests.add({ step, method, path: url.pathname, headers: request.headers, form });

    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      this.#refuse(response, 401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided: sk_test_****',
      });
      return;
    }
    if (step === 'unknown') {
      this.#violation(response, `Unrecognized request URL (${method}: ${url.pathname}).`);
      return;
    }
    const failure = this.#failures.take(step);
    if (failure !== undefined) {
      if (this.shouldRetryHeader) response.setHeader('stripe-should-retry', this.shouldRetryHeader);
      const type = failure === 429 ? 'rate_limit_error' : 'api_error';
      this.#refuse(response, failure, { type, message: `Injected failure ${failure}.` });
      return;
    }
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key.length === 0 || key.length > 255) {
      this.#violation(response, 'An Idempotency-Key of 1 to 255 characters is required.');
      return;
    }
    const replay = this.#replays.get(key);
    if (replay) {
      if (replay.body !== text) {
        this.violations.push(`Idempotency key ${key} reused with other parameters.`);
        this.#refuse(response, 400, {
          type: 'idempotency_error',
          message:
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        });
        return;
      }
      response.setHeader('idempotent-replayed', 'true');
      sendJson(response, replay.status, replay.answer);
      return;
    }
    const [status, answer] = this.#create(request, form);
    this.#replays.set(key, { body: text, status, answer });
    sendJson(response, status, answer);
  }

  /** Checks a create request and answers [status, body], as Stripe would. */
  #create(request: http.IncomingMessage, form: URLSearchParams): [number, unknown] {
    const breach = formBreach(request, form);
    if (breach) {
      this.violations.push(breach.message);
      return [400, { error: { type: 'invalid_request_error', ...breach } }];
    }
    const rejection = this.#rejections.shift();
    if (rejection) return [400, { error: rejection }];
    const mode = form.get('mode') as FakeCheckoutSession['mode'];
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const created = Math.floor(Date.now() / 1000);
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      url: `${this.#server.origin}/c/pay/${id}`,
      mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
      currency: 'usd',
      customer: null,
      customer_email: form.get('customer_email'),
      client_reference_id: form.get('client_reference_id'),
      metadata: prefixed(form, 'metadata'),
      payment_intent: null,
      subscription: null,
      invoice: null,
      success_url: form.get('success_url')!,
      cancel_url: form.get('cancel_url')!,
      created,
      expires_at: created + 24 * 3600,
      livemode: false,
    };
    this.sessions.set(id, session);
    return [200, session];
  }
}

/** The first way `form` breaks the documented Checkout Session contract, if any. */
function formBreach(
  request: http.IncomingMessage,
  form: URLSearchParams,
): { message: string; param?: string } | undefined {
  if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
    return { message: 'The body must be application/x-www-form-urlencoded.' };
  }
  for (const param of form.keys()) {
    if (!KNOWN_PARAMS.some((pattern) => pattern.test(param))) {
      return { message: `Received unknown parameter: ${param}`, param };
    }
  }
  const mode = form.get('mode');
  if (mode !== 'payment' && mode !== 'subscription') {
    return { message: 'Invalid mode: must be payment or subscription.', param: 'mode' };
  }
  for (const param of ['success_url', 'cancel_url']) {
    if (!/^https?:\/\//.test(form.get(param) ?? '')) {
      return { message: `Not a valid URL: ${param}`, param };
    }
  }
  const price = 'line_items[0][price_data]';
  if (form.get(`${price}[currency]`) !== 'usd') {
    return { message: 'Expected currency usd.', param: `${price}[currency]` };
  }
  if (!/^[1-9]\d*$/.test(form.get(`${price}[unit_amount]`) ?? '')) {
    return { message: 'Invalid integer: unit_amount', param: `${price}[unit_amount]` };
  }
  if (!form.get(`${price}[product_data][name]`)) {
    return { message: 'Missing required param: name.', param: `${price}[product_data][name]` };
  }
  if (form.get('line_items[0][quantity]') !== '1') {
    return { message: 'Expected quantity 1.', param: 'line_items[0][quantity]' };
  }
  const interval = form.get(`${price}[recurring][interval]`);
  if (mode === 'subscription' && interval !== 'month') {
    return {
      message: 'Subscriptions need a monthly recurring price.',
      param: `${price}[recurring]`,
    };
  }
  if (mode === 'payment' && interval !== null) {
    return { message: 'A recurring price needs subscription mode.', param: 'mode' };
  }
  const wrongCopy = mode === 'payment' ? 'subscription_data' : 'payment_intent_data';
  if ([...form.keys()].some((param) => param.startsWith(wrongCopy))) {
    return { message: `You can not pass \`${wrongCopy}\` in \`${mode}\` mode.`, param: wrongCopy };
  }
  return undefined;
}

/** `metadata[k]=v` pairs (under `prefix`) as an object. */
export function prefixed(form: URLSearchParams, prefix: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = key.startsWith(`${prefix}[`) ? /\[([^\]]+)\]$/.exec(key) : null;
    if (match && key === `${prefix}[${match[1]}]`) values[match[1]!] = value;
  }
  return values;
}
