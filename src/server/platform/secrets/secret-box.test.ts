import { describe, expect, it } from 'vitest';
import { SecretBox, SecretOpenError } from './secret-box.js';

const SECRET = 'a'.repeat(48);
const OTHER = 'b'.repeat(48);
const CONTEXT = 'social_connections.access_token:1';

describe('SecretBox', () => {
  it('opens what it sealed, and never stores the plaintext', () => {
    const box = new SecretBox(SECRET);
    const sealed = box.seal('ya29.token-value', CONTEXT);
    expect(sealed).toMatch(/^v1\.[\w-]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('ya29');
    expect(box.open(sealed, CONTEXT)).toBe('ya29.token-value');
  });

  it('seals the same value differently each time (fresh IV)', () => {
    const box = new SecretBox(SECRET);
    expect(box.seal('same', CONTEXT)).not.toBe(box.seal('same', CONTEXT));
  });

  it('refuses a value moved to another row or column', () => {
    const box = new SecretBox(SECRET);
    const sealed = box.seal('token', CONTEXT);
    expect(() => box.open(sealed, 'social_connections.access_token:2')).toThrow(SecretOpenError);
    expect(() => box.open(sealed, 'social_connections.refresh_token:1')).toThrow(SecretOpenError);
  });

  it('refuses a changed value', () => {
    const box = new SecretBox(SECRET);
    const parts = box.seal('token', CONTEXT).split('.');
    const ciphertext = Buffer.from(parts[4]!, 'base64url');
    ciphertext[0] = ciphertext[0]! ^ 1;
    parts[4] = ciphertext.toString('base64url');
    expect(() => box.open(parts.join('.'), CONTEXT)).toThrow(SecretOpenError);
  });

  it('refuses what is not a sealed value, without echoing it', () => {
    const box = new SecretBox(SECRET);
    for (const junk of ['', 'plain-token', 'v1.x.y', 'v2.a.b.c.d', 'v1.a.b.c.d.e']) {
      expect(() => box.open(junk, CONTEXT)).toThrow(SecretOpenError);
      try {
        box.open(junk, CONTEXT);
      } catch (error) {
        if (junk) expect((error as Error).message).not.toContain(junk);
      }
    }
  });

  it('opens values of a previous secret after a rotation, and says they need sealing again', () => {
    const before = new SecretBox(OTHER);
    const sealed = before.seal('old token', CONTEXT);
    const rotated = new SecretBox(SECRET, [OTHER]);
    expect(rotated.open(sealed, CONTEXT)).toBe('old token');
    expect(rotated.sealedWithPreviousSecret(sealed)).toBe(true);
    expect(rotated.sealedWithPreviousSecret(rotated.seal('x', CONTEXT))).toBe(false);
    expect(() => new SecretBox(SECRET).open(sealed, CONTEXT)).toThrow(/does not have/);
  });
});
