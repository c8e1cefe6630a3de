/** The quick-start wizard and simple upload (decision 043): its routes. */
import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import { createQuickStartAccounts, type Auth } from '../auth/index.js';
import type { FreeDailyVideos } from '../billing/index.js';
import type { ModuleContext } from '../context.js';
import { postUploadJob } from '../posting/index.js';
import { videoRenderJob } from '../videos/index.js';
import { quickStartRoutes } from './routes.js';

export { quickStartRoutes, type QuickStartRoutesOptions } from './routes.js';

type QuickStartWebContext = Pick<
  ModuleContext,
  'config' | 'database' | 'storage' | 'queue' | 'media' | 'credits' | 'videoEngines' | 'drive'
> & { auth: Auth; freeVideos: FreeDailyVideos };

export const quickStartModule = {
  name: 'quick-start',
  routes: [
    routePlugin(quickStartRoutes, (ctx: QuickStartWebContext) => ({
      config: ctx.config,
      database: ctx.database,
      storage: ctx.storage,
      // The Schedule step queues posts; the wizard's videos are the studio's.
      queue: ctx.queue.sender(postUploadJob),
      credits: ctx.credits,
      freeVideos: ctx.freeVideos,
      accounts: createQuickStartAccounts({ auth: ctx.auth, database: ctx.database }),
      drive: ctx.drive,
      videoDeps: {
        config: ctx.config,
        database: ctx.database,
        storage: ctx.storage,
        queue: ctx.queue.sender(videoRenderJob),
        media: ctx.media,
        credits: ctx.credits,
        engines: ctx.videoEngines,
      },
    })),
  ],
} satisfies ModuleDescriptor<object, QuickStartWebContext>;
