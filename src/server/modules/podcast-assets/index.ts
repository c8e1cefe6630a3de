/**
 * Podcast characters and backgrounds: routes, job handlers, and the one read the video studio
 * needs (a user's own character, for its portrait; a user's own background, for a set or an
 * image).
 */

import { work } from '../../platform/jobs/index.js';
import { paidWorkHandlers } from '../../platform/paid-work/index.js';
import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { ModuleContext } from '../context.js';
import { podcastAssetJob } from './job-declarations.js';
import { podcastAssetWork } from './jobs.js';
import { podcastAssetRoutes } from './routes.js';

export { podcastAssetRoutes } from './routes.js';
export type { PodcastAssetJobDeps } from './jobs.js';
export { findOwnBackground, findOwnCharacter } from './repo.js';

type PodcastAssetsContext = Pick<
  ModuleContext,
  'database' | 'storage' | 'queue' | 'credits' | 'imageEngines'
>;

export const podcastAssetsModule = {
  name: 'podcast-assets',
  routes: [
    routePlugin(podcastAssetRoutes, (ctx: PodcastAssetsContext) => ({
      database: ctx.database,
      storage: ctx.storage,
      queue: ctx.queue.sender(podcastAssetJob),
      credits: ctx.credits,
      engines: ctx.imageEngines,
    })),
  ],
  jobs: [
    work(podcastAssetJob, (ctx: PodcastAssetsContext) => {
      const byKind = podcastAssetWork({ ...ctx, engines: ctx.imageEngines });
      return paidWorkHandlers((payload) => ({ work: byKind[payload.kind], id: payload.id }));
    }),
  ],
} satisfies ModuleDescriptor<PodcastAssetsContext>;
