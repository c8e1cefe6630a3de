/**
 * The done-for-you service's orders (issue 28, decision 056): a paid plan month becomes an
 * order, the operator makes its clips, the client reviews them, and We Post schedules them.
 */
import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { WebModuleContext } from '../context.js';
import { orderRoutes } from './routes.js';
import { videoRenderJob } from '../videos/index.js';
import { orderAdminRoutes } from './admin-routes.js';

export { orderRoutes, type OrderRoutesOptions } from './routes.js';

type OrdersWebContext = Pick<
  WebModuleContext,
  | 'database'
  | 'config'
  | 'storage'
  | 'media'
  | 'queue'
  | 'credits'
  | 'videoEngines'
  | 'scriptWriter'
  | 'events'
>;

export const ordersModule = {
  name: 'orders',
  routes: [
    routePlugin(orderRoutes, ({ database }: OrdersWebContext) => ({ database })),
    // The operator's production console (admins only).
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
  ],
} satisfies ModuleDescriptor<object, OrdersWebContext>;
