/**
 * Credit charges under concurrency: 50 concurrent workers charging in a loop, each its own
 * user's balance ("own balance"), and all 50 on ONE user's balance ("one balance": they queue
 * on that user's lock). Each charge is the full transaction (user lock, idempotency check,
 * conditional UPDATE, ledger insert, event + NOTIFY). Baseline in the same run, same
 * concurrency: a bare autocommit `UPDATE bench_counter SET n = n + 1` on one row per worker
 * and on one shared row. PGlite on disk (a temp DATA_DIR, as in production); Postgres too when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a fresh database, dropped afterwards).
 * Run: node --import tsx bench/credits.bench.ts
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase, type Database } from '../src/server/db/client.js';
import { CreditsService } from '../src/server/platform/credits/index.js';
import { createTestDatabase } from '../test/helpers/database.js';
import { insertUser } from '../test/helpers/users.js';
import { fmt, machineLine, summarize, type Summary } from './stats.js';

const WORKERS = 50;
const OPS_PER_WORKER = Number(process.env.BENCH_CREDIT_OPS ?? 40);
const WARMUP_PER_WORKER = 2;
const CHARGE = 7;

interface Run {
  scenario: string;
  ops: number;
  opsPerSecond: number;
  latency: Summary;
}

interface Result {
  label: string;
  runs: Run[];
}

/** Runs `op(worker, i)` in WORKERS concurrent loops; times each op and the whole run. */
async function drive(
  scenario: string,
  op: (worker: number, i: number) => Promise<unknown>,
): Promise<Run> {
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, w) => {
      for (let i = 0; i < WARMUP_PER_WORKER; i++) await op(w, -1 - i);
    }),
  );
  const latencies: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, w) => {
      for (let i = 0; i < OPS_PER_WORKER; i++) {
        const start = performance.now();
        await op(w, i);
        latencies.push(performance.now() - start);
      }
    }),
  );
  const elapsed = performance.now() - t0;
  return {
    scenario,
    ops: latencies.length,
    opsPerSecond: Math.round((latencies.length / elapsed) * 1000),
    latency: summarize(latencies),
  };
}

async function measure(label: string, database: Database): Promise<Result> {
  const credits = new CreditsService({ database });
  const perOp = WORKERS * (OPS_PER_WORKER + WARMUP_PER_WORKER);
  const users: string[] = [];
  for (let w = 0; w < WORKERS; w++) {
    const { id } = await insertUser(database.db, { id: `bench-${w}` });
    users.push(id);
  }
  const fund = (userId: string, amount: number) =>
    credits.grant({
      userId,
      amount,
      kind: 'purchase',
      idempotencyKey: `bench-fund:${userId}`,
      reason: 'bench',
    });
  // Enough for every charge: a shortfall would skip the write and flatter the numbers.
  for (const userId of users.slice(1)) await fund(userId, CHARGE * (OPS_PER_WORKER + 10));
  await fund(users[0]!, CHARGE * (perOp + 10) * 2);

  await database.executeSql(
    'CREATE TABLE bench_counter (id int PRIMARY KEY, n bigint NOT NULL DEFAULT 0)',
  );
  await database.executeSql(
    `INSERT INTO bench_counter (id) SELECT g FROM generate_series(0, ${WORKERS - 1}) g`,
  );
  const bump = (row: number) =>
    database.executeSql('UPDATE bench_counter SET n = n + 1 WHERE id = $1', [row]);

  const runs = [
    await drive('baseline UPDATE, own row', (w) => bump(w)),
    await drive('charge, own balance', (w, i) =>
      credits.charge({
        userId: users[w]!,
        amount: CHARGE,
        idempotencyKey: `own:${w}:${i}`,
        reason: 'bench',
      }),
    ),
    await drive('baseline UPDATE, one shared row', () => bump(0)),
    await drive('charge, one shared balance', (w, i) =>
      credits.charge({
        userId: users[0]!,
        amount: CHARGE,
        idempotencyKey: `shared:${w}:${i}`,
        reason: 'bench',
      }),
    ),
  ];
  for (const userId of users) {
    const [balance, sum] = [await credits.balance(userId), await credits.ledgerSum(userId)];
    if (balance !== sum) throw new Error(`balance ${balance} != ledger sum ${sum} for ${userId}`);
  }
  return { label, runs };
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
  const rows = results.flatMap((result) =>
    result.runs.map((run) => {
      const baseline = result.runs.find(
        (r) => r.scenario.startsWith('baseline') && r.scenario.endsWith(ownOrShared(run)),
      )!;
      const s = run.latency;
      return (
        `| ${result.label} | ${run.scenario} | ${run.ops} | ${run.opsPerSecond} | ` +
        `${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.p99)} | ${(s.p50 / baseline.latency.p50).toFixed(1)}x |`
      );
    }),
  );
  return [
    '## Credit charges under concurrency',
    '',
    `${WORKERS} concurrent workers × ${OPS_PER_WORKER} ops (after ${WARMUP_PER_WORKER} warm-up` +
      ` ops each); charge = ${CHARGE} credits; ${machineLine()}`,
    '',
    '- own: each worker charges its own user. shared: all workers charge one user.',
    '- baseline: bare autocommit `UPDATE bench_counter SET n = n + 1` (own row / one row).',
    '- Postgres pool: 10 connections, so at most 10 of the 50 workers are in the database at',
    '  once; PGlite has one connection, so everything queues (latency includes the wait).',
    '',
    '| database | scenario | ops | ops/s | p50 ms | p95 ms | p99 ms | p50 / baseline |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    '```json',
    JSON.stringify({ machine: machineLine(), results }, null, 2),
    '```',
    '',
  ].join('\n');
}

const ownOrShared = (run: Run) => (run.scenario.includes('own') ? 'own row' : 'one shared row');

const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const results = [await onPglite()];
if (pgUrl) results.push(await onPostgres(pgUrl));
const markdown = report(results);
console.log(markdown);
writeFileSync(new URL('./results/credits.md', import.meta.url), markdown);
