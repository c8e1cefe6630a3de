/**
 * Local image engine speed: LocalImageEngine.generateImage (paint + JPEG encode + write) at the
 * issue's two target sizes, 1536×1536 (median ≤ 300 ms) and 2048×1152 (median ≤ 400 ms), at
 * 1080p, over a rotating mix of prompts and all styles (each run differs: prompt, style, seed).
 * Baseline in the same run, alternating with the engine: the JPEG encode and write of a flat
 * canvas of the same size (the floor any canvas-made picture pays). Memory: the process's RSS
 * high-water (resourceUsage().maxRSS) after each case, plus a 24 MP reference build at the end.
 *
 * Run: node --import tsx bench/image.bench.ts (BENCH_IMAGE_RUNS, default 40 per size).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createCanvas } from '@napi-rs/canvas';
import { BUILT_IN_IMAGE_STYLES } from '../src/shared/image-styles.js';
import { LocalImageEngine } from '../src/server/providers/image/local/index.js';
import type { ImageQuality } from '../src/shared/images.js';
import { fmt, machineLine, summarize, type Summary } from './stats.js';

const RUNS = Number(process.env.BENCH_IMAGE_RUNS ?? 40);
const WARMUP = 3;
const root = mkdtempSync(path.join(tmpdir(), 'reelcast-image-bench-'));
const engine = new LocalImageEngine();

const PROMPTS = [
  'A calm sunset over the sea with a lighthouse and birds',
  'Dramatic snowy mountains at dawn',
  'Rainy city street at night',
  'Misty pine forest, peaceful morning',
  'Happy desert dunes under a red sky',
  'A cozy living room with plants',
  'A planet in deep space, purple nebula',
  'Quiet hills with flowers and a river',
  // Rooms and sets, the studio's main audience (interior designers, podcasters).
  'Reading nook with a velvet armchair and oak shelves, candle light',
  'Linen sofa on an oak floor, sage walls, morning light',
  'Marble kitchen with brass pendant lamps and walnut stools',
  'Podcast studio with two microphones, headphones, a neon sign and acoustic panels',
];
const STYLES = [null, ...BUILT_IN_IMAGE_STYLES];

const maxRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

interface CaseResult {
  name: string;
  width: number;
  height: number;
  quality: ImageQuality;
  targetMs: number | null;
  engine: Summary;
  baseline: Summary;
  maxRssMb: number;
}

async function measure(
  width: number,
  height: number,
  quality: ImageQuality,
  targetMs: number | null,
): Promise<CaseResult> {
  const engineMs: number[] = [];
  const baseMs: number[] = [];
  for (let run = 0; run < RUNS + WARMUP; run++) {
    const workDir = path.join(root, `${width}x${height}-${quality}-${run}`);
    mkdirSync(workDir);
    const b0 = performance.now();
    const flat = createCanvas(width, height);
    const ctx = flat.getContext('2d');
    ctx.fillStyle = '#5a7fa8';
    ctx.fillRect(0, 0, width, height);
    await writeFile(path.join(workDir, 'flat.jpg'), await flat.encode('jpeg', 90));
    const b1 = performance.now();
    await engine.generateImage({
      id: `bench-${run}`,
      workDir,
      signal: new AbortController().signal,
      vendorRef: null,
      saveVendorRef: async () => {},
      prompt: PROMPTS[run % PROMPTS.length]!,
      style: STYLES[run % STYLES.length]!,
      seed: 1 + run * 7919,
      width,
      height,
      quality,
      reference: null,
    });
    const b2 = performance.now();
    if (run >= WARMUP) {
      baseMs.push(b1 - b0);
      engineMs.push(b2 - b1);
    }
    rmSync(workDir, { recursive: true, force: true });
  }
  return {
    name: `${width}×${height} ${quality}`,
    width,
    height,
    quality,
    targetMs,
    engine: summarize(engineMs),
    baseline: summarize(baseMs),
    maxRssMb: maxRssMb(),
  };
}

/** Builds a reference from three 24 MP JPEGs: time and how far the RSS high-water moved. */
async function largeReference() {
  const photos = [];
  for (let i = 0; i < 3; i++) {
    const canvas = createCanvas(6000, 4000);
    const ctx = canvas.getContext('2d');
    const gradient = ctx.createLinearGradient(0, 0, 6000, 4000);
    gradient.addColorStop(0, `hsl(${i * 90}, 60%, 45%)`);
    gradient.addColorStop(1, `hsl(${i * 90 + 140}, 50%, 60%)`);
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 6000, 4000);
    const file = path.join(root, `large-${i}.jpg`);
    writeFileSync(file, await canvas.encode('jpeg', 90));
    photos.push({ path: file, mimeType: 'image/jpeg', width: 6000, height: 4000 });
  }
  const before = maxRssMb();
  const workDir = path.join(root, 'reference');
  mkdirSync(workDir);
  const started = performance.now();
  await engine.buildReference({
    id: 'bench-reference',
    name: 'Large',
    images: photos,
    workDir,
    signal: new AbortController().signal,
    vendorRef: null,
    saveVendorRef: async () => {},
  });
  return {
    photos: photos.length,
    ms: Math.round(performance.now() - started),
    maxRssBeforeMb: before,
    maxRssAfterMb: maxRssMb(),
  };
}

