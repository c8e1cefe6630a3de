/**
 * Finding an episode's moments (decision 067) on this machine: a 60-minute episode of real
 * speech (the app's own voices, espeak-ng, with the engine's word timings) laid out with
 * silences, written as the 16 kHz mono WAV the episodes job makes (115 MB), then handed to
 * findEpisodeMoments with its words (and topic words), and without words. Reported: wall time
 * of each, split into reading the WAV and ranking, and the process's peak resident memory
 * during each (VmHWM, reset before each run through /proc/self/clear_refs).
 *
 * Run: node --import tsx bench/episode-moments.bench.ts (BENCH_EPISODE_MINUTES, default 60).
 * Writes bench/results/episode-moments.md.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { momentRequestSchema, type EpisodeMoment, type MomentRequest } from '@shared/episodes';
import type { TranscriptWord } from '@shared/transcripts';
import { findEpisodeMoments } from '../src/server/modules/episodes/index.js';
import { EPISODE_LINES, writeTalkEpisode } from '../test/fixtures/episode-speech.js';
import { machineLine } from './stats.js';

const MINUTES = Number(process.env.BENCH_EPISODE_MINUTES ?? 60);
const root = mkdtempSync(path.join(tmpdir(), 'reelcast-moments-bench-'));

const megabytes = (field: 'VmHWM' | 'VmRSS') => {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
    readFileSync('/proc/self/status', 'utf8'),
  );
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
};

interface Row {
  name: string;
  ms: number;
  moments: EpisodeMoment[];
  baseMb: number;
  peakMb: number;
}

async function measure(
  name: string,
  words: TranscriptWord[] | null,
  wavPath: string,
  durationSeconds: number,
  request: MomentRequest,
): Promise<Row> {
  // "5" resets the high-water mark to the current resident set (Linux 4.0+).
  writeFileSync('/proc/self/clear_refs', '5');
  const baseMb = megabytes('VmRSS');
  const started = performance.now();
  const moments = await findEpisodeMoments({ words, wavPath, durationSeconds, request });
  const ms = Math.round(performance.now() - started);
  return { name, ms, moments, baseMb, peakMb: megabytes('VmHWM') };
}

async function main() {
  const load = loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
  const wavPath = path.join(root, 'episode.wav');
  const episode = await writeTalkEpisode(wavPath, MINUTES);
  const { synthMs } = episode;
  const wavMb = Math.round(statSync(wavPath).size / 2 ** 20);

  const request = momentRequestSchema.parse({});
  const topics = momentRequestSchema.parse({ topics: ['pricing', 'podcast'] });
  const rows = [
    await measure('with words', episode.words, wavPath, episode.durationSeconds, request),
    await measure(
      'with words and 2 topics',
      episode.words,
      wavPath,
      episode.durationSeconds,
      topics,
    ),
    await measure('without words', null, wavPath, episode.durationSeconds, request),
  ];
  rmSync(root, { recursive: true, force: true });

  const minutes = (episode.durationSeconds / 60).toFixed(1);
  const slowest = Math.max(...rows.map((r) => r.ms));
  const heaviest = Math.max(...rows.map((r) => r.peakMb));
  const lines = [
    '## Finding an episode’s moments (decision 067)',
    '',
    `${machineLine()}; load average at start ${load}`,
    '',
    `A ${minutes}-minute episode: ${EPISODE_LINES.length} sentences of espeak-ng speech (two voices,`,
    `synthesised in ${synthMs} ms) laid out ${episode.lines} times with 0.5-1.3 s silences,`,
    `${episode.words.length.toLocaleString('en-US')} words with the engine's timings, written as a 16 kHz mono WAV of ${wavMb} MB.`,
    'ms: findEpisodeMoments end to end (streaming the WAV into 20 ms frames, the pauses, the',
    'candidates, the ranking). base MB: resident memory before (node, tsx, the voice engine);',
    'peak MB: the highest resident memory during the run (VmHWM, reset before each run). The',
    'machine is shared: compare with the load average above.',
    '',
    '| case | ms | moments | top score | base MB | peak MB | top reasons |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.ms} | ${r.moments.length} | ${r.moments[0]?.score ?? '-'} | ` +
        `${r.baseMb} | ${r.peakMb} | ${(r.moments[0]?.reasons ?? []).join('; ')} |`,
    ),
    '',
    '### Target',
    '',
    `- Well under a minute for a 60-minute episode: slowest ${(slowest / 1000).toFixed(1)} s, ` +
      `${slowest < 30_000 ? 'met' : '**not met**'}.`,
    `- Memory far under 1 GB: peak ${heaviest} MB resident (the whole process), ` +
      `${heaviest < 512 ? 'met' : '**not met**'}.`,
    '',
  ];
  const report = lines.join('\n');
  console.log(report);
  writeFileSync(path.join(import.meta.dirname, 'results', 'episode-moments.md'), report);
}

await main();
