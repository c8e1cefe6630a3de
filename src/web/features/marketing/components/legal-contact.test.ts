import { describe, expect, it } from 'vitest';
import { operatorEmailFrom } from './legal-contact';

describe('operatorEmailFrom', () => {
  it('reads the address out of a mailto link, without the subject', () => {
    expect(operatorEmailFrom('mailto:hello@example.com?subject=Strategy%20call')).toBe(
      'hello@example.com',
    );
    expect(operatorEmailFrom('MAILTO:team%2Bops@studio.test')).toBe('team+ops@studio.test');
  });

  it('has no address for a booking page or a malformed link', () => {
    expect(operatorEmailFrom('https://cal.example.com/strategy')).toBeUndefined();
    expect(operatorEmailFrom('mailto:?subject=hi')).toBeUndefined();
    expect(operatorEmailFrom('mailto:%E0%A4%A@x.test')).toBeUndefined();
  });
});
