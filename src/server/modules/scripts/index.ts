/** The Script Writer: its routes. */

import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { ModuleContext } from '../context.js';
import { scriptRoutes } from './routes.js';

export { scriptRoutes, type ScriptRoutesOptions } from './routes.js';

type ScriptsWebContext = Pick<
  ModuleContext,
  'config' | 'database' | 'scriptWriter' | 'storage' | 'credits'
>;

export const scriptsModule = {
  name: 'scripts',
  routes: [
    routePlugin(scriptRoutes, (ctx: ScriptsWebContext) => ({
      config: ctx.config,
      database: ctx.database,
      writer: ctx.scriptWriter,
      deletion: { storage: ctx.storage, credits: ctx.credits },
    })),
  ],
} satisfies ModuleDescriptor<object, ScriptsWebContext>;
