import { describe, expect, it } from 'vitest';
import { checkNewPassword, PASSWORDS_DO_NOT_MATCH } from './form-checks';

describe('checkNewPassword', () => {
  it('applies the password rules before comparing the confirmation', () => {
    expect(checkNewPassword('short', 'other')).toEqual({
      ok: false,
      message: 'Password must be at least 8 characters',
    });
    expect(checkNewPassword('alllowercase1', 'alllowercase1')).toEqual({
      ok: false,
      message: 'Password must contain uppercase, lowercase, and number',
    });
    expect(checkNewPassword('Engine42x', 'Engine42y')).toEqual({
      ok: false,
      message: PASSWORDS_DO_NOT_MATCH,
    });
    expect(checkNewPassword('Engine42x', 'Engine42x')).toEqual({ ok: true, data: 'Engine42x' });
  });
});
