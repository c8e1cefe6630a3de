/**
 * The admin area's accounts: its routes, and the one way to give or take the admin role,
 * which the admin CLI uses too.
 */
import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { ModuleContext } from '../context.js';
import { adminRoutes } from './routes.js';

export { adminRoutes } from './routes.js';
export { AdminRoleError, setAdminRole } from './service.js';

export const adminModule = {
  name: 'admin',
  routes: [
    routePlugin(adminRoutes, ({ database }: Pick<ModuleContext, 'database'>) => ({ database })),
  ],
} satisfies ModuleDescriptor<object, Pick<ModuleContext, 'database'>>;
