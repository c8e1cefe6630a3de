/**
 * An 8 s 720p text-to-video job, submit to Completed, on the local engine: the full path a user
 * waits on (HTTP request, charge and insert in one transaction, enqueue, a worker picks it up,
 * the engine renders, the MP4 and poster are copied into storage, the row turns succeeded and
 * the live event fires). Target: under 10 s.
 *
 * Baseline in the same run: LocalVideoEngine.render of the same request alone (no database, no
 * queue, no storage), so the ratio is the price of the platform around the render. Runs
 * alternate engine-only and end to end; one warm-up of each first. PGlite on disk, as
 * `npm start` runs it.
 *
 * Run: node --import tsx bench/video-job.bench.ts (BENCH_VIDEO_JOB_RUNS, default 5)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LocalVideoEngine } from '../src/server/providers/video/local/index.js';
import { videoFrameSize, type VideoJob } from '../src/shared/videos.js';
import { createTestApp, TEST_USER_HEADER } from '../test/helpers/app.js';
import { waitForFinalJob } from '../test/fixtures/videos.js';
import { insertUser } from '../test/helpers/users.js';
import { fmt, machineLine, summarize } from './stats.js';

const RUNS = Number(process.env.BENCH_VIDEO_JOB_RUNS ?? 5);
const PROMPT = 'A calm sunset over the mountains, birds drifting across a golden sky';
const DURATION_SECONDS = 8;
const TARGET_MS = 10_000;

const t = await createTestApp({ sessions: 'header', workers: { concurrency: 1 } });
const scratch = mkdtempSync(path.join(tmpdir(), 'reelcast-video-job-bench-'));
try {
  const { id: userId } = await insertUser(t.database.db);
  await t.credits.grant({
    userId,
    amount: 100_000,
    kind: 'purchase',
    idempotencyKey: `bench:${userId}`,
    reason: 'Benchmark credits',
  });
  const engine = new LocalVideoEngine({ media: t.media });

  const engineOnly = async (run: number) => {
    const workDir = path.join(scratch, `engine-${run}`);
    mkdirSync(workDir);
    const { width, height } = videoFrameSize('9:16', '720p');
    const started = performance.now();
    await engine.render({
      jobId: `bench-${run}`,
      mode: 'text-to-video',
      prompt: PROMPT,
      aspectRatio: '9:16',
      resolution: '720p',
      width,
      height,
      durationSeconds: DURATION_SECONDS,
      seed: run + 1,
      workDir,
      signal: new AbortController().signal,
      onProgress: () => {},
      vendorRef: null,
      saveVendorRef: async () => {},
    });
    return performance.now() - started;
  };

  const endToEnd = async () => {
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/videos/text-to-video',
      headers: { [TEST_USER_HEADER]: userId },
      payload: { prompt: PROMPT, durationSeconds: DURATION_SECONDS, resolution: '720p' },
    });
    if (response.statusCode !== 201) throw new Error(`submit: ${response.body}`);
    const job = response.json<VideoJob>();
    const row = await waitForFinalJob(t.hub, t.database, { id: job.id, userId }, 60_000);
    if (row.status !== 'succeeded') throw new Error(`job ${job.id} ended ${row.status}`);
    return performance.now() - started;
  };

  await engineOnly(-1);
  await endToEnd();
  const engineMs: number[] = [];
  const endToEndMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    engineMs.push(await engineOnly(run));
    endToEndMs.push(await endToEnd());
  }
  const e2e = summarize(endToEndMs);
  const bare = summarize(engineMs);
  const ratio = e2e.p50 / bare.p50;
  const lines = [
    '## Text to video, submit to Completed (local engine)',
    '',
    `${RUNS} runs after one warm-up, medians and p99; ${machineLine()}; PGlite on disk.`,
    '',
    '| measure | p50 ms | p99 ms |',
    '|---|---|---|',
    `| engine render alone (baseline) | ${fmt(bare.p50)} | ${fmt(bare.p99)} |`,
    `| submit to Completed | ${fmt(e2e.p50)} | ${fmt(e2e.p99)} |`,
    '',
    `- Ratio end to end / engine alone (p50): ${ratio.toFixed(2)}x.`,
    `- Target: 8 s text to video submit to Completed under ${TARGET_MS / 1000} s: ` +
      `p50 ${fmt(e2e.p50)} ms, p99 ${fmt(e2e.p99)} ms, **${e2e.p99 < TARGET_MS ? 'met' : 'not met'}**.`,
    '',
  ];
  console.log(lines.join('\n'));
  writeFileSync(
    path.join(import.meta.dirname, 'results', 'video-job.md'),
    `${lines.join('\n')}\n\`\`\`json\n${JSON.stringify({ engineMs, endToEndMs }, null, 2)}\n\`\`\`\n`,
  );
} finally {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
}
