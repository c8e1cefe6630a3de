/**
 * Live updates across tabs, in Chromium: pages of one signed-in user on the built server. Page
 * A makes a change through the API (a credit purchase through the offline checkout; a new
 * video job); pages B (a foreground tab) and C (a background tab, see BACKGROUND_TAB) each
 * time until their DOM shows it (the sidebar balance; a new job card), read by a
 * MutationObserver. All pages share one clock. Baselines from the same run: when the event
 * reached C's EventSource (server and network, without the page's own work) and when page A,
 * the acting page, showed the balance. Also timed: a grant by the admin CLI, as the e2e test of
 * the shell does it, from starting the CLI and from its exit.
 * Run after `npm run build`:  node --import tsx bench/live-tabs.bench.ts
 * (Postgres too when TEST_DATABASE_URL or BENCH_DATABASE_URL names a server.)
 */
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { signUpViaApi, uniqueAccount } from '../e2e/accounts.js';
import { liveStreamOpened } from '../e2e/credit-balance.js';
import { launchBrowser, startServer } from '../e2e/harness.js';
import { runAdminCli } from '../e2e/postgres.js';
import { BACKGROUND_TAB, INSTRUMENT, READERS, type Watched } from './live-tabs-page.js';
import { fmt, machineLine, summarize, type Summary } from './stats.js';

const BALANCE_ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 40);
const JOB_ROUNDS = Number(process.env.BENCH_LIVE_JOB_ROUNDS ?? 12);
const CLI_ROUNDS = Number(process.env.BENCH_LIVE_CLI_ROUNDS ?? 3);
const WARMUP = 2;
const SAMPLE_TIMEOUT_MS = 20_000;

/** Starts watching in the page; returns a handle to await the change's timestamp. */
async function watch(page: Page, what: Watched): Promise<() => Promise<number>> {
  const key = `__pending_${what}`;
  await page.evaluate(
    ([reader, key, timeoutMs]) => {
      const w = window as unknown as Record<string, unknown>;
      const read = new Function(`return (${reader})()`) as () => string;
      const whenChanged = w.__whenChanged as (
        read: () => string,
        before: string,
        timeoutMs: number,
      ) => Promise<number>;
      w[key] = whenChanged(read, read(), timeoutMs);
    },
    [READERS[what], key, SAMPLE_TIMEOUT_MS] as const,
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, number>)[key]!, key);
}

/** When the first event of `type` sent after `since` reached the page's EventSource. */
const arrivalAfter = (page: Page, type: string, since: number) =>
  page.evaluate(
    ([type, since]) =>
      (window as unknown as { __arrivals: { type: string; at: number }[] }).__arrivals.find(
        (arrival) => arrival.type === type && arrival.at >= since,
      )?.at ?? Number.NaN,
    [type, since] as const,
  );

/** In page A: buys 100 credits through the offline checkout; returns when it committed. */
const buyCredits = (page: Page) =>
  page.evaluate(async () => {
    const post = (path: string, body?: unknown) =>
      fetch(path, {
        method: 'POST',
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
    const opened = await post('/api/billing/credit-checkout', { credits: 100 });
    const { url } = (await opened.json()) as { url: string };
    const sent = performance.timeOrigin + performance.now();
    const done = await post(
      `/api/billing/offline/${new URL(url).pathname.split('/').at(-1)}/complete`,
    );
    if (!done.ok) throw new Error(`complete: ${done.status}`);
    return { sent, committed: performance.timeOrigin + performance.now() };
  });

/** In page A: starts a 5 s text-to-video job; returns when the create call answered. */
const createJob = (page: Page, index: number) =>
  page.evaluate(async (index) => {
    const sent = performance.timeOrigin + performance.now();
    const response = await fetch('/api/videos/text-to-video', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: `Live tabs bench ${index}`, durationSeconds: 5 }),
    });
    if (!response.ok) throw new Error(`create: ${response.status} ${await response.text()}`);
    const job = (await response.json()) as { id: string };
    return { sent, committed: performance.timeOrigin + performance.now(), id: job.id };
  }, index);

/** Waits (from page A) until the job is finished, so renders do not overlap the samples. */
const jobFinished = (page: Page, id: string) =>
  page.waitForFunction(
    async (id) => {
      const job = (await (await fetch(`/api/videos/${id}`)).json()) as { status: string };
      return job.status === 'succeeded' || job.status === 'failed';
    },
    id,
    { polling: 250, timeout: 120_000 },
  );

/**
 * A random pause before each change: a background tab wakes on whole seconds, so changes made
 * in lockstep with the previous sample's wake-up would all land at the same phase of a second.
 */
