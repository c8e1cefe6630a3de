/**
 * Go High Level (decision 037): the connection and feature-settings routes, the delivery jobs,
 * and the integration events other modules emit when something happens (a video's end, an
 * approval, a post, a lead's status): `integrationEvents.emit(tx, userId, type, data)`.
 */
export { goHighLevelRoutes, type GoHighLevelRoutesOptions } from './routes.js';
export { registerGoHighLevelJobs, type GoHighLevelJobDeps } from './jobs.js';
export { IntegrationEvents, type IntegrationEventEmitter } from './events.js';
export { announceVideoEnd } from './video-events.js';
export { GhlLeadFollowUps } from './lead-follow-ups.js';
export type { LeadRecords } from './lead-calls.js';
