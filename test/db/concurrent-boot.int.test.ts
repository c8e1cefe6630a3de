import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import { appJobs } from '../../src/server/modules/index.js';
import { JobQueue } from '../../src/server/platform/jobs/queue.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

/**
 * Several processes (web and workers) booting at once against one database must all come up:
 * migrations and pg-boss's schema set-up race on CREATE SCHEMA unless serialised.
 */
let fresh: TestDatabase;
beforeAll(async () => {
  fresh = await createTestDatabase();
});
afterAll(() => fresh.dispose());

describe('processes booting together', () => {
  it('all migrate and start the queue on one fresh database', async () => {
    const processes = 4;
    // On Postgres each "process" gets its own pool; PGlite has one path, shared.
    const databases: Database[] = await Promise.all(
      Array.from({ length: processes }, () =>
        fresh.url ? openDatabase({ databaseUrl: fresh.url }) : Promise.resolve(fresh.database),
      ),
    );
    const queues = await Promise.all(
      databases.map((database) =>
        JobQueue.start(database, { jobs: appJobs, schema: 'pgboss_boot' }),
      ),
    );
    try {
      for (const queue of queues) {
        await expect(queue.assertHealthy()).resolves.toEqual({ liveWorkers: 0 }); // none work
      }
      const id = await queues[0]!.enqueue('events.prune', {});
      expect(await queues[3]!.getJob('events.prune', id!)).toMatchObject({ state: 'created' });
    } finally {
      await Promise.all(queues.map((queue) => queue.stop({ graceful: false, timeoutMs: 1000 })));
      await Promise.all(databases.filter((d) => d !== fresh.database).map((d) => d.close()));
    }
  });
});
