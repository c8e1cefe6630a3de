import { registerEventJobs } from '../platform/events/jobs.js';
import type { HandlerRegistry } from '../platform/jobs/registry.js';
import type { Services } from '../services.js';
import { registerImageJobs } from './images/index.js';
import { registerPodcastAssetJobs } from './podcast-assets/index.js';
import { registerVideoJobs } from './videos/index.js';
import { registerVoiceoverJobs } from './voiceovers/index.js';

/**
 * Every module registers its job handlers here; the registry then checks none is missing.
 * The handlers get the process's services (createServices): the instances the routes use.
 */
export function registerModuleJobs(registry: HandlerRegistry, deps: Services): void {
  const { database, storage, media, credits } = deps;
  registerEventJobs(registry, database);
  registerVideoJobs(registry, { database, storage, media, credits, engines: deps.videoEngines });
  const images = { database, storage, media, credits, engines: deps.imageEngines };
  registerImageJobs(registry, images);
  registerPodcastAssetJobs(registry, images);
  registerVoiceoverJobs(registry, {
    database,
    storage,
    media,
    credits,
    engines: deps.speechEngines,
  });
}
