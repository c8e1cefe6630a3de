/**
 * The video studio: routes, the render job's handlers, the service the worker-process test
 * fixtures create jobs through, and the owner's read of a job (Go High Level's social planner
 * posts a finished video).
 */
export { videoRoutes } from './routes.js';
export { registerVideoJobs, VIDEO_FAILED_MESSAGE, type VideoJobDeps } from './jobs.js';
export { VideosService, type VideosServiceDeps } from './service.js';
export { findOwnJob as findOwnVideoJob } from './repo.js';