const randomPhase = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));

type Rows = Record<string, number[]>;
const ROW_NAMES = {
  balanceB: 'balance shown in page B (foreground tab)',
  balanceC: 'balance shown in page C (background tab)',
  balanceA: 'baseline: balance shown in page A (the acting page)',
  balanceArrival: 'baseline: credits.changed reached C’s EventSource',
  jobB: 'new job card shown in page B (foreground tab)',
  jobC: 'new job card shown in page C (background tab)',
  jobArrival: 'baseline: videos.job-updated reached C’s EventSource',
  cliStart: 'admin CLI grant: from starting the CLI to page B',
  cliExit: 'admin CLI grant: from the CLI’s exit to page B',
} as const;

async function measure(): Promise<Record<keyof typeof ROW_NAMES, Summary>> {
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  try {
    const context = await browser.newContext({ baseURL: server.url });
    await context.addInitScript({ content: INSTRUMENT });
    const account = uniqueAccount('live-tabs');
    await signUpViaApi(context, server, account);
    const [a, b, c] = [await context.newPage(), await context.newPage(), await context.newPage()];
    await c.addInitScript({ content: BACKGROUND_TAB });
    const streams = [a, b, c].map(liveStreamOpened);
    await a.goto('/dashboard');
    await Promise.all([b.goto('/videos'), c.goto('/videos')]);
    await Promise.all(streams);
    // The re-read of the balance once a stream opens must be over before a change is timed.
    await Promise.all([a, b, c].map((page) => page.waitForLoadState('networkidle')));

    const rows: Rows = Object.fromEntries(Object.keys(ROW_NAMES).map((key) => [key, []]));
    for (let i = 0; i < BALANCE_ROUNDS + WARMUP; i++) {
      await randomPhase();
      const shown = await Promise.all([a, b, c].map((page) => watch(page, 'balance')));
      const { sent, committed } = await buyCredits(a);
      const [inA, inB, inC] = await Promise.all(shown.map((when) => when()));
      const arrived = await arrivalAfter(c, 'credits.changed', sent);
      if (i < WARMUP) continue;
      rows.balanceA!.push(inA! - committed);
      rows.balanceB!.push(inB! - committed);
      rows.balanceC!.push(inC! - committed);
      rows.balanceArrival!.push(arrived - committed);
    }
    for (let i = 0; i < JOB_ROUNDS; i++) {
      await randomPhase();
      const shown = await Promise.all([b, c].map((page) => watch(page, 'jobs')));
      const { sent, committed, id } = await createJob(a, i);
      const [inB, inC] = await Promise.all(shown.map((when) => when()));
      rows.jobB!.push(inB! - committed);
      rows.jobC!.push(inC! - committed);
      rows.jobArrival!.push((await arrivalAfter(c, 'videos.job-updated', sent)) - committed);
      await jobFinished(a, id);
    }
    for (let i = 0; i < CLI_ROUNDS; i++) {
      const shown = await watch(b, 'balance');
      const started = Date.now();
      await runAdminCli(server, ['credits', account.email, '5', 'live tabs bench']);
      const exited = Date.now();
      const inB = await shown();
      rows.cliStart!.push(inB - started);
      rows.cliExit!.push(inB - exited);
    }
    await context.close();
    return Object.fromEntries(
      Object.entries(rows).map(([key, samples]) => [key, summarize(samples)]),
    ) as Record<keyof typeof ROW_NAMES, Summary>;
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function runLiveTabsBench(): Promise<string> {
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const runs: [string, Record<keyof typeof ROW_NAMES, Summary>][] = [];
  process.env.TEST_DATABASE_URL = '';
  runs.push(['PGlite', await measure()]);
  if (pgUrl) {
    process.env.TEST_DATABASE_URL = pgUrl;
    runs.push(['PostgreSQL', await measure()]);
  }
  return [
    '## Live updates across tabs (a change made in page A → another page shows it)',
    '',
    `Chromium, pages of one user on the built server; ${machineLine()}`,
    'Milliseconds from the moment the change committed (page A had the API answer).',
    '',
    ...runs.flatMap(([label, summaries]) => [
      `### ${label}`,
      '',
      '| what | samples | p50 | p95 | p99 |',
      '|---|---|---|---|---|',
      ...Object.entries(ROW_NAMES).map(([key, name]) => {
        const s = summaries[key as keyof typeof ROW_NAMES];
        return `| ${name} | ${s.samples} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.p99)} |`;
      }),
      '',
    ]),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const table = await runLiveTabsBench();
  console.log(table);
  writeFileSync('bench/results/live-tabs.md', `${table}\n`);
}
