/**
 * The video studio: routes, the render job, the service the worker-process test fixtures
 * create jobs through, and the owner's read of a job (Go High Level's social planner posts a
 * finished video, posting uploads one). A video's end is published as `video.ended`.
 */
import { work } from '../../platform/jobs/index.js';
import { paidWorkHandlers } from '../../platform/paid-work/index.js';
import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { ModuleContext } from '../context.js';
import type { FreeVideoReturns } from './delete.js';
import { videoRenderJob } from './job-declarations.js';
import { videoRenders } from './jobs.js';
import { videoRoutes } from './routes.js';

export { videoRoutes, type VideoRoutesOptions } from './routes.js';
/** Quick-start's remove is this delete (decision 046). */
export { deleteVideo, type FreeVideoReturns } from './delete.js';
export { VIDEO_FAILED_MESSAGE, type VideoJobDeps } from './jobs.js';
export { videoRenderJob } from './job-declarations.js';
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
/** Episodes render their moments as one batch of podcast clips (issue 30). */
export {
  createClipBatch,
  type ClipBatch,
  type ClipBatchOptions,
  type ClipOfRecording,
} from './episode-clips.js';
/** An episode batch's audiogram logo comes through the studio's own upload reader (decision 073). */
export { withUploads } from './upload-form.js';
/** An episode clip's edited caption text takes its words' times the same way (decision 068). */
export { editedCues } from './caption-edits.js';
/** Posting reads the caller's video (its file, poster and prompt) through this. */
export { findOwnJob as findOwnVideoJob, type VideoJobRow } from './repo.js';
/** The episode page lists the clips cut from it (decision 068). */
export { ownEpisodeClipIds } from './repo.js';

type VideosContext = Pick<
  ModuleContext,
  | 'config'
  | 'database'
  | 'storage'
  | 'queue'
  | 'media'
  | 'credits'
  | 'videoEngines'
  | 'transcriptionEngines'
  | 'events'
> & {
  /** A deleted unfinished video paid with a free daily video gives it back (decision 046). */
  freeVideos: FreeVideoReturns;
};

export const videosModule = {
  name: 'videos',
  routes: [
    routePlugin(videoRoutes, (ctx: VideosContext) => ({
      config: ctx.config,
      database: ctx.database,
      storage: ctx.storage,
      queue: ctx.queue.sender(videoRenderJob),
      media: ctx.media,
      credits: ctx.credits,
      engines: ctx.videoEngines,
      freeVideos: ctx.freeVideos,
      transcription: ctx.transcriptionEngines,
    })),
  ],
  jobs: [
    work(videoRenderJob, (ctx: VideosContext) => {
      const renders = videoRenders({ ...ctx, engines: ctx.videoEngines });
      return paidWorkHandlers((payload) => ({ work: renders, id: payload.jobId }));
    }),
  ],
} satisfies ModuleDescriptor<VideosContext>;
