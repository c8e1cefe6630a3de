import { clientErrorReportSchema } from '../client-errors.js';
import { endpoint } from '../endpoint.js';

/** What only the browser sees, reported to the server's log. */
export const clientErrorEndpoints = {
  /** Answers 204; also sent with navigator.sendBeacon, so it needs a plain URL. */
  report: endpoint({
    method: 'POST',
    path: '/api/client-errors',
    body: clientErrorReportSchema,
    status: 204,
  }),
};
