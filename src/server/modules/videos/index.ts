/**
 * The video studio: routes, the render job's handlers, the service the worker-process test
 * fixtures create jobs through, and the owner's read of a job (Go High Level's social planner
 * posts a finished video, posting uploads one, and both hear when a video ends).
 */
export { videoRoutes, type VideoRoutesOptions } from './routes.js';
/** Quick-start's remove is this delete (decision 046). */
export { deleteVideo, type FreeVideoReturns } from './delete.js';
export { registerVideoJobs, VIDEO_FAILED_MESSAGE, type VideoJobDeps } from './jobs.js';
export {
  VideosService,
  SIMPLE_VIDEO,
  type FormReader,
  type PayForVideo,
  type SimpleVideoOptions,
  type VideoPayment,
  type VideosServiceDeps,
} from './service.js';
export { videoJobDto, videoJobDtos } from './dto.js';
/** Posting reads the caller's video (its file, poster and prompt) through this. */
export { findOwnJob as findOwnVideoJob, type VideoJobRow } from './repo.js';
