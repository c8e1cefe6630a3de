/** Public pages' forms (waitlists, exit leads) and their admin lists: its routes. */
import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { ModuleContext } from '../context.js';
import { marketingRoutes } from './routes.js';

export { marketingRoutes, type MarketingRoutesOptions } from './routes.js';

export const marketingModule = {
  name: 'marketing',
  routes: [
    routePlugin(
      marketingRoutes,
      ({ database, mail, config }: Pick<ModuleContext, 'database' | 'mail' | 'config'>) => ({
        database,
        mail,
        site: { productName: config.productName, publicUrl: config.publicUrl },
      }),
    ),
  ],
} satisfies ModuleDescriptor<object, Pick<ModuleContext, 'database' | 'mail' | 'config'>>;
