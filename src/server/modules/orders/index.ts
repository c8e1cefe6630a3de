/**
 * The done-for-you service's orders (issue 28, decision 056): a paid plan month becomes an
 * order, the operator makes its clips, the client reviews them, and We Post schedules them.
 */
import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { WebModuleContext } from '../context.js';
import { orderRoutes } from './routes.js';
import { orderReportRoutes } from './report-routes.js';
import type { YouTubePort } from '../../providers/youtube/index.js';
import type { YouTubeAccess } from '../social/index.js';

export { orderRoutes, type OrderRoutesOptions } from './routes.js';

type OrdersWebContext = Pick<WebModuleContext, 'database'> & ReportsContext;
/** The reports read views as the Analytics tab does (posting's readViewCounts). */
type ReportsContext = Pick<WebModuleContext, 'database' | 'config'> & {
  youtube: YouTubePort;
  youtubeAccess: YouTubeAccess;
};

export const ordersModule = {
  name: 'orders',
  routes: [
    routePlugin(orderRoutes, ({ database }: OrdersWebContext) => ({ database })),
    routePlugin(orderReportRoutes, (ctx: ReportsContext) => ({
      database: ctx.database,
      youtube: ctx.youtube,
      youtubeAccess: ctx.youtubeAccess,
      veoModel: ctx.config.veo?.model,
      now: () => new Date(),
    })),
  ],
} satisfies ModuleDescriptor<object, OrdersWebContext>;
