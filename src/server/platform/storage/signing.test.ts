import { describe, expect, it } from 'vitest';
import { attachmentDisposition, signLocalUrl, verifyLocalSignature } from './signing.js';

const secret = 'test-secret-that-is-long-enough-0123456789';
const key = 'veo-outputs/user_1/2025/01/0b1e1d5e-1111-4222-8333-444455556666.mp4';
const now = 1_750_000_000;

/** Reads a signed link back into the fields the route checks. */
function parse(link: string) {
  const url = new URL(link, 'http://x');
  return {
    key: decodeURIComponent(url.pathname.replace(/^\/api\/files\//, '')),
    expiresAt: Number(url.searchParams.get('exp')),
    signature: url.searchParams.get('sig') ?? '',
    downloadName: url.searchParams.get('dn') ?? undefined,
  };
}

describe('signLocalUrl / verifyLocalSignature', () => {
  const link = signLocalUrl({ key, secret, expiresAt: now + 3600 });

  it('produces /api/files/<key>?exp=&sig= with a base64url HMAC-SHA256', () => {
    expect(link).toMatch(
      new RegExp(
        `^/api/files/${key.replaceAll('.', '\\.')}\\?exp=${now + 3600}&sig=[A-Za-z0-9_-]{43}$`,
      ),
    );
  });

  it('verifies an untouched link before it expires', () => {
    expect(verifyLocalSignature({ ...parse(link), secret, now })).toBe(true);
    expect(verifyLocalSignature({ ...parse(link), secret, now: now + 3599 })).toBe(true);
  });

  it('fails once expired (at and after exp)', () => {
    expect(verifyLocalSignature({ ...parse(link), secret, now: now + 3600 })).toBe(false);
    expect(verifyLocalSignature({ ...parse(link), secret, now: now + 10_000 })).toBe(false);
  });

  it('fails when the key, expiry, signature or secret change', () => {
    const fields = parse(link);
    expect(
      verifyLocalSignature({ ...fields, key: key.replace('user_1', 'user_2'), secret, now }),
    ).toBe(false);
    expect(verifyLocalSignature({ ...fields, expiresAt: fields.expiresAt + 60, secret, now })).toBe(
      false,
    );
    const flipped = (fields.signature[0] === 'A' ? 'B' : 'A') + fields.signature.slice(1);
    expect(verifyLocalSignature({ ...fields, signature: flipped, secret, now })).toBe(false);
    expect(
      verifyLocalSignature({ ...fields, signature: fields.signature.slice(0, 20), secret, now }),
    ).toBe(false);
    expect(verifyLocalSignature({ ...fields, signature: '', secret, now })).toBe(false);
    expect(
      verifyLocalSignature({ ...fields, signature: `${fields.signature}==`, secret, now }),
    ).toBe(false);
    expect(verifyLocalSignature({ ...fields, secret: `${secret}x`, now })).toBe(false);
  });

  it('rejects a non-integer expiry', () => {
    const fields = parse(link);
    expect(verifyLocalSignature({ ...fields, expiresAt: Number.NaN, secret, now })).toBe(false);
    expect(() => signLocalUrl({ key, secret, expiresAt: 1.5 })).toThrow();
  });

  it('covers the download name: adding, removing or changing it breaks the link', () => {
    const named = signLocalUrl({
      key,
      secret,
      expiresAt: now + 60,
      downloadName: 'My video (final).mp4',
    });
    const fields = parse(named);
    expect(fields.downloadName).toBe('My video (final).mp4');
    expect(verifyLocalSignature({ ...fields, secret, now })).toBe(true);
    expect(verifyLocalSignature({ ...fields, downloadName: 'evil.html', secret, now })).toBe(false);
    expect(verifyLocalSignature({ ...fields, downloadName: undefined, secret, now })).toBe(false);
    expect(verifyLocalSignature({ ...fields, downloadName: '', secret, now })).toBe(false);
    // And a link signed without a name cannot gain one.
    expect(verifyLocalSignature({ ...parse(link), downloadName: 'x.mp4', secret, now })).toBe(
      false,
    );
  });
});

describe('attachmentDisposition', () => {
  it('keeps a plain name', () => {
    expect(attachmentDisposition('clip.mp4')).toBe(
      `attachment; filename="clip.mp4"; filename*=UTF-8''clip.mp4`,
    );
  });

  it('strips quotes, slashes, control characters and leading dots', () => {
    const value = attachmentDisposition('../"evil"\r\nSet-Cookie: x=1;.mp4');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).toMatch(
      /^attachment; filename="[^"/\\]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/,
    );
    expect(value).toContain('filename="__evil_Set-Cookie: x=1_.mp4"');
  });

  it('keeps a readable UTF-8 name in filename* and an ASCII fallback', () => {
    expect(attachmentDisposition('Café 🎬.mp4')).toBe(
      `attachment; filename="Caf_ __.mp4"; filename*=UTF-8''Caf%C3%A9%20%F0%9F%8E%AC.mp4`,
    );
  });

  it('falls back to "download" for an empty name and limits length without splitting characters', () => {
    expect(attachmentDisposition('\u0000..')).toContain('filename="download"');
    expect(() => attachmentDisposition('🎬'.repeat(200))).not.toThrow();
  });
});
