/** platform/events's face: the one file of the folder that code outside it imports. */
export { EventHub } from './hub.js';
export { registerEventJobs } from './jobs.js';
export { eventRoutes } from './routes.js';
export { lockUserEvents, publishEvent } from './repo.js';
