/**
 * The video studio: routes, the render job's handlers, and the service the worker-process test
 * fixtures create jobs through.
 */
export { videoRoutes } from './routes.js';
export { registerVideoJobs, VIDEO_FAILED_MESSAGE, type VideoJobDeps } from './jobs.js';
export { VideosService, type VideosServiceDeps } from './service.js';
/** Posting reads the caller's video (its file, poster and prompt) through this. */
export { findOwnJob as findOwnVideoJob, type VideoJobRow } from './repo.js';
