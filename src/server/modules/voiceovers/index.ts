/**
 * Voiceovers: routes, the synthesis job's handlers, and the one read the video studio needs
 * (a user's own voiceover, for a podcast clip's speech).
 */

import { work } from '../../platform/jobs/index.js';
import { paidWorkHandlers } from '../../platform/paid-work/index.js';
import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { ModuleContext } from '../context.js';
import { voiceoverJob } from './job-declarations.js';
import { voiceoverSyntheses } from './jobs.js';
import { voiceoverRoutes } from './routes.js';

export { voiceoverRoutes, type VoiceoverRoutesOptions } from './routes.js';
export type { VoiceoverJobDeps } from './jobs.js';
export { findOwnVoiceover, type VoiceoverRow } from './repo.js';
/** Episodes group their words into caption cues the same way (issue 30). */
export { cuesFromWords, type TimedWord } from './captions.js';

type VoiceoversContext = Pick<
  ModuleContext,
  'database' | 'storage' | 'queue' | 'media' | 'credits' | 'speechEngines'
>;

export const voiceoversModule = {
  name: 'voiceovers',
  routes: [
    routePlugin(voiceoverRoutes, (ctx: VoiceoversContext) => ({
      database: ctx.database,
      storage: ctx.storage,
      queue: ctx.queue.sender(voiceoverJob),
      credits: ctx.credits,
      speechEngines: ctx.speechEngines,
    })),
  ],
  jobs: [
    work(voiceoverJob, (ctx: VoiceoversContext) => {
      const voiceovers = voiceoverSyntheses({ ...ctx, engines: ctx.speechEngines });
      return paidWorkHandlers((payload) => ({ work: voiceovers, id: payload.voiceoverId }));
    }),
  ],
} satisfies ModuleDescriptor<VoiceoversContext>;
