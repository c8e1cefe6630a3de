/**
 * Local engine renders against the floor of this machine. Cases: an 8 s 720×1280 image to video
 * (Ken Burns) of a grainy photo and of clean artwork, a 30 s podcast clip at the default 540p
 * (540×960) and at 720p, and an 8 s 720×1280 text to video. Each render goes through
 * LocalVideoEngine.render (probe, loudness pass, render, poster); the main ffmpeg render is
 * compared with a bare encode in the same run: the same number of frames of the same still, the
 * same encoder settings and silent AAC track, no motion, no overlays (planBareEncode). Runs
 * alternate bare/render; medians are reported. Then media-analysis.ts breaks the image-to-video
 * ratio down (the encoder's price of motion; the naive zoompan; wobble), and media-captions.ts
 * measures burned-in captions (the captioned podcast clip, and the renderer's caption pass).
 *
 * Run: node --import tsx bench/media.bench.ts (BENCH_MEDIA_RUNS, default 3;
 * BENCH_MEDIA_CASE=<part of a case name> runs one case and writes no results file;
 * BENCH_MEDIA_CASE=captions runs only the captions measurements).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createMediaToolkit } from '../src/server/media/index.js';
import { frameCount, planBareEncode } from '../src/server/media/plan.js';
import { LocalVideoEngine } from '../src/server/providers/video/local/index.js';
import { analysePicture, kenBurnsWobble } from './media-analysis.js';
import { measureCaptions } from './media-captions.js';
import { report, type Case, type CaseResult } from './media-report.js';
import {
  instrumented,
  makeInputs,
  renderRequest,
  type Inputs,
  type ProcessStats,
} from './media-support.js';

const RUNS = Number(process.env.BENCH_MEDIA_RUNS ?? 3);
const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const root = mkdtempSync(path.join(tmpdir(), 'reelcast-media-bench-'));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function measure(c: Case, inputs: Inputs): Promise<CaseResult> {
  const frames = frameCount(c.durationSeconds);
  const engineMs: number[] = [];
  const renderMs: number[] = [];
  const bareMs: number[] = [];
  let peakRssMb = 0;
  let bytes = 0;
  for (let run = 0; run < RUNS; run++) {
    const bareRuns: ProcessStats[] = [];
    const bareOut = path.join(root, 'bare.mp4');
    await instrumented(media, bareRuns).run(
      planBareEncode({
        still: inputs[c.picture],
        output: bareOut,
        width: c.width,
        height: c.height,
        frames,
      }),
    );
    bareMs.push(bareRuns[0]!.wallMs);

    const runs: ProcessStats[] = [];
    const engine = new LocalVideoEngine({ media: instrumented(media, runs) });
    const workDir = path.join(root, `${c.name.replace(/\W+/g, '-')}-${run}`);
    mkdirSync(workDir);
    const started = performance.now();
    const result = await engine.render(renderRequest(c, inputs, workDir, run));
    engineMs.push(performance.now() - started);
    renderMs.push(Math.max(...runs.map((r) => r.wallMs))); // the main render is the longest run
    peakRssMb = Math.max(peakRssMb, ...runs.map((r) => r.peakRssMb), bareRuns[0]!.peakRssMb);
    const probe = await media.probe(result.videoPath);
    if (Math.abs((probe.durationSeconds ?? 0) - c.durationSeconds) > 0.1) {
      throw new Error(`${c.name}: rendered ${probe.durationSeconds} s`);
    }
    bytes = readFileSync(result.videoPath).byteLength;
    rmSync(workDir, { recursive: true, force: true });
  }
  const engine = median(engineMs);
  const render = median(renderMs);
  const bare = median(bareMs);
  return {
    ...c,
    frames,
    runs: RUNS,
    engineMs: Math.round(engine),
    renderMs: Math.round(render),
    bareMs: Math.round(bare),
    realTimeMultiple: Number(((c.durationSeconds * 1000) / engine).toFixed(2)),
    renderToBare: Number((render / bare).toFixed(2)),
    peakRssMb,
    bytes,
  };
}

const CASES: Case[] = [
  {
    name: 'image to video 8 s 720×1280, grainy photo',
    picture: 'photo',
    mode: 'veo',
    width: 720,
    height: 1280,
    durationSeconds: 8,
    prompt: 'Slowly zoom in on the lake',
  },
  {
    name: 'image to video 8 s 720×1280, clean artwork',
    picture: 'artwork',
    mode: 'veo',
    width: 720,
    height: 1280,
    durationSeconds: 8,
    prompt: 'Slowly zoom in on the lake',
  },
  {
    name: 'podcast clip 30 s 540×960 (default 540p)',
    picture: 'photo',
    mode: 'hedra',
    width: 540,
    height: 960,
    durationSeconds: 30,
    prompt: 'Podcast studio',
  },
  {
    name: 'podcast clip 30 s 720×1280',
    picture: 'photo',
    mode: 'hedra',
    width: 720,
    height: 1280,
    durationSeconds: 30,
    prompt: 'Podcast studio',
  },
  {
    name: 'text to video 8 s 720×1280',
    picture: 'artwork',
    mode: 'text-to-video',
    width: 720,
    height: 1280,
    durationSeconds: 8,
    prompt: 'A calm sunset over the mountains, birds drifting across a golden sky',
  },
];

try {
  const load = loadavg();
  const inputs = await makeInputs(media, root);
  const only = process.env.BENCH_MEDIA_CASE;
  const results: CaseResult[] = [];
  for (const c of CASES.filter((c) => !only || c.name.includes(only))) {
    results.push(await measure(c, inputs));
    console.log(JSON.stringify(results.at(-1)));
  }
  const analysis = only
    ? []
    : [
        await analysePicture(media, root, { picture: 'photo', image: inputs.photo, runs: RUNS }),
        await analysePicture(media, root, {
          picture: 'artwork',
          image: inputs.artwork,
          runs: RUNS,
        }),
      ];
  const wobble = only ? [] : await kenBurnsWobble(media, root, { width: 720, height: 1280 });
  // The default 540p podcast clip again, with captions (BENCH_MEDIA_CASE=captions: only this).
  const podcast = CASES.find((c) => c.mode === 'hedra' && c.width === 540)!;
  const captions =
    !only || 'captions'.includes(only)
      ? await measureCaptions(media, root, inputs, { c: podcast, runs: RUNS })
      : null;
  if (captions) console.log(JSON.stringify(captions));
  const markdown = report({ results, analysis, wobble, captions, load, runs: RUNS });
  console.log(markdown);
  if (!only) writeFileSync(new URL('./results/media.md', import.meta.url), markdown);
} finally {
  rmSync(root, { recursive: true, force: true });
}
