import { MARKETING_MESSAGES } from '@shared/site';
import { waitlistSignupSchema } from '@shared/marketing';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import {
  validateWaitlistForm,
  waitlistFailureMessage,
  waitlistFailureToast,
  type WaitlistFormValues,
} from './waitlist-form';

const values = (overrides: Partial<WaitlistFormValues> = {}): WaitlistFormValues => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  website: '',
  ...overrides,
});

describe('validateWaitlistForm', () => {
  it('sends the trimmed name and email with the list and the honeypot', () => {
    expect(
      validateWaitlistForm('webinar', values({ name: '  Ada  ', email: ' ada@example.com ' })),
    ).toEqual({
      ok: true,
      body: { list: 'webinar', name: 'Ada', email: 'ada@example.com', website: '' },
    });
  });

  it('passes the honeypot through untouched so the server can spot bots', () => {
    const result = validateWaitlistForm('ebook', values({ website: 'http://spam.example' }));
    expect(result.ok && result.body.website).toBe('http://spam.example');
  });

  it.each([
    ['no name', { name: '' }, ['name']],
    ['a blank name', { name: '   ' }, ['name']],
    ['no email', { email: '' }, ['email']],
    ['neither', { name: ' ', email: '\t' }, ['name', 'email']],
  ] as const)('asks for name and email with %s', (_case, overrides, fields) => {
    expect(validateWaitlistForm('masterclass', values(overrides))).toEqual({
      ok: false,
      message: 'Please enter your name and email',
      invalidFields: fields,
    });
  });

  it.each(['ada', 'ada@example', 'ada @example.com', '@example.com'])(
    'rejects the email %j',
    (email) => {
      expect(validateWaitlistForm('masterclass', values({ email }))).toEqual({
        ok: false,
        message: MARKETING_MESSAGES.invalidEmail,
        invalidFields: ['email'],
      });
    },
  );

  // The server applies the shared schema: whatever the page sends must pass it.
  it.each([
    values(),
    values({ name: ' Grace Hopper ', email: ' grace.hopper+waitlist@navy.example.org ' }),
    values({ website: 'bot-filled' }),
  ])('builds bodies the server schema accepts (%#)', (input) => {
    const result = validateWaitlistForm('masterclass', input);
    expect(result.ok).toBe(true);
    if (result.ok) expect(waitlistSignupSchema.safeParse(result.body).success).toBe(true);
  });
});

describe('waitlist failure toasts', () => {
  it('uses the spec’s words: the ebook says "Failed to submit"', () => {
    expect(waitlistFailureMessage('masterclass')).toBe('Failed to register. Please try again.');
    expect(waitlistFailureMessage('webinar')).toBe('Failed to register. Please try again.');
    expect(waitlistFailureMessage('ebook')).toBe('Failed to submit');
  });

  it('keeps a server fault’s own text out of the toast', () => {
    const error = new ApiError(500, 'Internal Server Error', { error: 'db exploded' });
    expect(waitlistFailureToast('ebook', error)).toEqual({ message: 'Failed to submit' });
  });

  it('explains a rate limit, in the server’s words when it gives some', () => {
    expect(
      waitlistFailureToast('webinar', new ApiError(429, 'x', { error: 'Slow down, please.' })),
    ).toEqual({
      message: 'Failed to register. Please try again.',
      description: 'Slow down, please.',
    });
    expect(waitlistFailureToast('webinar', new ApiError(429, 'x'))).toEqual({
      message: 'Failed to register. Please try again.',
      description: MARKETING_MESSAGES.tooManyRequests,
    });
  });

  it('passes on a rejected field’s message and an unreachable server', () => {
    const invalid = new ApiError(400, 'x', { error: MARKETING_MESSAGES.invalidEmail });
    expect(waitlistFailureToast('masterclass', invalid).description).toBe(
      MARKETING_MESSAGES.invalidEmail,
    );
    const offline = new ApiError(0, 'Could not reach the server.');
    expect(waitlistFailureToast('masterclass', offline).description).toBe(
      'Could not reach the server.',
    );
  });

  it('shows only the title for anything else', () => {
    expect(waitlistFailureToast('masterclass', new TypeError('boom'))).toEqual({
      message: 'Failed to register. Please try again.',
    });
  });
});