function report(
  results: CaseResult[],
  reference: Awaited<ReturnType<typeof largeReference>>,
  load: number[],
): string {
  const rows = results.map((r) => {
    const verdict =
      r.targetMs === null
        ? '—'
        : r.engine.p50 <= r.targetMs
          ? `≤ ${r.targetMs} ✔`
          : `> ${r.targetMs} ✘`;
    return `| ${r.name} | ${r.engine.samples} | ${fmt(r.engine.p50)} | ${fmt(r.engine.p99)} | ${verdict} | ${fmt(r.baseline.p50)} | ${fmt(r.baseline.p99)} | ${(r.engine.p50 / r.baseline.p50).toFixed(1)}x | ${r.maxRssMb} |`;
  });
  return [
    '## Local image engine',
    '',
    `${RUNS} runs per size after ${WARMUP} warm-up runs; ${machineLine()}; load average at start ${load.map((l) => l.toFixed(2)).join(' ')}`,
    '',
    '- engine: `LocalImageEngine.generateImage` end to end (read the words, paint, finish, JPEG q90 encode, write), rotating over 12 prompts (8 outdoor, 4 rooms and sets) × 11 style choices (none + the 10 built-in) with a new seed each run.',
    '- baseline, alternating with the engine runs: a flat canvas of the same size, JPEG q90 encode and write.',
    '- max RSS: the process RSS high-water (`process.resourceUsage().maxRSS`) after the case (it only grows).',
    '',
    '| case | runs | median ms | p99 ms | target (median) | baseline median ms | baseline p99 ms | median / baseline | max RSS MB |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Reference from ${reference.photos} photos of 24 MP (6000×4000 JPEG): ${reference.ms} ms; RSS high-water ${reference.maxRssBeforeMb} MB before, ${reference.maxRssAfterMb} MB after (photos are decoded one at a time; canvas cannot decode at a reduced size).`,
    '',
    '```json',
    JSON.stringify({ machine: machineLine(), load, results, reference }, null, 2),
    '```',
    '',
  ].join('\n');
}

try {
  const load = loadavg();
  const results = [
    await measure(1536, 1536, '1080p', 300),
    await measure(2048, 1152, '1080p', 400),
    await measure(1536, 1536, '720p', null),
  ];
  for (const r of results) console.log(JSON.stringify(r));
  const reference = await largeReference();
  console.log(JSON.stringify(reference));
  const markdown = report(results, reference, load);
  console.log(markdown);
  writeFileSync(new URL('./results/image.md', import.meta.url), markdown);
} finally {
  rmSync(root, { recursive: true, force: true });
}
