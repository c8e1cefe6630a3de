/**
 * Live-event latency: from publishEvent (insert + NOTIFY) until an SSE client over real HTTP
 * receives it. Baseline in the same run: a bare `SELECT 1` round trip on the same database.
 * Run: node --import tsx bench/events.bench.ts   (Postgres too with BENCH_DATABASE_URL)
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { publishEvent } from '../src/server/platform/events/repo.js';
import { createTestApp, TEST_USER_HEADER } from '../test/helpers/app.js';
import { SseReader } from '../test/helpers/sse.js';
import { fmt, machineLine, summarize, type Summary } from './stats.js';

const ROUNDS = Number(process.env.BENCH_EVENT_ROUNDS ?? 300);
const WARMUP = 20;

async function measure(
  label: string,
): Promise<{ label: string; event: Summary; baseline: Summary }> {
  const t = await createTestApp();
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const stream = await SseReader.open(`${url}/api/events`, { [TEST_USER_HEADER]: 'bench' });
  await stream.next(); // ready
  const eventTimes: number[] = [];
  const baseTimes: number[] = [];
  for (let i = 0; i < ROUNDS + WARMUP; i++) {
    const b0 = performance.now();
    await t.database.executeSql('SELECT 1');
    const b1 = performance.now();
    await publishEvent(t.database.db, 'bench', 'credits.changed', {
      balance: i,
      delta: 1,
      kind: 'adjustment',
    });
    await stream.next();
    const b2 = performance.now();
    if (i >= WARMUP) {
      baseTimes.push(b1 - b0);
      eventTimes.push(b2 - b1);
    }
  }
  stream.close();
  await t.close();
  return { label, event: summarize(eventTimes), baseline: summarize(baseTimes) };
}

export async function runEventsBench(): Promise<string> {
  const results = [];
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = '';
  results.push(await measure('PGlite'));
  if (pgUrl) {
    process.env.TEST_DATABASE_URL = pgUrl;
    results.push(await measure('PostgreSQL'));
  }
  const lines = [
    '## Live event latency (publish → SSE client receives)',
    '',
    `${ROUNDS} events per database; ${machineLine()}`,
    '',
    '| database | p50 ms | p95 ms | p99 ms | baseline SELECT 1 p50 ms | p50 / baseline |',
    '|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.label} | ${fmt(r.event.p50)} | ${fmt(r.event.p95)} | ${fmt(r.event.p99)} | ${fmt(r.baseline.p50)} | ${(r.event.p50 / r.baseline.p50).toFixed(1)}x |`,
    ),
    '',
  ];
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const table = await runEventsBench();
  console.log(table);
  writeFileSync('bench/results/events.md', `${table}\n`);
}
