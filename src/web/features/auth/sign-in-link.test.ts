import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../lib/browser-storage';
import { LINK_EMAIL_STORAGE_KEY, rememberedLinkEmail, rememberLinkEmail } from './sign-in-link';

function memoryStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

const blocked: KeyValueStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

describe('the email a sign-in link was asked for', () => {
  it('is remembered for the expired-link card, the latest one winning', () => {
    const storage = memoryStorage();
    expect(rememberedLinkEmail(storage)).toBe('');
    rememberLinkEmail(storage, 'ada@example.com');
    rememberLinkEmail(storage, 'grace@example.com');
    expect(rememberedLinkEmail(storage)).toBe('grace@example.com');
  });

  it('is forgotten quietly when storage is blocked, missing or holds something else', () => {
    expect(() => rememberLinkEmail(blocked, 'ada@example.com')).not.toThrow();
    expect(rememberedLinkEmail(blocked)).toBe('');
    expect(rememberedLinkEmail(undefined)).toBe('');
    const storage = memoryStorage();
    storage.values.set(LINK_EMAIL_STORAGE_KEY, 'not an email');
    expect(rememberedLinkEmail(storage)).toBe('');
    storage.values.set(LINK_EMAIL_STORAGE_KEY, `${'a'.repeat(300)}@example.com`);
    expect(rememberedLinkEmail(storage)).toBe('');
  });
});
