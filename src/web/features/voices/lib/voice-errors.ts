import { VOICE_MESSAGES } from '@shared/voices';
import { ApiError, serverMessage } from '../../../lib/api';

/**
 * What a failed voice call shows. Signed out is the spec's 'Not authenticated'; a refusal of
 * the input (4xx: not an MP3, already added, no consent) keeps the server's own words, which
 * say what to fix; anything else (5xx, an unreadable answer) is the spec's per-action wording,
 * e.g. 'Failed to clone voice'. A network failure keeps its "could not reach" text.
 */
export function voiceFailureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 401) return VOICE_MESSAGES.notAuthenticated;
  if (error.status === 0) return error.message;
  const own = serverMessage(error.body);
  return error.status >= 400 && error.status < 500 && own ? own : fallback;
}
