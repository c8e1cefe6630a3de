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
import { orderPhotoAdminRoutes } from './admin-photo-routes.js';
import { orderAdminRoutes } from './admin-routes.js';
import { orderGatherPhotosJob } from './job-declarations.js';
import { gatherAndAnnounce, openOrder } from './opening.js';
import { OrderPhotos } from './order-photos.js';
import { orderPhotoRoutes } from './photo-routes.js';
import { orderReportRoutes } from './report-routes.js';
import { orderReviewMailJob, reviewMailSubscriptions, sendReviewMail } from './review-mail-job.js';
import { orderReviewRoutes } from './review-routes.js';
import { orderRoutes } from './routes.js';
import { postUploadJob } from '../posting/index.js';
import { orderPostingJob } from './posting-jobs.js';
import { orderPostingRoutes } from './posting-routes.js';
import { OrderPostingService, type OrderPostingDeps } from './posting-service.js';
import { orderPostingSubscriptions } from './posting-subscriptions.js';

export { orderRoutes, type OrderRoutesOptions } from './routes.js';
export { orderGatherPhotosJob } from './job-declarations.js';

type OrdersContext = Pick<
  ModuleContext,
  'config' | 'database' | 'storage' | 'media' | 'mail' | 'drive' | 'queue' | 'events'
>;
/** The reports read views as the Analytics tab does (posting's readViewCounts). */
type OrdersWebContext = OrdersContext &
  Pick<WebModuleContext, 'log' | 'credits' | 'videoEngines' | 'scriptWriter'> & {
    youtube: YouTubePort;
    youtubeAccess: YouTubeAccess;
  };

/** We Post's dependencies (issue 28 item 5): the same for its routes and its job. */
const postingDepsOf = (ctx: OrdersContext): OrderPostingDeps => ({
  config: ctx.config,
  database: ctx.database,
  mail: ctx.mail,
  postQueue: ctx.queue.sender(postUploadJob),
  now: () => new Date(),
});

/** The order's photos and its opening (decision 056, "Opening orders and their photos"). */
const orderPhotosOf = (ctx: OrdersWebContext) => new OrderPhotos({ ...ctx, log: ctx.log });

export const ordersModule = {
  name: 'orders',
  routes: [
    routePlugin(orderRoutes, ({ database }: OrdersWebContext) => ({ database })),
    // The order's photos: the client's and the operator's (items 1 and 2).
    routePlugin(orderPhotoRoutes, (ctx: OrdersWebContext) => ({
      database: ctx.database,
      photos: orderPhotosOf(ctx),
    })),
    routePlugin(orderPhotoAdminRoutes, (ctx: OrdersWebContext) => ({
      database: ctx.database,
      photos: orderPhotosOf(ctx),
    })),
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
    // We Post: the approved clips' schedule (item 5).
    routePlugin(orderPostingRoutes, postingDepsOf),
  ],
  jobs: [
    work(orderPostingJob, (ctx: OrdersContext) => {
      const posting = new OrderPostingService(postingDepsOf(ctx));
      return {
        run: async (payload) => {
          if (payload.kind === 'delivered') return posting.afterDelivery(payload.orderId);
          if (payload.kind === 'posted') return posting.afterPublished(payload.clipId);
          return posting.afterCancelled(payload.clipId);
        },
      };
    }),
    work(orderGatherPhotosJob, (ctx: OrdersContext) => {
      // Workers have no logger in their context: a thumbnail that cannot be made only means
      // the order's grid shows the full photo, which the page handles.
      const photos = new OrderPhotos({ ...ctx, log: { warn: () => undefined } });
      return { run: (payload) => gatherAndAnnounce({ ...ctx, photos }, payload.orderId) };
    }),
    work(orderReviewMailJob, (ctx: OrdersContext) => ({
      run: (payload) => sendReviewMail(ctx, payload),
    })),
  ],
  subscriptions: (ctx: OrdersContext) => {
    const deps = { events: ctx.events, queue: ctx.queue.sender(orderGatherPhotosJob) };
    return [
      { event: 'plan.paid', inTransaction: (tx, paid) => openOrder(deps, tx, paid) },
      ...reviewMailSubscriptions({ queue: ctx.queue.sender(orderReviewMailJob) }),
      ...orderPostingSubscriptions({ queue: ctx.queue.sender(orderPostingJob) }),
    ];
  },
} satisfies ModuleDescriptor<OrdersContext, OrdersWebContext>;
