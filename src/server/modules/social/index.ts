/**
 * Social connections (issue 18, decision 035): its routes, and the access-token
 * service other modules (posting) use to call YouTube for a user.
 */

import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { ModuleContext } from '../context.js';
import { socialRoutes } from './routes.js';
import type { YouTubeEngines } from './youtube-setup.js';

export { socialRoutes, type SocialRoutesOptions } from './routes.js';
export {
  createYouTubeAccess,
  REFRESH_MARGIN_MS,
  type YouTubeAccess,
  type YouTubeAccessDeps,
} from './access.js';

type SocialWebContext = Pick<ModuleContext, 'config' | 'database' | 'secrets'> & YouTubeEngines;

export const socialModule = {
  name: 'social',
  routes: [
    routePlugin(socialRoutes, (ctx: SocialWebContext) => ({
      config: ctx.config,
      database: ctx.database,
      secrets: ctx.secrets,
      youtube: ctx.youtube,
      youtubeTestChannel: ctx.youtubeTestChannel,
    })),
  ],
} satisfies ModuleDescriptor<object, SocialWebContext>;
export { createYouTubeEngines, type YouTubeEngines } from './youtube-setup.js';
