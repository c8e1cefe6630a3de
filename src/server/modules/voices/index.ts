/**
 * Voices (the default voices and a user's clones): routes, and the one read voiceovers need (a
 * user's own voice, to speak with).
 */

import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { ModuleContext } from '../context.js';
import { voiceRoutes } from './routes.js';

export { voiceRoutes, type VoiceRoutesOptions } from './routes.js';
export { findOwnVoice, type UserVoiceRow } from './repo.js';

type VoicesWebContext = Pick<ModuleContext, 'database' | 'storage' | 'media' | 'speechEngines'>;

export const voicesModule = {
  name: 'voices',
  routes: [
    routePlugin(voiceRoutes, ({ database, storage, media, speechEngines }: VoicesWebContext) => ({
      database,
      storage,
      media,
      speechEngines,
    })),
  ],
} satisfies ModuleDescriptor<object, VoicesWebContext>;
