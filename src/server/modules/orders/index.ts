/**
 * The done-for-you service's orders (issue 28, decision 056): a paid plan month becomes an
 * order, the operator makes its clips, the client reviews them, and We Post schedules them.
 */
import { work } from '../../platform/jobs/index.js';
import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { YouTubePort } from '../../providers/youtube/index.js';
import type { ModuleContext, WebModuleContext } from '../context.js';
import type { YouTubeAccess } from '../social/index.js';
import { videoRenderJob } from '../videos/index.js';
import { orderAdminRoutes } from './admin-routes.js';
import { orderReportRoutes } from './report-routes.js';
import { orderReviewMailJob, reviewMailSubscriptions, sendReviewMail } from './review-mail-job.js';
import { orderReviewRoutes } from './review-routes.js';
import { orderRoutes } from './routes.js';

export { orderRoutes, type OrderRoutesOptions } from './routes.js';

type OrdersContext = Pick<ModuleContext, 'config' | 'database' | 'mail' | 'queue'>;
/** The reports read views as the Analytics tab does (posting's readViewCounts). */
type OrdersWebContext = OrdersContext &
  Pick<
    WebModuleContext,
    'storage' | 'media' | 'credits' | 'videoEngines' | 'scriptWriter' | 'events'
  > & {
    youtube: YouTubePort;
    youtubeAccess: YouTubeAccess;
  };

export const ordersModule = {
  name: 'orders',
  routes: [
    routePlugin(orderRoutes, ({ database }: OrdersWebContext) => ({ database })),
    // The operator's production console (admins only, item 3).
    routePlugin(orderAdminRoutes, (ctx: OrdersWebContext) => ({
      config: ctx.config,
      database: ctx.database,
      storage: ctx.storage,
      media: ctx.media,
      queue: ctx.queue.sender(videoRenderJob),
      credits: ctx.credits,
      engines: ctx.videoEngines,
      scriptWriter: ctx.scriptWriter,
      events: ctx.events,
    })),
    // The client's review (item 4).
    routePlugin(orderReviewRoutes, ({ database, storage, events }: OrdersWebContext) => ({
      database,
      storage,
      events,
    })),
    // Reports per order and per month (item 7).
    routePlugin(orderReportRoutes, (ctx: OrdersWebContext) => ({
      database: ctx.database,
      youtube: ctx.youtube,
      youtubeAccess: ctx.youtubeAccess,
      veoModel: ctx.config.veo?.model,
      now: () => new Date(),
    })),
  ],
  jobs: [
    work(orderReviewMailJob, (ctx: OrdersContext) => ({
      run: (payload) => sendReviewMail(ctx, payload),
    })),
  ],
  subscriptions: (ctx: OrdersContext) => [
    ...reviewMailSubscriptions({ queue: ctx.queue.sender(orderReviewMailJob) }),
  ],
} satisfies ModuleDescriptor<OrdersContext, OrdersWebContext>;
