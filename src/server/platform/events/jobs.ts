import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { declareJob, work } from '../jobs/index.js';
import { pruneEvents } from './repo.js';

/** Hourly: deletes user_events older than 24 h (the SSE catch-up window). */
export const eventPruneJob = declareJob('events.prune', {
  payload: z.object({}),
  policy: {
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: true,
    timeoutSeconds: 120,
    cron: '0 * * * *',
  },
});

/**
 * The platform's own jobs, a descriptor listed beside the modules' (modules/index.ts, where the
 * list is checked as descriptors: importing the type here would tie platform/modules.ts and
 * this folder in a circle).
 */
export const liveEventJobs = {
  name: 'platform/events',
  jobs: [
    work(eventPruneJob, ({ database }: { database: Database }) => ({
      run: async () => {
        await pruneEvents(database.db);
      },
    })),
  ],
};
