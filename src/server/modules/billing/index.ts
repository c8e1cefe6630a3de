/** Buying credits and plans: its routes (checkout, webhooks, offline checkout). */
import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { ModuleContext } from '../context.js';
import type { FreeDailyVideos } from './free-videos.js';
import { billingRoutes } from './routes.js';

export { billingRoutes, type BillingRoutesOptions } from './routes.js';
/** Free daily videos: the quick-start flows take them, a failed job gives its one back. */
export { FreeDailyVideos, utcDay } from './free-videos.js';

type BillingContext = Pick<
  ModuleContext,
  'config' | 'database' | 'credits' | 'payments' | 'events'
> & {
  /** Built once per process (modules/index.ts): videos and quick start use the same. */
  freeVideos: FreeDailyVideos;
};

export const billingModule = {
  name: 'billing',
  routes: [
    routePlugin(
      billingRoutes,
      ({ config, database, credits, payments, freeVideos, events }: BillingContext) => ({
        config,
        events,
        database,
        credits,
        payments,
        freeVideos,
      }),
    ),
  ],
  subscriptions: ({ freeVideos }) => [
    {
      // A failed job paid with a free daily video gets it back, in the transaction that
      // failed it (once: only the write that failed the job publishes video.ended).
      event: 'video.ended',
      inTransaction: async (tx, video) => {
        if (video.status === 'failed' && video.freeVideoDay) {
          await freeVideos.giveBack(tx, video.userId, video.freeVideoDay);
        }
      },
    },
  ],
} satisfies ModuleDescriptor<BillingContext>;
