import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { MediaToolkit } from '../media/toolkit.js';
import type { VideoEngineRegistry } from '../providers/video/registry.js';
import { registerEventJobs } from '../platform/events/jobs.js';
import type { JobQueue } from '../platform/jobs/queue.js';
import type { HandlerRegistry } from '../platform/jobs/registry.js';
import type { StoragePort } from '../platform/storage/port.js';
import { registerVideoJobs } from './videos/jobs.js';

export interface JobDeps {
  config: Config;
  database: Database;
  storage: StoragePort;
  queue: JobQueue;
  media: MediaToolkit;
  videoEngines: VideoEngineRegistry;
}

/** Every module registers its job handlers here; the registry then checks none is missing. */
export function registerModuleJobs(registry: HandlerRegistry, deps: JobDeps): void {
  registerEventJobs(registry, deps.database);
  registerVideoJobs(registry, {
    database: deps.database,
    storage: deps.storage,
    media: deps.media,
    engines: deps.videoEngines,
  });
}
