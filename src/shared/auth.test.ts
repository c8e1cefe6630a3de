import { describe, expect, it } from 'vitest';
import { passwordRuleStates, passwordSchema } from './auth';

const unmet = (password: string) =>
  passwordRuleStates(password)
    .filter((rule) => !rule.met)
    .map((rule) => rule.label);

describe('passwordRuleStates', () => {
  it('lists the four rules, none met, before anything is typed', () => {
    expect(passwordRuleStates('')).toEqual([
      { id: 'length', label: 'At least 8 characters', met: false },
      { id: 'uppercase', label: 'An uppercase letter', met: false },
      { id: 'lowercase', label: 'A lowercase letter', met: false },
      { id: 'number', label: 'A number', met: false },
    ]);
  });

  it('ticks each rule off as it is met', () => {
    expect(unmet('abc')).toEqual(['At least 8 characters', 'An uppercase letter', 'A number']);
    expect(unmet('abcdefgH')).toEqual(['A number']);
    expect(unmet('Studio2024x')).toEqual([]);
  });

  it('adds the longest length only once it is passed', () => {
    expect(unmet(`Ab1${'x'.repeat(68)}`)).toEqual([]);
    expect(unmet(`Ab1${'x'.repeat(69)}`)).toEqual(['At most 71 characters']);
  });

  it('agrees with the schema the server checks: all met exactly when it passes', () => {
    for (const password of [
      '',
      'short1A',
      'lowercase1',
      'UPPERCASE1',
      'NoDigitsHere',
      'Studio2024x',
    ]) {
      expect(unmet(password).length === 0, password).toBe(
        passwordSchema.safeParse(password).success,
      );
    }
    const tooLong = `Ab1${'x'.repeat(69)}`;
    expect(passwordSchema.safeParse(tooLong).success).toBe(false);
    expect(unmet(tooLong)).not.toEqual([]);
  });
});
