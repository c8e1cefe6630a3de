import { clientErrorEndpoints } from '@shared/endpoints/client-errors';
import type { ClientErrorReport } from '@shared/client-errors';
import { api, urlOf } from './api';

export const CLIENT_ERRORS_PATH = urlOf(clientErrorEndpoints.report);
export type { ClientErrorReport };

/**
 * Tells the server about a problem only the browser saw (e.g. a link to a page that does not
 * exist). Fire-and-forget: a beacon survives the user navigating away, and reporting must never
 * break the page, so every failure is swallowed.
 */
export function reportClientError(report: ClientErrorReport): void {
  const body = JSON.stringify(report);
  try {
    // Typed as JSON: the endpoint validates a JSON body (a bare string would go as text/plain).
    const beacon = new Blob([body], { type: 'application/json' });
    if (navigator.sendBeacon(CLIENT_ERRORS_PATH, beacon)) return;
  } catch {
    // No sendBeacon, or the browser refused this body type: fall back to fetch below.
  }
  api.call(clientErrorEndpoints.report, { body: report, keepalive: true }).catch(() => {});
}
