import { describe, expect, it } from 'vitest';
import { clientAddressKey } from '../../platform/limits/index.js';
import { emailInBody } from './rate-limits.js';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address, also when IPv6-mapped', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('limits an IPv6 client by its /64, however the address is written', () => {
    const key = clientAddressKey('2001:db8:0:1::1');
    expect(key).toBe('2001:db8:0:1::/64');
    for (const sameNetwork of [
      '2001:0db8:0000:0001:ffff:ffff:ffff:ffff',
      '2001:db8:0:1:a:b:c:d',
      '2001:DB8:0:1::abcd%eth0',
    ]) {
      expect(clientAddressKey(sameNetwork)).toBe(key);
    }
    expect(clientAddressKey('2001:db8:0:2::1')).not.toBe(key);
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::')).toBe('fe80:0:0:0::/64');
  });
});

describe('emailInBody', () => {
  it('reads the email as accounts store it, or nothing', () => {
    expect(emailInBody(Buffer.from('{"email":" Ada@Example.TEST "}'))).toBe('ada@example.test');
    for (const body of [Buffer.from('{"email":1}'), Buffer.from('not json'), undefined]) {
      expect(emailInBody(body)).toBe('');
    }
  });
});
