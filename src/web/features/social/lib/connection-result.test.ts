import { describe, expect, it } from 'vitest';
import { readConnectionResult } from './connection-result';

describe('readConnectionResult', () => {
  it("says 'Connection error: {error}' and drops the parameter", () => {
    const result = readConnectionResult('?error=You+did+not+allow+access&tab=youtube');
    expect(result.toast).toEqual({
      kind: 'error',
      message: 'Connection error: You did not allow access',
    });
    expect(result.remaining.toString()).toBe('tab=youtube');
  });

  it('welcomes a connected channel', () => {
    const result = readConnectionResult('?connected=youtube');
    expect(result.toast).toEqual({ kind: 'success', message: 'YouTube channel connected' });
    expect(result.remaining.toString()).toBe('');
  });

  it('ignores other platforms and an empty query, and cuts a long or blank error', () => {
    expect(readConnectionResult('?connected=myspace').toast).toBeNull();
    expect(readConnectionResult('').toast).toBeNull();
    expect(readConnectionResult('?error=').toast?.message).toBe('Connection error: unknown error');
    expect(readConnectionResult(`?error=${'x'.repeat(500)}`).toast?.message).toHaveLength(
      'Connection error: '.length + 200,
    );
  });
});
