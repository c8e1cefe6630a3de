/**
 * What the upload intake's image check costs per upload (decision 020): `decodeImage` (ffprobe
 * decodes the first frame, out of process) on typical uploads, next to the header-only probe
 * the image-to-video route used before (which a GIF header followed by HTML passes). The
 * intake also writes a local copy of the file in the same pass as storage; that write is not
 * in these figures.
 *
 * Run: node --import tsx bench/upload-decode.bench.ts (BENCH_DECODE_RUNS, default 20 per case).
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createCanvas } from '@napi-rs/canvas';
import { resolveMediaBinaries } from '../src/server/media/binaries.js';
import { decodeImage, probeMedia } from '../src/server/media/probe.js';
import { fmt, machineLine, summarize, type Summary } from './stats.js';

const RUNS = Number(process.env.BENCH_DECODE_RUNS ?? 20);
const WARMUP = 2;
const dir = mkdtempSync(path.join(tmpdir(), 'reelcast-decode-bench-'));
const { ffprobePath } = resolveMediaBinaries({ ffmpegPath: undefined, ffprobePath: undefined });

/** A photo-like picture: many soft shapes, so encoders cannot shrink it to nothing. */
async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp') {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  let seed = width * 31 + height;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 400; i++) {
    ctx.fillStyle = `hsl(${random() * 360} 60% ${30 + random() * 40}%)`;
    ctx.beginPath();
    ctx.arc(random() * width, random() * height, (random() * width) / 6, 0, Math.PI * 2);
    ctx.fill();
  }
  const file = path.join(dir, `${width}x${height}.${format === 'jpeg' ? 'jpg' : format}`);
  const bytes =
    format === 'png'
      ? await canvas.encode('png')
      : format === 'jpeg'
        ? await canvas.encode('jpeg', 90)
        : await canvas.encode('webp', 90);
  writeFileSync(file, bytes);
  return file;
}

async function time(work: () => Promise<unknown>): Promise<Summary> {
  const samples: number[] = [];
  for (let run = 0; run < RUNS + WARMUP; run++) {
    const start = performance.now();
    await work();
    if (run >= WARMUP) samples.push(performance.now() - start);
  }
  return summarize(samples);
}

const cases: [string, number, number, 'png' | 'jpeg' | 'webp'][] = [
  ['phone screenshot PNG', 1080, 1920, 'png'],
  ['1080p JPEG', 1920, 1080, 'jpeg'],
  ['1080p WebP', 1920, 1080, 'webp'],
  ['12 MP photo JPEG', 4000, 3000, 'jpeg'],
  ['24 MP photo JPEG', 6000, 4000, 'jpeg'],
];

const rows: string[] = [];
const results: unknown[] = [];
const load = loadavg().map((n) => Number(n.toFixed(2)));
for (const [name, width, height, format] of cases) {
  const file = await picture(width, height, format);
  const size = statSync(file).size;
  const decode = await time(() => decodeImage(ffprobePath, file));
  const header = await time(() => probeMedia(ffprobePath, file));
  rows.push(
    `| ${name} | ${(size / 1024 / 1024).toFixed(1)} MB | ${fmt(decode.p50)} | ${fmt(decode.p95)} | ${fmt(header.p50)} |`,
  );
  results.push({ name, width, height, format, bytes: size, decode, header });
}
rmSync(dir, { recursive: true, force: true });

const report = `## Upload image check (decode the first frame)

${RUNS} runs per case after ${WARMUP} warm-up runs; ${machineLine()}; load average at start ${load.join(' ')}

- decode: \`decodeImage\` (\`ffprobe -read_intervals %+#1 -show_entries frame=width,height\`), what every image upload pays once, after it is stored.
- header probe: \`probeMedia\` (\`-show_format -show_streams\`), the check image-to-video made before; it reads headers only.

| case | file | decode median ms | decode p95 ms | header probe median ms |
|---|---|---|---|---|
${rows.join('\n')}

\`\`\`json
${JSON.stringify({ machine: machineLine(), load, results }, null, 2)}
\`\`\`
`;
writeFileSync(path.join(import.meta.dirname, 'results', 'upload-decode.md'), report);
console.log(report);
