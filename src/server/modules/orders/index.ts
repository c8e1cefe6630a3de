/**
 * The done-for-you service's orders (issue 28, decision 056): a paid plan month becomes an
 * order, the operator makes its clips, the client reviews them, and We Post schedules them.
 */
import { work } from '../../platform/jobs/index.js';
import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { ModuleContext, WebModuleContext } from '../context.js';
import { orderPhotoAdminRoutes } from './admin-photo-routes.js';
import { orderGatherPhotosJob } from './job-declarations.js';
import { gatherAndAnnounce, openOrder } from './opening.js';
import { OrderPhotos } from './order-photos.js';
import { orderPhotoRoutes } from './photo-routes.js';
import { orderRoutes } from './routes.js';

export { orderRoutes, type OrderRoutesOptions } from './routes.js';
export { orderGatherPhotosJob } from './job-declarations.js';

type OrdersWebContext = Pick<WebModuleContext, 'database'>;
/** The order's photos and its opening (decision 056, "Opening orders and their photos"). */
type OrderPhotosContext = Pick<
  ModuleContext,
  'config' | 'database' | 'storage' | 'media' | 'mail' | 'drive' | 'queue' | 'events'
>;
type OrderPhotosWebContext = OrderPhotosContext & Pick<WebModuleContext, 'log'>;

const orderPhotosOf = (ctx: OrderPhotosContext, log: OrderPhotosWebContext['log']) =>
  new OrderPhotos({ ...ctx, log });

export const ordersModule = {
  name: 'orders',
  routes: [
    routePlugin(orderRoutes, ({ database }: OrdersWebContext) => ({ database })),
    routePlugin(orderPhotoRoutes, (ctx: OrderPhotosWebContext) => ({
      database: ctx.database,
      photos: orderPhotosOf(ctx, ctx.log),
    })),
    routePlugin(orderPhotoAdminRoutes, (ctx: OrderPhotosWebContext) => ({
      database: ctx.database,
      photos: orderPhotosOf(ctx, ctx.log),
    })),
  ],
  jobs: [
    work(orderGatherPhotosJob, (ctx: OrderPhotosContext) => {
      // Workers have no logger in their context: a thumbnail that cannot be made only means
      // the order's grid shows the full photo, which the page handles.
      const photos = new OrderPhotos({ ...ctx, log: { warn: () => undefined } });
      return { run: (payload) => gatherAndAnnounce({ ...ctx, photos }, payload.orderId) };
    }),
  ],
  subscriptions: (ctx: OrderPhotosContext) => {
    const deps = { events: ctx.events, queue: ctx.queue.sender(orderGatherPhotosJob) };
    return [{ event: 'plan.paid', inTransaction: (tx, paid) => openOrder(deps, tx, paid) }];
  },
} satisfies ModuleDescriptor<OrderPhotosContext, OrdersWebContext & OrderPhotosWebContext>;
