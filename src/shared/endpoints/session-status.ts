import { endpoint } from '../endpoint.js';

/**
 * GET /api/session/status without its answer's schema: the public pages check it with a plain
 * fetch, and importing zod for it would put zod in the landing page's script budget.
 * `sessionEndpoints.status` adds the schema for the server and the app.
 */
export const sessionStatusEndpoint = endpoint({ method: 'GET', path: '/api/session/status' });
