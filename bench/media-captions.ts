/**
 * Burned-in captions, for media.bench.ts. The 30 s 540×960 podcast clip with one cue every 2 s:
 *
 * - in the local engine's single pass (LocalVideoEngine.render with cues), against the same clip
 *   without captions, rendered alternately in the same run;
 * - as the renderer's extra pass over a finished clip (a vendor's MP4 without captions:
 *   planBurnCaptions over the uncaptioned clip), against the bare encode of the same number of
 *   frames (the floor) and against the same re-encode without the `ass` filter.
 *
 * Medians over the runs; the machine is shared, so the ratios are the figures to quote.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CaptionCue } from '@shared/voiceovers';
import { buildAssCaptions } from '../src/server/media/captions-ass.js';
import { captionFontsDir } from '../src/server/media/fonts.js';
import { frameCount, planBareEncode, planBurnCaptions } from '../src/server/media/plan.js';
import type { MediaToolkit } from '../src/server/media/toolkit.js';
import { LocalVideoEngine } from '../src/server/providers/video/local/index.js';
import type { Case } from './media-report.js';
import { instrumented, renderRequest, type Inputs, type ProcessStats } from './media-support.js';

const LINES = [
  'Welcome back to the show, everyone.',
  'Today we talk about shipping fast',
  'without burning out the whole team.',
  'My guest has built three companies',
  'and the lesson she keeps coming back to',
  'is that small habits compound.',
];

/** One cue every 2 s over the clip, as a voiceover's captions would be. */
export function benchCues(durationSeconds: number): CaptionCue[] {
  return Array.from({ length: Math.floor(durationSeconds / 2) }, (_, i) => ({
    startMs: i * 2000,
    endMs: i * 2000 + 1900,
    text: LINES[i % LINES.length]!,
  }));
}

export interface CaptionsResult {
  name: string;
  runs: number;
  durationSeconds: number;
  cues: number;
  /** Medians, ms: LocalVideoEngine.render end to end, and its main ffmpeg run. */
  plainEngineMs: number;
  captionedEngineMs: number;
  plainRenderMs: number;
  captionedRenderMs: number;
  /** The same frames of the still through the same encoder (planBareEncode). */
  bareMs: number;
  /** planBurnCaptions over the uncaptioned clip, and the same pass without the ass filter. */
  passMs: number;
  reencodeMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** ffmpeg's wall time of one run of `args`. */
async function timedRun(media: MediaToolkit, args: string[]): Promise<number> {
  const stats: ProcessStats[] = [];
  await instrumented(media, stats).run(args);
  return stats[0]!.wallMs;
}

/** Measures `c` (a podcast clip case of media.bench.ts) with and without captions. */
export async function measureCaptions(
  media: MediaToolkit,
  root: string,
  inputs: Inputs,
  { c, runs }: { c: Case; runs: number },
): Promise<CaptionsResult> {
  const cues = benchCues(c.durationSeconds);
  const dir = path.join(root, 'captions');
  mkdirSync(dir);
  const assPath = path.join(dir, 'pass.ass');
  const durationMs = c.durationSeconds * 1000;
  writeFileSync(assPath, buildAssCaptions({ cues, width: c.width, height: c.height, durationMs }));
  const samples: Record<
    Exclude<keyof CaptionsResult, 'name' | 'runs' | 'durationSeconds' | 'cues'>,
    number[]
  > = {
    plainEngineMs: [],
    captionedEngineMs: [],
    plainRenderMs: [],
    captionedRenderMs: [],
    bareMs: [],
    passMs: [],
    reencodeMs: [],
  };
  for (let run = 0; run < runs; run++) {
    const rendered: Record<'plain' | 'captioned', string> = { plain: '', captioned: '' };
    for (const kind of ['plain', 'captioned'] as const) {
      const stats: ProcessStats[] = [];
      const workDir = path.join(dir, `${kind}-${run}`);
      mkdirSync(workDir);
      const engine = new LocalVideoEngine({ media: instrumented(media, stats) });
      const started = performance.now();
      const request = renderRequest(
        c,
        inputs,
        workDir,
        run,
        kind === 'captioned' ? cues : undefined,
      );
      rendered[kind] = (await engine.render(request)).videoPath;
      samples[`${kind}EngineMs`].push(performance.now() - started);
      samples[`${kind}RenderMs`].push(Math.max(...stats.map((s) => s.wallMs)));
    }
    const output = path.join(dir, 'out.mp4');
    const { width, height } = c;
    const frames = frameCount(c.durationSeconds);
    const still = inputs[c.picture];
    samples.bareMs.push(
      await timedRun(media, planBareEncode({ still, output, width, height, frames })),
    );
    const pass = planBurnCaptions({
      input: rendered.plain,
      assPath,
      fontsDir: captionFontsDir(),
      output,
    });
    samples.passMs.push(await timedRun(media, pass));
    const at = pass.indexOf('-filter_complex') + 1;
    const reencode = pass.map((arg, i) => (i === at ? '[0:v:0]null[v]' : arg));
    samples.reencodeMs.push(await timedRun(media, reencode));
    for (const kind of ['plain', 'captioned'] as const) {
      rmSync(path.dirname(rendered[kind]), { recursive: true, force: true });
    }
  }
  const medians = Object.fromEntries(
    Object.entries(samples).map(([key, values]) => [key, Math.round(median(values))]),
  ) as Record<keyof typeof samples, number>;
  return {
    name: `${c.name} with captions`,
    runs,
    durationSeconds: c.durationSeconds,
    cues: cues.length,
    ...medians,
  };
}

const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

/** The report's section on captions. */
export function captionsReport(r: CaptionsResult): string[] {
  const realTime = (ms: number) => `${((r.durationSeconds * 1000) / ms).toFixed(2)}x`;
  return [
    `### Captions: ${r.name} (${r.cues} cues, one every 2 s)`,
    '',
    '- local engine: the clip rendered with its cues drawn in the same ffmpeg pass, against the',
    '  same clip without cues, alternately in the same run.',
    "- caption pass: what the renderer runs on a vendor's finished clip (re-encode with the",
    '  `ass` filter, sound copied), over the uncaptioned clip; against the bare encode of the',
    '  same frames (the floor) and the same re-encode without the filter.',
    '',
    '| measure | median ms | × real time | ratio |',
    '|---|---|---|---|',
    `| local engine, no captions (end to end) | ${r.plainEngineMs} | ${realTime(r.plainEngineMs)} | - |`,
    `| local engine, with captions (end to end) | ${r.captionedEngineMs} | ` +
      `${realTime(r.captionedEngineMs)} | ${ratio(r.captionedEngineMs, r.plainEngineMs)} the uncaptioned |`,
    `| main render, no captions | ${r.plainRenderMs} | - | - |`,
    `| main render, with captions | ${r.captionedRenderMs} | - | ` +
      `${ratio(r.captionedRenderMs, r.plainRenderMs)} the uncaptioned |`,
    `| bare encode (floor) | ${r.bareMs} | ${realTime(r.bareMs)} | 1.00x |`,
    `| re-encode of the clip, no filter | ${r.reencodeMs} | ${realTime(r.reencodeMs)} | ` +
      `${ratio(r.reencodeMs, r.bareMs)} the bare encode |`,
    `| caption pass | ${r.passMs} | ${realTime(r.passMs)} | ${ratio(r.passMs, r.bareMs)} the ` +
      `bare encode, ${ratio(r.passMs, r.reencodeMs)} the plain re-encode |`,
    '',
  ];
}
