import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures (decision 037): `sha256=<hex>` of HMAC-SHA256, keyed with the signing
 * secret (its UTF-8 bytes, `whsec_` prefix included), over `<timestamp>.<raw body>`, where the
 * timestamp is the X-Reelcast-Timestamp header (Unix seconds of the attempt). Signing the
 * timestamp with the body lets a receiver refuse a replayed request: a captured delivery cannot
 * be sent again later with a fresh timestamp.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * What a receiver does, in Node (the recipe the decision gives): recompute, compare in constant
 * time, and refuse a timestamp more than `toleranceSeconds` away from now.
 */
export function verifyWebhook(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  { toleranceSeconds = 300, now = Date.now() } = {},
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isSafeInteger(timestamp) || !headers.signature) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody));
  const received = Buffer.from(headers.signature);
  return expected.length === received.length && timingSafeEqual(expected, received);
}
