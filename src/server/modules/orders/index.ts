/**
 * The done-for-you service's orders (issue 28, decision 056): a paid plan month becomes an
 * order, the operator makes its clips, the client reviews them, and We Post schedules them.
 */
import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { WebModuleContext } from '../context.js';
import { orderRoutes } from './routes.js';

export { orderRoutes, type OrderRoutesOptions } from './routes.js';

type OrdersWebContext = Pick<WebModuleContext, 'database'>;

export const ordersModule = {
  name: 'orders',
  routes: [routePlugin(orderRoutes, ({ database }: OrdersWebContext) => ({ database }))],
} satisfies ModuleDescriptor<object, OrdersWebContext>;
