import { describe, expect, it } from 'vitest';
import { initialAuthView } from './auth-view';
import { checkEmail, checkSignIn, checkSignUp } from './validation';

const valid = { name: 'Ada Lovelace', email: ' ada@example.com ', password: 'Engine42x' };

describe('checkSignUp', () => {
  it('returns the trimmed input to send', () => {
    expect(checkSignUp(valid)).toEqual({
      ok: true,
      data: { name: 'Ada Lovelace', email: 'ada@example.com', password: 'Engine42x' },
    });
  });

  it('reports only the first failing rule, in form order', () => {
    expect(checkSignUp({ name: ' ', email: 'nope', password: 'x' })).toEqual({
      ok: false,
      message: 'Please enter your full name',
    });
    expect(checkSignUp({ ...valid, email: 'nope', password: 'x' })).toEqual({
      ok: false,
      message: 'Invalid email address',
    });
  });

  it.each([
    ['', 'Invalid email address'],
    ['ada@', 'Invalid email address'],
    [`${'a'.repeat(250)}@example.com`, 'Email must be less than 255 characters'],
  ])('rejects the email %j with %j', (email, message) => {
    expect(checkSignUp({ ...valid, email })).toEqual({ ok: false, message });
  });

  it.each([
    ['Ab1', 'Password must be at least 8 characters'],
    ['', 'Password must be at least 8 characters'],
    [`Ab1${'x'.repeat(69)}`, 'Password must be less than 72 characters'],
    ['alllowercase1', 'Password must contain uppercase, lowercase, and number'],
    ['ALLUPPERCASE1', 'Password must contain uppercase, lowercase, and number'],
    ['NoDigitsHere', 'Password must contain uppercase, lowercase, and number'],
  ])('rejects the password %j with %j', (password, message) => {
    expect(checkSignUp({ ...valid, password })).toEqual({ ok: false, message });
  });

  it('accepts a 71-character password', () => {
    expect(checkSignUp({ ...valid, password: `Ab1${'x'.repeat(68)}` }).ok).toBe(true);
  });
});

describe('checkSignIn', () => {
  it('needs no name and applies the same email and password rules', () => {
    expect(checkSignIn({ email: 'ada@example.com', password: 'Engine42x' })).toEqual({
      ok: true,
      data: { email: 'ada@example.com', password: 'Engine42x' },
    });
    expect(checkSignIn({ email: 'ada@example.com', password: 'engine42x' })).toEqual({
      ok: false,
      message: 'Password must contain uppercase, lowercase, and number',
    });
  });
});

describe('checkEmail', () => {
  it('checks the email of a reset or sign-in link request', () => {
    expect(checkEmail(' ada@example.com')).toEqual({ ok: true, data: 'ada@example.com' });
    expect(checkEmail('ada')).toEqual({ ok: false, message: 'Invalid email address' });
  });
});

describe('initialAuthView', () => {
  it('opens sign-up only when navigation state asks for it', () => {
    expect(initialAuthView({ mode: 'signup' })).toBe('signup');
    expect(initialAuthView({ mode: 'forgot' })).toBe('forgot');
    expect(initialAuthView({ mode: 'admin' })).toBe('signin');
    expect(initialAuthView(null)).toBe('signin');
    expect(initialAuthView('signup')).toBe('signin');
  });

  it('opens the expired-link card where a sign-in link that no longer works lands', () => {
    expect(initialAuthView(null, '?link=expired&error=INVALID_TOKEN')).toBe('link-expired');
    expect(initialAuthView({ mode: 'signup' }, '?link=expired')).toBe('link-expired');
    expect(initialAuthView(null, '?link=other')).toBe('signin');
    // Reached only from inside the page, after a link was asked for.
    expect(initialAuthView({ mode: 'link-sent' })).toBe('signin');
    expect(initialAuthView(null, '?mode=link-expired')).toBe('signin');
  });
});
