import { describe, expect, it } from 'vitest';
import { redactQuery } from './redact-query.js';

describe('redactQuery', () => {
  it('hides the values of the named parameters, however they are written', () => {
    const names = ['token'];
    expect(redactQuery('/api/auth/magic-link/verify?token=abcDEF', names)).toBe(
      '/api/auth/magic-link/verify?token=[redacted]',
    );
    expect(redactQuery('/v?a=1&token=x&token=y&b=2', names)).toBe(
      '/v?a=1&token=[redacted]&token=[redacted]&b=2',
    );
    expect(redactQuery('/v?%74oken=secret', names)).toBe('/v?%74oken=[redacted]');
    expect(redactQuery('/v?token', names)).toBe('/v?token=[redacted]');
  });

  it('leaves other parameters and malformed escapes alone', () => {
    expect(redactQuery('/v', ['token'])).toBe('/v');
    expect(redactQuery('/v?tokens=1&my_token=2', ['token'])).toBe('/v?tokens=1&my_token=2');
    expect(redactQuery('/v?%zz=1&token=2', ['token'])).toBe('/v?%zz=1&token=[redacted]');
  });
});
