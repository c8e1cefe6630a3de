/**
 * Lead import (issue 20, decision 038): a 10,000-row tab-separated maps export, as the app
 * does it: upload → preview (parse with papaparse, plan against the user's leads, store the
 * draft) → commit (500 rows per transaction, an "imported" timeline entry per lead) → undo.
 * Also the commit of the same file again with "update" (10,000 duplicates), and the
 * dashboard's queries at 10,000 leads (a page newest first with its counts, a search, a status
 * filter, a phone search). Baseline in the same run: a bare multi-row INSERT of the same rows
 * into crm_leads (500 a statement, one transaction each), no parsing, no plan, no timeline.
 * PGlite on disk (a temp DATA_DIR, as in production); PostgreSQL too when BENCH_DATABASE_URL
 * or TEST_DATABASE_URL is set (a fresh database, dropped afterwards).
 * Run: node --import tsx bench/crm-import.bench.ts
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase, type Database } from '../src/server/db/client.js';
import { crmLeads } from '../src/server/db/schema/index.js';
import { DomainBus } from '../src/server/platform/events/domain-bus.js';
import {
  commitImport,
  createImport,
  CrmService,
  dedupeKeys,
  importedLead,
  specMapping,
  undoImport,
} from '../src/server/modules/crm/testing.js';
import { leadCells, manyLeadFile } from '../test/fixtures/crm-leads.js';
import { createTestDatabase } from '../test/helpers/database.js';
import { insertUser } from '../test/helpers/users.js';
import { fmt, machineLine, summarize, type Summary } from './stats.js';

const ROWS = Number(process.env.BENCH_CRM_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_CRM_RUNS ?? 5);
const QUERY_RUNS = 30;
const BATCH = 500;

interface Run {
  scenario: string;
  ms: Summary;
}

interface Result {
  label: string;
  runs: Run[];
}

async function timed(times: number, work: (i: number) => Promise<unknown>): Promise<Summary> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await work(i);
    samples.push(performance.now() - start);
  }
  return summarize(samples);
}

async function measure(label: string, database: Database): Promise<Result> {
  const file = { name: 'maps-export.csv', bytes: new TextEncoder().encode(manyLeadFile(ROWS)) };
  let user = 0;
  const newUser = async () => (await insertUser(database.db, { id: `bench-crm-${user++}` })).id;

  // Baseline: the same rows, already made lead values, in bare multi-row INSERTs.
  const values = Array.from({ length: ROWS }, (_, i) => importedLead(leadCells(i), specMapping()));
  const baseline = await timed(RUNS, async () => {
    const userId = await newUser();
    for (let i = 0; i < ROWS; i += BATCH) {
      const batch = values.slice(i, i + BATCH).map((lead) => ({
        ...lead,
        businessName: lead.businessName!,
        ...dedupeKeys(lead),
        userId,
      }));
      await database.db.transaction((tx) => tx.insert(crmLeads).values(batch));
    }
  });

  const previews: number[] = [];
  const commits: number[] = [];
  const undos: number[] = [];
  const totals: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const userId = await newUser();
    const t0 = performance.now();
    const preview = await createImport(database, userId, file);
    const t1 = performance.now();
    const result = await commitImport(database, userId, preview.id, 'skip');
    const t2 = performance.now();
    if (result.import.result?.inserted !== ROWS)
      throw new Error(`imported ${JSON.stringify(result.import.result)}`);
    await undoImport(database, userId, preview.id);
    const t3 = performance.now();
    previews.push(t1 - t0);
    commits.push(t2 - t1);
    totals.push(t2 - t0);
    undos.push(t3 - t2);
  }

  // One user keeps 10,000 leads: the same file again as duplicates (update), then the queries.
  const keeper = await newUser();
  const first = await createImport(database, keeper, file);
  await commitImport(database, keeper, first.id, 'skip');
  const again = await timed(Math.min(RUNS, 3), async () => {
    const preview = await createImport(database, keeper, file);
    if (preview.counts.duplicatesExisting !== ROWS)
      throw new Error('expected every row a duplicate');
    const result = await commitImport(database, keeper, preview.id, 'update');
    if (result.import.result?.updated !== ROWS) throw new Error('expected every lead updated');
  });

  const crm = new CrmService({
    database,
    events: new DomainBus({ onAfterCommitError: () => {} }),
  });
  const query = (q: Parameters<CrmService['list']>[1]) =>
    timed(QUERY_RUNS, () => crm.list(keeper, q));
  const runs: Run[] = [
    { scenario: `baseline: bare INSERT of ${ROWS} rows`, ms: baseline },
    { scenario: 'upload → preview (parse, plan, store draft)', ms: summarize(previews) },
    { scenario: 'commit (skip), all new', ms: summarize(commits) },
    { scenario: 'preview + commit', ms: summarize(totals) },
    { scenario: 'undo', ms: summarize(undos) },
    { scenario: `preview + commit (update), ${ROWS} duplicates`, ms: again },
    { scenario: 'dashboard page 1 (list, count, stats)', ms: await query({}) },
    { scenario: 'search "design 9"', ms: await query({ search: 'design 9' }) },
    { scenario: 'status filter (new), page 3', ms: await query({ status: 'new', page: 3 }) },
    { scenario: 'phone search "5122000042"', ms: await query({ search: '5122000042' }) },
  ];
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
  const rows = results.flatMap((result) => {
    const base = result.runs[0]!.ms.p50;
    return result.runs.map(
      ({ scenario, ms }) =>
        `| ${result.label} | ${scenario} | ${ms.samples} | ${fmt(ms.p50)} | ${fmt(ms.p99)} | ` +
        `${scenario.startsWith('dashboard') || /search|filter/.test(scenario) ? '' : `${(ms.p50 / base).toFixed(1)}x`} |`,
    );
  });
  return [
    `## Lead import and the CRM dashboard at ${ROWS.toLocaleString('en-US')} leads`,
    '',
    `${ROWS} rows of the spec's 20 tab-separated columns (${fileKb()} KB); ${RUNS} runs; ` +
      `queries ${QUERY_RUNS} runs each; ${machineLine()}`,
    '',
    '- baseline: the same rows as lead values in bare multi-row INSERTs (500 a statement, a',
    '  transaction each): no parsing, no duplicate plan, no draft, no timeline entries.',
    "- commit: planned again against the user's leads, 500 leads + 500 timeline entries per",
    '  transaction; p99 of 5 samples is their maximum.',
    '- queries: `CrmService.list` (the page of 50, the matching count and the per-status',
    '  counts) for a user with all the rows as leads.',
    '',
    '| database | scenario | runs | median ms | p99 ms | median / baseline |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    '```json',
    JSON.stringify({ machine: machineLine(), results }, null, 2),
    '```',
    '',
  ].join('\n');
}

const fileKb = () => Math.round(new TextEncoder().encode(manyLeadFile(ROWS)).length / 1024);

const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const results = [await onPglite()];
if (pgUrl) results.push(await onPostgres(pgUrl));
const markdown = report(results);
console.log(markdown);
writeFileSync(new URL('./results/crm-import.md', import.meta.url), markdown);
