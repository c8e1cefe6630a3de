import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stripe's webhook signature (vendors.md section 8): the `Stripe-Signature` header is
 * `t=<unix seconds>,v1=<hex>[,v1=<hex>…]`, each v1 being hex HMAC-SHA256, keyed with the
 * endpoint's `whsec_…` secret as-is, of `<t>.<raw body>`. Several v1 values appear while a
 * secret is being rolled; other schemes (v0) are ignored. The offline checkout signs its
 * events the same way, so both reach the billing module through one verified path.
 */

/** Stripe's SDK default: an event signed longer ago than this is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const SCHEME = 'v1';
const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** The delivery is not provably Stripe's (or is too old): answer 400, never process it. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** Hex HMAC-SHA256 of `<t>.<payload>`, over the raw bytes when given a Buffer. */
function computeSignature(payload: string | Buffer, secret: string, timestamp: number): string {
  if (!secret) throw new TypeError('A webhook secret is required');
  return createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');
}

/** A `Stripe-Signature` header value for `payload` (the offline checkout and tests use it). */
export function signWebhookPayload(
  payload: string,
  secret: string,
  timestampSeconds: number,
): string {
  const timestamp = Math.floor(timestampSeconds);
  return `t=${timestamp},${SCHEME}=${computeSignature(payload, secret, timestamp)}`;
}

interface ParsedHeader {
  timestamp: number;
  signatures: string[];
}

function parseHeader(header: string): ParsedHeader {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const item of header.split(',')) {
    const separator = item.indexOf('=');
    if (separator < 0) continue;
    const key = item.slice(0, separator).trim();
    const value = item.slice(separator + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === SCHEME) signatures.push(value);
  }
  if (timestamp === undefined) {
    throw new WebhookSignatureError('The Stripe-Signature header has no readable timestamp.');
  }
  if (signatures.length === 0) {
    throw new WebhookSignatureError('The Stripe-Signature header has no v1 signature.');
  }
  return { timestamp, signatures };
}

/**
 * Throws WebhookSignatureError unless one v1 signature in `header` matches `rawBody` (the
 * bytes as received: re-serialised JSON never matches) and its timestamp lies within
 * `toleranceSeconds` of now, either way: an old one is a replay, a future one a forgery or a
 * broken clock.
 */
export function verifyWebhookSignature(
  rawBody: string | Buffer,
  header: string | undefined,
  secret: string,
  options: { toleranceSeconds?: number; nowSeconds?: number } = {},
): void {
  if (!header?.trim()) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
  const { timestamp, signatures } = parseHeader(header);
  const expected = Buffer.from(computeSignature(rawBody, secret, timestamp), 'hex');

  // Every candidate is compared in constant time and the loop never stops early, so neither
  // the position nor the prefix of a near-miss shows in the response time.
  let matched = false;
  for (const signature of signatures) {
    if (!HEX_SHA256.test(signature)) continue;
    if (timingSafeEqual(expected, Buffer.from(signature, 'hex'))) matched = true;
  }
  if (!matched) {
    throw new WebhookSignatureError(
      'No signature matches the payload. Is the raw request body being verified, with the right secret?',
    );
  }

  const tolerance = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > tolerance) {
    throw new WebhookSignatureError(
      `The signature's timestamp is outside the ${tolerance} s tolerance (signed at ${timestamp}, now ${now}).`,
    );
  }
}
