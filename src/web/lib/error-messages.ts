import { insufficientCreditsMessage } from '@shared/pricing';
import { ApiError, serverMessage } from './api';

/** Spec wording when a 402 arrives without a balance and a required amount we can read. */
export const INSUFFICIENT_CREDITS_FALLBACK = 'Insufficient credits for this operation';

function readNumber(record: Record<string, unknown>, key: string): number | undefined {
  const value = record[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * The shortfall message for a failed call that was about credits, or undefined when it was not.
 * Per the spec a 402, or any error response carrying `balance` and `required`, is a shortfall;
 * a 402 whose body cannot be read still gets the generic credits wording.
 */
export function insufficientCreditsFromError(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body;
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    const balance = readNumber(record, 'balance');
    const required = readNumber(record, 'required');
    if (balance !== undefined && required !== undefined) {
      return insufficientCreditsMessage(balance, required);
    }
  }
  return error.status === 402 ? INSUFFICIENT_CREDITS_FALLBACK : undefined;
}

/**
 * What to show in an error toast: the credits shortfall wording, else the server's own message,
 * else `fallback` (the spec's per-action wording, e.g. "Failed to submit"). A network failure
 * keeps its "could not reach the server" text, which says more than any fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const shortfall = insufficientCreditsFromError(error);
  if (shortfall) return shortfall;
  if (error instanceof ApiError) {
    if (error.status === 0) return error.message;
    return serverMessage(error.body) ?? fallback;
  }
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}
