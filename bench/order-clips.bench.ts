/**
 * A service order's batch on the local engine (issue 28): N order clips (8 s, 9:16, 720p, one
 * per photo) made through the operator's "Make the batch" route, rendered by one worker as
 * `npm start` runs it. Reports the median seconds per clip (each job's start to finish), the
 * batch's wall time and the extrapolated time for a 25-clip order, and the vendor cost of a
 * 25-clip order on each engine (src/shared/engine-costs.ts). PGlite on disk.
 *
 * Run: node --import tsx bench/order-clips.bench.ts (BENCH_ORDER_CLIPS, default 3)
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { ORDER_CLIP } from '../src/shared/orders.js';
import { renderCostCents } from '../src/shared/engine-costs.js';
import { videoJobs } from '../src/server/db/schema/index.js';
import { createTestApp, TEST_ROLES_HEADER, TEST_USER_HEADER } from '../test/helpers/app.js';
import { seedOrder } from '../test/fixtures/orders-production.js';
import { insertUser } from '../test/helpers/users.js';
import { summarize } from './stats.js';
import { machineLine } from './stats.js';

const CLIPS = Number(process.env.BENCH_ORDER_CLIPS ?? 3);
const ORDER_SIZE = 25;
const VEO_MODELS = [
  'veo-3.1-generate-preview',
  'veo-3.1-fast-generate-preview',
  'veo-3.0-generate-001',
  'veo-3.0-fast-generate-001',
  'veo-2.0-generate-001',
];

const t = await createTestApp({ sessions: 'header', workers: { concurrency: 1 } });
try {
  const admin = await insertUser(t.database.db);
  const client = await insertUser(t.database.db);
  const order = await seedOrder(t, client.id, { allowance: ORDER_SIZE, photos: CLIPS });
  const started = performance.now();
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.id}/batch`,
    headers: { [TEST_USER_HEADER]: admin.id, [TEST_ROLES_HEADER]: 'admin' },
  });
  if (response.statusCode !== 200) throw new Error(`batch: ${response.body}`);
  let jobs;
  for (;;) {
    jobs = await t.database.db
      .select()
      .from(videoJobs)
      .where(eq(videoJobs.serviceOrderId, order.id));
    if (jobs.every((job) => job.status === 'succeeded' || job.status === 'failed')) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const wallSeconds = (performance.now() - started) / 1000;
  const failed = jobs.filter((job) => job.status !== 'succeeded');
  if (failed.length) throw new Error(`${failed.length} clips failed: ${failed[0]!.error}`);
  const perClip = jobs.map(
    (job) => (job.completedAt!.getTime() - (job.startedAt ?? job.createdAt).getTime()) / 1000,
  );
  const median = summarize(perClip).p50;
  const seconds = ORDER_CLIP.durationSeconds;
  const cost = (engine: 'local' | 'veo', model?: string) =>
    `$${((renderCostCents(engine, seconds, model) * ORDER_SIZE) / 100).toFixed(2)}`;
  const lines = [
    `## A service order's clips on the local engine (${CLIPS} clips)`,
    '',
    `${CLIPS} clips of ${seconds} s 9:16 720p through "Make the batch", one worker; ${machineLine()}; PGlite on disk.`,
    '',
    `- Median render per clip: ${median.toFixed(1)} s (all: ${perClip.map((s) => s.toFixed(1)).join(', ')}).`,
    `- Batch wall time (request to last clip done): ${wallSeconds.toFixed(1)} s.`,
    `- Extrapolated for a ${ORDER_SIZE}-clip order on one worker: ${((median * ORDER_SIZE) / 60).toFixed(1)} min.`,
    '',
    `### Vendor cost of a ${ORDER_SIZE}-clip order (${ORDER_SIZE} × ${seconds} s)`,
    '',
    '| engine | cost |',
    '|---|---|',
    `| local | ${cost('local')} |`,
    ...VEO_MODELS.map((model) => `| Veo ${model} | ${cost('veo', model)} |`),
    '',
  ];
  console.log(lines.join('\n'));
  writeFileSync(path.join(import.meta.dirname, 'results', 'order-clips.md'), `${lines.join('\n')}`);
} finally {
  await t.close();
}
