/** platform/http's face: the one file of the folder that code outside it imports. */
export { registerApiNoStore } from './cache-control.js';
export { clientErrorRoutes } from './client-errors.js';
export { CROSS_SITE_REFUSED, registerOriginCheck } from './csrf.js';
export { registerErrorHandling } from './errors.js';
export { healthRoutes } from './health.js';
export { createMetrics, registerMetrics, type Metrics } from './metrics.js';
export { registerOpenApi } from './openapi.js';
export { idParam, idParams, isUuid } from './params.js';
export { redactQuery } from './redact-query.js';
export { registerSecurityHeaders } from './security.js';
export { registerTextCheck } from './text-check.js';
export { errorAnswers, route, type EndpointHandler, type RouteDocs } from './endpoint-route.js';
export { DEFAULT_DRAIN_TIMES, registerUnreadBodyDrain } from './unread-body.js';
export { paidCreateErrors, parseInput, rejectInvalidRequest } from './validation.js';
export { registerWebApp } from './web.js';
