/**
 * Job queue round trip: from enqueue() until the handler starts, one job at a time, plus a
 * burst (all jobs enqueued back to back, time until the last handler starts). Baseline in the
 * same run: a bare `SELECT 1` through the same Database, so ratios compare across machines.
 * PGlite runs on disk (a temp DATA_DIR, as in production); Postgres too when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a fresh database, dropped afterwards).
 * Run: node --import tsx bench/queue.bench.ts
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase, type Database } from '../src/server/db/client.js';
import { JobQueue } from '../src/server/platform/jobs/queue.js';
import { HandlerRegistry } from '../src/server/platform/jobs/registry.js';
import { createTestDatabase } from '../test/helpers/database.js';
import { idCatalog } from '../test/fixtures/job-catalogs.js';
import { fmt, summarize, type Summary } from './stats.js';

const JOBS = Number(process.env.BENCH_QUEUE_JOBS ?? 1000);
const WARMUP = 50;
const CONCURRENCY = 4;
const POLL_MS = 500; // the production default: NOTIFY, not polling, should set the latency

interface Result {
  label: string;
  baseline: Summary;
  enqueue: Summary;
  roundTrip: Summary;
  burstMs: number;
}

async function measure(label: string, database: Database): Promise<Result> {
  const jobs = idCatalog({ 'bench.echo': { timeoutSeconds: 30 } });
  const queue = await JobQueue.start(database, { jobs, schema: 'bench_jobs' });
  const waiting = new Map<string, () => void>();
  const started = (id: string) =>
    new Promise<void>((resolve) => waiting.set(id, resolve)).finally(() => waiting.delete(id));
  const registry = new HandlerRegistry(jobs.contract).register('bench.echo', async ({ id }) => {
    waiting.get(id)?.();
  });
  await queue.startWorkers(registry, { concurrency: CONCURRENCY, pollIntervalMs: POLL_MS });

  const baseline: number[] = [];
  const enqueue: number[] = [];
  const roundTrip: number[] = [];
  for (let i = 0; i < JOBS + WARMUP; i++) {
    const b0 = performance.now();
    await database.executeSql('SELECT 1');
    const b1 = performance.now();
    const handled = started(`seq-${i}`);
    await queue.enqueue('bench.echo', { id: `seq-${i}` });
    const b2 = performance.now();
    await handled;
    const b3 = performance.now();
    if (i >= WARMUP) {
      baseline.push(b1 - b0);
      enqueue.push(b2 - b1);
      roundTrip.push(b3 - b1);
    }
  }

  const all = Array.from({ length: JOBS }, (_, i) => started(`burst-${i}`));
  const t0 = performance.now();
  for (let i = 0; i < JOBS; i++) await queue.enqueue('bench.echo', { id: `burst-${i}` });
  await Promise.all(all);
  const burstMs = performance.now() - t0;

  await queue.stop({ graceful: true, timeoutMs: 10_000 });
  return {
    label,
    baseline: summarize(baseline),
    enqueue: summarize(enqueue),
    roundTrip: summarize(roundTrip),
    burstMs,
  };
}

async function onPglite(): Promise<Result> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reelcast-bench-'));
  const database = await openDatabase({ dataDir });
  try {
    return await measure('PGlite (disk)', database);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(url: string): Promise<Result> {
  process.env.TEST_DATABASE_URL = url;
  const testDb = await createTestDatabase();
  try {
    return await measure('PostgreSQL', testDb.database);
  } finally {
    await testDb.dispose();
  }
}

function report(results: Result[]): string {
  const cpu = cpus();
  const row = (r: Result, name: string, s: Summary) =>
    `| ${r.label} | ${name} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.p99)} | ${(s.p50 / r.baseline.p50).toFixed(1)}x |`;
  return [
    '## Job queue round trip (enqueue → handler starts)',
    '',
    `- date: ${new Date().toISOString()}`,
    `- node: ${process.version}; machine: ${cpu.length} cores (${cpu[0]?.model ?? 'unknown cpu'})`,
    `- ${JOBS} jobs one at a time after ${WARMUP} warm-up jobs; worker concurrency ${CONCURRENCY},` +
      ` poll interval ${POLL_MS} ms (wake-ups come from NOTIFY)`,
    '',
    '| database | measure | p50 (median) ms | p95 ms | p99 ms | p50 / SELECT 1 |',
    '|---|---|---|---|---|---|',
    ...results.flatMap((r) => [
      row(r, 'baseline `SELECT 1`', r.baseline),
      row(r, 'enqueue() returns', r.enqueue),
      row(r, 'round trip', r.roundTrip),
    ]),
    '',
    `Burst: ${JOBS} jobs enqueued back to back until the last handler started:`,
    ...results.map(
      (r) => `- ${r.label}: ${fmt(r.burstMs)} ms (${Math.round((JOBS / r.burstMs) * 1000)} jobs/s)`,
    ),
    '',
    '```json',
    JSON.stringify(
      { date: new Date().toISOString(), node: process.version, cores: cpu.length, results },
      null,
      2,
    ),
    '```',
    '',
  ].join('\n');
}

const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const results = [await onPglite()];
if (pgUrl) results.push(await onPostgres(pgUrl));
const markdown = report(results);
console.log(markdown);
writeFileSync(new URL('./results/queue.md', import.meta.url), markdown);
