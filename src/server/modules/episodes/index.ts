/**
 * Episodes (issue 30): routes, the analysis job (paid), the free re-finding of moments, and
 * the dependency types the composition root provides (transcribeRecording, findMoments).
 */
import { work } from '../../platform/jobs/index.js';
import { paidWorkHandlers } from '../../platform/paid-work/index.js';
import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { ModuleContext } from '../context.js';
import { videoRenderJob } from '../videos/index.js';
import type { EpisodeAnalysis } from './analysis.js';
import { episodeAnalysisJob, episodeMomentsJob } from './job-declarations.js';
import { episodeAnalyses } from './jobs.js';
import { episodeMomentHandlers } from './refind.js';
import { episodeRoutes } from './routes.js';

export {
  defaultEpisodeAnalysis,
  type EpisodeAnalysis,
  type FindMoments,
  type FindMomentsRequest,
  type TranscribeRecording,
  type TranscribeRecordingRequest,
  type TranscribedRecording,
} from './analysis.js';
export { episodeRoutes, type EpisodeRoutesOptions } from './routes.js';
export type { EpisodeJobDeps } from './jobs.js';

type EpisodesContext = Pick<
  ModuleContext,
  'config' | 'database' | 'storage' | 'queue' | 'media' | 'credits' | 'videoEngines'
> & {
  /** How an episode is transcribed and searched (modules/index.ts builds it once). */
  episodeAnalysis: EpisodeAnalysis;
};

export const episodesModule = {
  name: 'episodes',
  routes: [
    routePlugin(episodeRoutes, (ctx: EpisodesContext) => ({
      config: ctx.config,
      database: ctx.database,
      storage: ctx.storage,
      media: ctx.media,
      credits: ctx.credits,
      queue: ctx.queue.sender(episodeAnalysisJob, episodeMomentsJob),
      videos: {
        config: ctx.config,
        database: ctx.database,
        storage: ctx.storage,
        queue: ctx.queue.sender(videoRenderJob),
        media: ctx.media,
        engines: ctx.videoEngines,
        credits: ctx.credits,
      },
    })),
  ],
  jobs: [
    work(episodeAnalysisJob, (ctx: EpisodesContext) => {
      const analyses = episodeAnalyses(ctx);
      return paidWorkHandlers((payload) => ({ work: analyses, id: payload.episodeId }));
    }),
    work(episodeMomentsJob, (ctx: EpisodesContext) => episodeMomentHandlers(ctx)),
  ],
} satisfies ModuleDescriptor<EpisodesContext>;
