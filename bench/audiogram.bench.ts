/**
 * Audiogram renders (decision 059) on this machine: a 30 s clip of real speech (the app's own
 * offline voice, espeak-ng) with each gallery design (one per template and waveform) at the
 * default 540p in 9:16, and the heaviest one (the circle) at 720p. Each render goes through
 * LocalVideoEngine.render: the audio decoded and measured, the card painted, the ffmpeg pass
 * (with the waveform's frames drawn by canvas and streamed into it meanwhile), the poster.
 * Reported: the wall time, its split, times faster than real time, peak memory of the ffmpeg
 * pass (VmHWM) and of this process (the canvas side).
 *
 * Run: node --import tsx bench/audiogram.bench.ts (BENCH_AUDIOGRAM_RUNS, default 1; with
 * BENCH_AUDIOGRAM_GALLERY=<dir> it also writes each 9:16 clip's frame strip, a frame every 2 s).
 * Writes bench/results/audiogram.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { HedraResolution } from '@shared/videos';
import { createMediaToolkit } from '../src/server/media/index.js';
import { LocalVideoEngine } from '../src/server/providers/video/local/index.js';
import {
  audiogramRequest,
  GALLERY_DESIGNS,
  SKIMAGE_DATA,
  writeSpeech,
} from './audiogram-support.js';
import { instrumented, type ProcessStats } from './media-support.js';
import { machineLine } from './stats.js';

const RUNS = Number(process.env.BENCH_AUDIOGRAM_RUNS ?? 1);
const GALLERY = process.env.BENCH_AUDIOGRAM_GALLERY;
const SECONDS = 30;
const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const root = mkdtempSync(path.join(tmpdir(), 'reelcast-audiogram-bench-'));

interface Row {
  name: string;
  size: string;
  engineMs: number;
  ffmpegMs: number;
  prepMs: number;
  ffmpegPeakMb: number;
  nodePeakMb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** This process's resident memory, sampled every 20 ms while `work` runs. */
async function withNodePeak<T>(work: () => Promise<T>): Promise<[T, number]> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    return [await work(), Math.round(peak / 2 ** 20)];
  } finally {
    clearInterval(timer);
  }
}

async function writeStrip(video: string, name: string): Promise<void> {
  if (!GALLERY) return;
  mkdirSync(GALLERY, { recursive: true });
  // A frame every 2 s (at 1 s, 3 s, ... so none is the first black-free instant), 15 in all.
  await media.run([
    '-v',
    'error',
    '-y',
    '-ss',
    '1',
    '-i',
    video,
    '-vf',
    'fps=1/2,scale=216:-2,tile=8x2:padding=4:color=white',
    '-frames:v',
    '1',
    '-q:v',
    '3',
    path.resolve(GALLERY, `audiogram-${name}-strip.jpg`),
  ]);
}

async function measure(
  design: (typeof GALLERY_DESIGNS)[number],
  resolution: HedraResolution,
  audio: string,
): Promise<Row> {
  const engineMs: number[] = [];
  const ffmpegMs: number[] = [];
  let ffmpegPeakMb = 0;
  let nodePeakMb = 0;
  let size = '';
  for (let run = 0; run < RUNS; run++) {
    const runs: ProcessStats[] = [];
    const engine = new LocalVideoEngine({ media: instrumented(media, runs) });
    const workDir = path.join(root, `${design.name}-${resolution}-${run}`);
    mkdirSync(workDir);
    const logo = path.join(SKIMAGE_DATA, design.logo);
    const request = audiogramRequest({
      design: {
        ...design.design,
        logo: { path: logo, mimeType: 'image/png', width: 0, height: 0 },
      },
      audio,
      aspectRatio: '9:16',
      resolution,
      durationSeconds: SECONDS,
      workDir,
    });
    size = `${request.width}×${request.height}`;
    const started = performance.now();
    const [result, peak] = await withNodePeak(() => engine.render(request));
    engineMs.push(performance.now() - started);
    nodePeakMb = Math.max(nodePeakMb, peak);
    ffmpegMs.push(Math.max(...runs.map((r) => r.wallMs)));
    ffmpegPeakMb = Math.max(ffmpegPeakMb, ...runs.map((r) => r.peakRssMb));
    const probe = await media.probe(result.videoPath);
    if (Math.abs((probe.durationSeconds ?? 0) - SECONDS) > 0.1) {
      throw new Error(`${design.name}: rendered ${probe.durationSeconds} s`);
    }
    if (run === 0 && resolution === '540p') await writeStrip(result.videoPath, design.name);
    rmSync(workDir, { recursive: true, force: true });
  }
  const engine = median(engineMs);
  const ffmpeg = median(ffmpegMs);
  return {
    name: `${design.name} (${design.design.template}, ${design.design.waveform})`,
    size,
    engineMs: Math.round(engine),
    ffmpegMs: Math.round(ffmpeg),
    prepMs: Math.round(engine - ffmpeg),
    ffmpegPeakMb,
    nodePeakMb,
  };
}

async function main() {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const audio = await writeSpeech(root);
  const rows: Row[] = [];
  for (const design of GALLERY_DESIGNS) rows.push(await measure(design, '540p', audio));
  const circle = GALLERY_DESIGNS.find((d) => d.design.waveform === 'circle')!;
  rows.push(await measure(circle, '720p', audio));
  rmSync(root, { recursive: true, force: true });

  const slowest = Math.max(...rows.filter((r) => r.size === '540×960').map((r) => r.engineMs));
  const lines = [
    '## Audiogram renders (decision 059)',
    '',
    `${RUNS} run(s) per case, median; ${machineLine()}; load average at start ${load}`,
    '',
    `A ${SECONDS} s clip of espeak-ng speech, 9:16, logo from skimage's photographs. engine ms:`,
    'LocalVideoEngine.render end to end; ffmpeg ms: the main ffmpeg pass, the waveform drawn',
    'and streamed into it meanwhile; prep ms: the rest (audio decode, card, poster). × real',
    'time: video seconds per wall second. Peak MB: VmHWM of the ffmpeg pass; node MB: this',
    'process. The machine is shared: compare with the load average above.',
    '',
    '| case | size | engine ms | × real time | ffmpeg ms | prep ms | ffmpeg peak MB | node peak MB |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.size} | ${r.engineMs} | ${((SECONDS * 1000) / r.engineMs).toFixed(2)}x | ` +
        `${r.ffmpegMs} | ${r.prepMs} | ${r.ffmpegPeakMb} | ${r.nodePeakMb} |`,
    ),
    '',
    '### Target',
    '',
    `- A 30 s 540p audiogram well faster than real time on 2 cores (at least 3×): ` +
      `${((SECONDS * 1000) / slowest).toFixed(2)}x for the slowest design, ` +
      `${(SECONDS * 1000) / slowest >= 3 ? 'met' : '**not met**'}.`,
    '',
  ];
  const report = lines.join('\n');
  console.log(report);
  writeFileSync(path.join(import.meta.dirname, 'results', 'audiogram.md'), report);
}

await main();
