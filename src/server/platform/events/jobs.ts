import type { Database } from '../../db/client.js';
import type { HandlerRegistry } from '../jobs/index.js';
import { pruneEvents } from './repo.js';

/** Hourly clean-up of events older than the catch-up window. */
export function registerEventJobs(registry: HandlerRegistry, database: Database): void {
  registry.register('events.prune', async () => {
    await pruneEvents(database.db);
  });
}
