import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import {
  errorMessage,
  INSUFFICIENT_CREDITS_FALLBACK,
  insufficientCreditsFromError,
} from './error-messages';

const shortfallBody = { error: 'Insufficient credits', balance: 4, required: 16 };

describe('insufficientCreditsFromError', () => {
  it('words a 402 with balance and required the spec way', () => {
    const error = new ApiError(402, 'Insufficient credits', shortfallBody);
    expect(insufficientCreditsFromError(error)).toBe(
      'Insufficient credits. You have 4 but need 16.',
    );
  });

  it('treats any error response carrying balance and required as a shortfall', () => {
    const error = new ApiError(400, 'Insufficient credits', shortfallBody);
    expect(insufficientCreditsFromError(error)).toBe(
      'Insufficient credits. You have 4 but need 16.',
    );
  });

  it('falls back to the generic wording for an unreadable 402 body', () => {
    expect(insufficientCreditsFromError(new ApiError(402, 'x', '<html>'))).toBe(
      INSUFFICIENT_CREDITS_FALLBACK,
    );
    expect(insufficientCreditsFromError(new ApiError(402, 'x', { balance: '4' }))).toBe(
      INSUFFICIENT_CREDITS_FALLBACK,
    );
    expect(insufficientCreditsFromError(new ApiError(402, 'x'))).toBe(
      INSUFFICIENT_CREDITS_FALLBACK,
    );
  });

  it('ignores errors that are not about credits', () => {
    expect(insufficientCreditsFromError(new ApiError(400, 'Bad', { error: 'Bad' }))).toBe(
      undefined,
    );
    expect(insufficientCreditsFromError(new Error('boom'))).toBe(undefined);
    expect(insufficientCreditsFromError('boom')).toBe(undefined);
  });
});

describe('errorMessage', () => {
  it('prefers the shortfall wording', () => {
    expect(errorMessage(new ApiError(402, 'x', shortfallBody), 'Failed to submit')).toBe(
      'Insufficient credits. You have 4 but need 16.',
    );
  });

  it("shows the server's message as received, else the fallback", () => {
    expect(errorMessage(new ApiError(429, 'x', { error: 'Too many requests' }), 'F')).toBe(
      'Too many requests',
    );
    expect(errorMessage(new ApiError(500, 'Something went wrong.', '<html>'), 'F')).toBe('F');
  });

  it('keeps the network message and plain error messages', () => {
    expect(errorMessage(new ApiError(0, 'Could not reach the server.'), 'F')).toBe(
      'Could not reach the server.',
    );
    expect(errorMessage(new Error('Disk full'), 'F')).toBe('Disk full');
    expect(errorMessage(new Error(' '), 'F')).toBe('F');
    expect(errorMessage(undefined, 'F')).toBe('F');
  });
});
