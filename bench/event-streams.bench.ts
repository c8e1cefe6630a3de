/**
 * /api/health while one signed-in session opens many live-event streams (issue 15, item 8),
 * over real HTTP against a server in its own process, as `npm start` runs it (PGlite on disk).
 * Scenarios: no streams; the default caps with 1,000 attempts (the cap's worth open, the rest
 * refused); the caps raised out of the way with 1,000 streams open (the behaviour before caps).
 * Run: node --import tsx bench/event-streams.bench.ts   (BENCH_STREAMS, BENCH_DATABASE_URL)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fmt, machineLine, summarize, type Summary } from './stats.js';

const ATTEMPTS = Number(process.env.BENCH_STREAMS ?? 1000);
/** Long enough to include a heartbeat round (every stream wakes every 15 s). */
const STEADY_MS = 20_000;
const SAMPLE_EVERY_MS = 200;

interface Scenario {
  label: string;
  attempts: number;
  env: Record<string, string>;
}

interface Result {
  label: string;
  open: number;
  refused: number;
  failed: number;
  openingMs: number;
  burst: Summary;
  steady: Summary & { max: number };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reelcast-streams-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (tries > 600 || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, dataDir };
}

async function stopServer(server: { child: ChildProcess; dataDir: string }) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
  rmSync(server.dataDir, { recursive: true, force: true });
}

async function signUp(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench-${Date.now()}@example.com`,
      password: 'Studio2024x',
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function healthMs(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/api/health`);
  await response.arrayBuffer();
  return performance.now() - started;
}

async function run(scenario: Scenario): Promise<Result> {
  const server = await startServer(scenario.env);
  try {
    return await measure(scenario, server.url);
  } finally {
    await stopServer(server);
  }
}

async function measure(scenario: Scenario, url: string): Promise<Result> {
  const cookie = await signUp(url);
  for (let i = 0; i < 5; i++) await healthMs(url); // warm up
  const streams: AbortController[] = [];
  let refused = 0;
  let failed = 0;

  // The attempts and health checks go out together, as they did in the report.
  const opening = performance.now();
  const burstSamples: number[] = [];
  let opened = false;
  const burst = (async () => {
    while (!opened) burstSamples.push(await healthMs(url));
  })();
  await Promise.all(
    Array.from({ length: scenario.attempts }, async () => {
      const abort = new AbortController();
      let response: Response;
      try {
        response = await fetch(`${url}/api/events`, {
          headers: { cookie, origin: url },
          signal: abort.signal,
        });
      } catch {
        failed += 1; // not even connected (the listen backlog overflowed, or a timeout)
        return;
      }
      if (response.status !== 200) {
        refused += 1;
        await response.arrayBuffer();
        return;
      }
      streams.push(abort);
      // Keep reading so the server's writes never back up.
      void response.body?.pipeTo(new WritableStream()).catch(() => {});
    }),
  );
  const openingMs = performance.now() - opening;
  opened = true;
  await burst;

  const steady: number[] = [];
  const until = performance.now() + STEADY_MS;
  while (performance.now() < until) {
    steady.push(await healthMs(url));
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
  }
  for (const stream of streams) stream.abort();
  return {
    label: scenario.label,
    open: streams.length,
    refused,
    failed,
    openingMs,
    burst: summarize(burstSamples.length > 0 ? burstSamples : [Number.NaN]),
    steady: { ...summarize(steady), max: Math.max(...steady) },
  };
}

const scenarios: Scenario[] = [
  { label: 'no streams', attempts: 0, env: {} },
  { label: `default caps, ${ATTEMPTS} attempts`, attempts: ATTEMPTS, env: {} },
  {
    label: `caps raised, ${ATTEMPTS} streams (as before the caps)`,
    attempts: ATTEMPTS,
    env: { EVENTS_MAX_STREAMS_PER_USER: '100000', EVENTS_MAX_STREAMS_PER_ADDRESS: '100000' },
  },
];

const results: Result[] = [];
for (const scenario of scenarios) results.push(await run(scenario));
const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const lines = [
  `## /api/health while one session opens live-event streams (${database})`,
  '',
  `Server in its own process (main.ts, ROLE=all), one signed-in user, all from 127.0.0.1; health sampled while the streams open (burst) and then every ${SAMPLE_EVERY_MS} ms for ${STEADY_MS / 1000} s (steady, one heartbeat round included). ${machineLine()}`,
  '',
  '| scenario | open | refused (429) | failed to connect | opening took ms | burst p50 / p95 ms | steady p50 / p95 / max ms |',
  '|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.label} | ${r.open} | ${r.refused} | ${r.failed} | ${fmt(r.openingMs)} | ${fmt(r.burst.p50)} / ${fmt(r.burst.p95)} | ${fmt(r.steady.p50)} / ${fmt(r.steady.p95)} / ${fmt(r.steady.max)} |`,
  ),
  '',
];
const table = lines.join('\n');
console.log(table);
writeFileSync('bench/results/event-streams.md', `${table}\n`);
