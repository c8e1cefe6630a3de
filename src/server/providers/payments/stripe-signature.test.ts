import * as crypto from 'node:crypto';
import type * as NodeCrypto from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
  signWebhookPayload,
  verifyWebhookSignature,
} from './stripe-signature.js';

// The real crypto, with timingSafeEqual observed: the comparison itself is under test.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof NodeCrypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const SECRET = 'whsec_test_0123456789abcdef';
const NOW = 1_767_225_600; // 2026-01-01T00:00:00Z
const PAYLOAD = JSON.stringify(
  { id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: {} } },
  null,
  2,
);

/** Stripe's algorithm written out independently: hex HMAC-SHA256 of `${t}.${payload}`. */
const referenceSignature = (payload: string, secret: string, t: number) =>
  crypto.createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${t}.${payload}`).digest('hex');

function verify(
  header: string | undefined,
  options: { body?: string | Buffer; secret?: string; now?: number; tolerance?: number } = {},
) {
  verifyWebhookSignature(options.body ?? PAYLOAD, header, options.secret ?? SECRET, {
    nowSeconds: options.now ?? NOW,
    toleranceSeconds: options.tolerance,
  });
}

function failure(run: () => void): WebhookSignatureError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookSignatureError);
    return error as WebhookSignatureError;
  }
  throw new Error('expected a WebhookSignatureError');
}

beforeEach(() => {
  vi.mocked(crypto.timingSafeEqual).mockClear();
});

describe('signWebhookPayload', () => {
  it('matches a fixed vector of the documented algorithm', () => {
    // Computed outside this code: `printf '1700000000.{"id":"evt_fixed"}' |
    // openssl dgst -sha256 -hmac whsec_fixed` (and Python's hmac agrees).
    expect(signWebhookPayload('{"id":"evt_fixed"}', 'whsec_fixed', 1_700_000_000)).toBe(
      't=1700000000,v1=b7e6c9d176c1aa8cbf99d6d769f966d93aefce507030e65ba7b76b7de4d2f635',
    );
  });

  it('signs `t.payload` with the secret as-is, whole seconds', () => {
    expect(signWebhookPayload(PAYLOAD, SECRET, NOW + 0.9)).toBe(
      `t=${NOW},v1=${referenceSignature(PAYLOAD, SECRET, NOW)}`,
    );
  });
});

describe('verifyWebhookSignature', () => {
  const valid = signWebhookPayload(PAYLOAD, SECRET, NOW);

  it('accepts a valid signature over the raw body, as a string or as bytes', () => {
    expect(() => verify(valid)).not.toThrow();
    expect(() => verify(valid, { body: Buffer.from(PAYLOAD, 'utf8') })).not.toThrow();
  });

  it('refuses a tampered body, including the same JSON re-serialised', () => {
    const tampered = PAYLOAD.replace('checkout.session.completed', 'checkout.session.expired');
    expect(failure(() => verify(valid, { body: tampered })).message).toMatch(/No signature/);
    const reserialised = JSON.stringify(JSON.parse(PAYLOAD));
    expect(() => verify(valid, { body: reserialised })).toThrow(WebhookSignatureError);
  });

  it('refuses a signature made with another secret', () => {
    const forged = signWebhookPayload(PAYLOAD, 'whsec_someone_else', NOW);
    expect(() => verify(forged)).toThrow(WebhookSignatureError);
  });

  it('refuses a timestamp altered after signing', () => {
    const moved = valid.replace(`t=${NOW}`, `t=${NOW + 60}`);
    expect(() => verify(moved, { now: NOW + 60 })).toThrow(/No signature/);
  });

  it('refuses deliveries older or newer than the tolerance (a replay, a forged clock)', () => {
    const tolerance = WEBHOOK_TOLERANCE_SECONDS;
    expect(() => verify(valid, { now: NOW + tolerance })).not.toThrow();
    expect(() => verify(valid, { now: NOW - tolerance })).not.toThrow();
    expect(failure(() => verify(valid, { now: NOW + tolerance + 1 })).message).toMatch(
      /outside the 300 s tolerance/,
    );
    expect(() => verify(valid, { now: NOW - tolerance - 1 })).toThrow(/outside/);
    expect(() => verify(valid, { now: NOW + 31, tolerance: 30 })).toThrow(/outside the 30 s/);
  });

  it('accepts a header whose second v1 matches (a secret being rolled)', () => {
    const other = signWebhookPayload(PAYLOAD, 'whsec_old_secret', NOW).split('v1=')[1];
    const mine = referenceSignature(PAYLOAD, SECRET, NOW);
    expect(() => verify(`t=${NOW},v1=${other},v1=${mine}`)).not.toThrow();
    expect(() => verify(`t=${NOW}, v1=${other}, v1=${mine}`)).not.toThrow();
  });

  it('ignores other schemes, even one carrying the right HMAC', () => {
    const mine = referenceSignature(PAYLOAD, SECRET, NOW);
    expect(() => verify(`t=${NOW},v0=${mine}`)).toThrow(/no v1 signature/);
    const mixed = `t=${NOW},v0=${'0'.repeat(64)},v1=${mine},x=y`;
    expect(() => verify(mixed)).not.toThrow();
  });

  it('refuses a missing or garbled header with a reason', () => {
    expect(failure(() => verify(undefined)).message).toMatch(/missing/);
    expect(failure(() => verify('  ')).message).toMatch(/missing/);
    expect(failure(() => verify('garbage')).message).toMatch(/timestamp/);
    const mine = referenceSignature(PAYLOAD, SECRET, NOW);
    expect(failure(() => verify(`t=soon,v1=${mine}`)).message).toMatch(/timestamp/);
    expect(failure(() => verify(`t=${NOW}`)).message).toMatch(/no v1/);
    expect(failure(() => verify(`t=${NOW},v1=not-hex`)).message).toMatch(/No signature/);
  });

  it('compares every candidate in constant time on equal-length buffers', () => {
    const mine = referenceSignature(PAYLOAD, SECRET, NOW);
    const wrong = 'f'.repeat(64);
    // A matching prefix (a different length) must neither match nor reach timingSafeEqual,
    // which would throw on unequal lengths.
    verify(`t=${NOW},v1=${mine.slice(0, 40)},v1=${mine},v1=${wrong}`);
    const calls = vi.mocked(crypto.timingSafeEqual).mock.calls;
    expect(calls).toHaveLength(2); // no early exit after the match
    for (const [expected, candidate] of calls) {
      expect(Buffer.isBuffer(expected) && Buffer.isBuffer(candidate)).toBe(true);
      expect((expected as Buffer).length).toBe(32);
      expect((candidate as Buffer).length).toBe(32);
    }
  });
});
