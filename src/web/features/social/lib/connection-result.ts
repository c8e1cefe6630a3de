import { CONNECTED_PARAM, CONNECTION_ERROR_PARAM } from '@shared/social';
import { SOCIAL_TOASTS } from './messages';

/** What the callback's return to /social-connections says, and the query without it. */
export interface ConnectionResult {
  toast: { kind: 'success' | 'error'; message: string } | null;
  /** The query string to keep (everything but `connected` and `error`). */
  remaining: URLSearchParams;
}

const MAX_SHOWN = 200;

export function readConnectionResult(search: string | URLSearchParams): ConnectionResult {
  const params = new URLSearchParams(search);
  const connected = params.get(CONNECTED_PARAM);
  const error = params.get(CONNECTION_ERROR_PARAM);
  params.delete(CONNECTED_PARAM);
  params.delete(CONNECTION_ERROR_PARAM);
  if (error !== null) {
    // Shown as text (sonner never renders HTML); long or blank values are cut to something sane.
    const words = error.trim().slice(0, MAX_SHOWN) || 'unknown error';
    return {
      toast: { kind: 'error', message: SOCIAL_TOASTS.connectionError(words) },
      remaining: params,
    };
  }
  if (connected === 'youtube') {
    return { toast: { kind: 'success', message: SOCIAL_TOASTS.connected }, remaining: params };
  }
  return { toast: null, remaining: params };
}
