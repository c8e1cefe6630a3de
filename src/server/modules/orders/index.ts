/**
 * The done-for-you service's orders (issue 28, decision 056): a paid plan month becomes an
 * order, the operator makes its clips, the client reviews them, and We Post schedules them.
 */
import { work } from '../../platform/jobs/index.js';
import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { ModuleContext, WebModuleContext } from '../context.js';
import { orderReviewMailJob, reviewMailSubscriptions, sendReviewMail } from './review-mail-job.js';
import { orderReviewRoutes } from './review-routes.js';
import { orderRoutes } from './routes.js';

export { orderRoutes, type OrderRoutesOptions } from './routes.js';

type OrdersContext = Pick<ModuleContext, 'config' | 'database' | 'mail' | 'queue'>;
type OrdersWebContext = OrdersContext & Pick<WebModuleContext, 'database' | 'storage' | 'events'>;

export const ordersModule = {
  name: 'orders',
  routes: [
    routePlugin(orderRoutes, ({ database }: OrdersWebContext) => ({ database })),
    // The client's review (issue 28 item 4).
    routePlugin(orderReviewRoutes, ({ database, storage, events }: OrdersWebContext) => ({
      database,
      storage,
      events,
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
