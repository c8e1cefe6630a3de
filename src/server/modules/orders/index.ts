/**
 * The done-for-you service's orders (issue 28, decision 056): a paid plan month becomes an
 * order, the operator makes its clips, the client reviews them, and We Post schedules them.
 */
import { work } from '../../platform/jobs/index.js';
import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { ModuleContext, WebModuleContext } from '../context.js';
import { postUploadJob } from '../posting/index.js';
import { orderPostingJob } from './posting-jobs.js';
import { orderPostingRoutes } from './posting-routes.js';
import { OrderPostingService, type OrderPostingDeps } from './posting-service.js';
import { orderPostingSubscriptions } from './posting-subscriptions.js';
import { orderRoutes } from './routes.js';

export { orderRoutes, type OrderRoutesOptions } from './routes.js';

type OrdersContext = Pick<ModuleContext, 'config' | 'database' | 'mail' | 'queue'>;
type OrdersWebContext = Pick<WebModuleContext, 'database'> & OrdersContext;

/** We Post's dependencies (issue 28): the same for its routes and its job. */
const postingDepsOf = (ctx: OrdersContext): OrderPostingDeps => ({
  config: ctx.config,
  database: ctx.database,
  mail: ctx.mail,
  postQueue: ctx.queue.sender(postUploadJob),
  now: () => new Date(),
});

export const ordersModule = {
  name: 'orders',
  routes: [
    routePlugin(orderRoutes, ({ database }: OrdersWebContext) => ({ database })),
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
  ],
  subscriptions: (ctx: OrdersContext) =>
    orderPostingSubscriptions({ queue: ctx.queue.sender(orderPostingJob) }),
} satisfies ModuleDescriptor<OrdersContext, OrdersWebContext>;
