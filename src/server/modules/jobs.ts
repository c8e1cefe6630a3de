import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { registerEventJobs } from '../platform/events/jobs.js';
import type { JobQueue } from '../platform/jobs/queue.js';
import type { HandlerRegistry } from '../platform/jobs/registry.js';
import type { StoragePort } from '../platform/storage/port.js';

export interface JobDeps {
  config: Config;
  database: Database;
  storage: StoragePort;
  queue: JobQueue;
}

/** Every module registers its job handlers here; the registry then checks none is missing. */
export function registerModuleJobs(registry: HandlerRegistry, deps: JobDeps): void {
  registerEventJobs(registry, deps.database);
}
