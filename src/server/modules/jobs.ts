import { registerEventJobs } from '../platform/events/jobs.js';
import type { HandlerRegistry } from '../platform/jobs/registry.js';
import type { JobQueue } from '../platform/jobs/queue.js';
import type { Services } from '../services.js';
import { IntegrationEvents, registerGoHighLevelJobs } from './gohighlevel/index.js';
import { registerImageJobs } from './images/index.js';
import { registerPodcastAssetJobs } from './podcast-assets/index.js';
import { registerVideoJobs } from './videos/index.js';
import { registerVoiceoverJobs } from './voiceovers/index.js';

/**
 * What job handlers get: the process's services (createServices, the instances the routes
 * use) and the queue, for handlers whose work queues more (a finished video's integration
 * events).
 */
export type ModuleJobDeps = Services & { queue: JobQueue };

/** Every module registers its job handlers here; the registry then checks none is missing. */
export function registerModuleJobs(registry: HandlerRegistry, deps: ModuleJobDeps): void {
  const { database, storage, media, credits, queue } = deps;
  const integrationEvents = new IntegrationEvents({ database, queue });
  registerEventJobs(registry, database);
  registerVideoJobs(registry, {
    database,
    storage,
    media,
    credits,
    engines: deps.videoEngines,
    integrationEvents,
  });
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
  const { config, secrets, goHighLevel } = deps;
  registerGoHighLevelJobs(registry, { config, database, storage, secrets, goHighLevel, queue });
}
