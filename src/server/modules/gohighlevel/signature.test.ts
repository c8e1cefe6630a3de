import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './signature.js';

const SECRET = 'whsec_test-secret';
const BODY = '{"id":"e1","type":"video.completed"}';

describe('webhook signatures', () => {
  it('is sha256= and the hex HMAC over "<timestamp>.<body>"', () => {
    // Computed independently with: printf '1700000000.%s' "$BODY" | openssl dgst -sha256 -hmac "$SECRET"
    expect(signWebhook(SECRET, 1_700_000_000, BODY)).toBe(
      'sha256=1af78f94febf9e967ee716fe53e4134acf60ab0efdb3ab90689efa643d6ce0ca',
    );
  });

  it('verifies a fresh delivery and refuses a changed body, a wrong secret or an old one', () => {
    const now = 1_700_000_100_000;
    const timestamp = '1700000000';
    const signature = signWebhook(SECRET, 1_700_000_000, BODY);
    const check = (body: string, secret = SECRET, at = now) =>
      verifyWebhook(secret, { timestamp, signature }, body, { now: at });
    expect(check(BODY)).toBe(true);
    expect(check(`${BODY} `)).toBe(false);
    expect(check(BODY, 'whsec_other')).toBe(false);
    expect(check(BODY, SECRET, now + 600_000)).toBe(false);
    expect(verifyWebhook(SECRET, { timestamp: 'x', signature }, BODY, { now })).toBe(false);
  });
});
