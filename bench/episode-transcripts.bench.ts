/**
 * An episode to ranked moments on this machine with no keys (issue 30): a 60-minute episode
 * of real speech (the app's own voices, espeak-ng, whose words and times are known) written as
 * the 16 kHz mono WAV the episodes job makes, transcribed by PocketSphinx through the chunked
 * transcriber (cut at pauses, pieces in parallel on the machine's cores), then searched for
 * moments. Reported: wall time of each step, peak resident memory of the process and its
 * recognisers together (sampled every 250 ms from /proc), word error rate, word recall and the
 * start-time error of the words heard right.
 *
 * Run: node --import tsx bench/episode-transcripts.bench.ts (BENCH_EPISODE_MINUTES, default 60).
 * Writes bench/results/episode-transcripts.md. Needs pocketsphinx (Debian; `.ci/run` installs it).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { momentRequestSchema } from '@shared/episodes';
import type { TranscriptWord } from '@shared/transcripts';
import { findEpisodeMoments } from '../src/server/modules/episodes/index.js';
import { transcribeRecording } from '../src/server/providers/transcription/index.js';
import {
  PocketSphinxEngine,
  findPocketSphinx,
  recognitionScore,
} from '../src/server/providers/transcription/local/index.js';
import { EPISODE_LINES, writeTalkEpisode } from '../test/fixtures/episode-speech.js';
import { machineLine } from './stats.js';

const MINUTES = Number(process.env.BENCH_EPISODE_MINUTES ?? 60);
const root = mkdtempSync(path.join(tmpdir(), 'reelcast-transcripts-bench-'));

/** Resident memory (MB) of this process and every process it started, now. */
function treeRssMb(): number {
  let kb = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const parent = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      if (Number(entry) !== process.pid && parent !== process.pid) continue;
      kb += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
    } catch {
      // The process ended while being read.
    }
  }
  return Math.round(kb / 1024);
}

/** Runs `work` while sampling the tree's memory; its result, wall ms and peak MB. */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ result: T; ms: number; peakMb: number }> {
  let peakMb = treeRssMb();
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, treeRssMb())), 250);
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: Math.round(performance.now() - started), peakMb };
  } finally {
    clearInterval(sampler);
  }
}

/** Word error rate: word-level edit distance over the spoken words (lower-cased, bare). */
function wordErrorRate(spoken: readonly string[], heard: readonly string[]): number {
  let previous = Int32Array.from({ length: heard.length + 1 }, (_, j) => j);
  for (let i = 1; i <= spoken.length; i++) {
    const row = new Int32Array(heard.length + 1);
    row[0] = i;
    for (let j = 1; j <= heard.length; j++) {
      const same = spoken[i - 1] === heard[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + same);
    }
    previous = row;
  }
  return spoken.length ? previous[heard.length]! / spoken.length : 0;
}

const bare = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}']/gu, '');

async function main() {
  const load = loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
  const binaryPath = findPocketSphinx(undefined);
  if (!binaryPath) throw new Error('pocketsphinx_continuous is not installed');
  const wavPath = path.join(root, 'episode.wav');
  const episode = await writeTalkEpisode(wavPath, MINUTES);

  const engine = new PocketSphinxEngine({ binaryPath });
  const heard = await measured(() =>
    transcribeRecording({ engine, wavPath, signal: new AbortController().signal }),
  );
  const request = momentRequestSchema.parse({ topics: ['pricing'] });
  const words: TranscriptWord[] = heard.result.words;
  const found = await measured(() =>
    findEpisodeMoments({ words, wavPath, durationSeconds: episode.durationSeconds, request }),
  );
  rmSync(root, { recursive: true, force: true });

  const spoken = episode.words.map((w) => ({
    word: w.text,
    startMs: w.start * 1000,
    endMs: w.end * 1000,
  }));
  const score = recognitionScore(spoken, words);
  const wer = wordErrorRate(
    episode.words.map((w) => bare(w.text)).filter(Boolean),
    words.map((w) => bare(w.text)).filter(Boolean),
  );
  const minutes = episode.durationSeconds / 60;
  const totalMs = heard.ms + found.ms;
  const peakMb = Math.max(heard.peakMb, found.peakMb);
  const lines = [
    '## An episode to ranked moments, no keys (PocketSphinx)',
    '',
    `${machineLine()}; ${availableParallelism()} pieces at once; load average at start ${load}`,
    '',
    `A ${minutes.toFixed(1)}-minute episode: ${EPISODE_LINES.length} sentences of espeak-ng speech`,
    `(two voices) laid out ${episode.lines} times with 0.5-1.3 s silences, ${episode.words.length.toLocaleString('en-US')} words`,
    'whose times the voice engine reports. Peak MB: this process and its recognisers together.',
    '',
    '| step | wall s | × real time | peak MB |',
    '|---|---|---|---|',
    `| transcribe (PocketSphinx, chunked) | ${(heard.ms / 1000).toFixed(1)} | ${(heard.ms / 1000 / episode.durationSeconds).toFixed(3)} | ${heard.peakMb} |`,
    `| find moments | ${(found.ms / 1000).toFixed(1)} | ${(found.ms / 1000 / episode.durationSeconds).toFixed(4)} | ${found.peakMb} |`,
    '',
    '| word error rate | recall | median start error ms | p90 start error ms | moments | top score |',
    '|---|---|---|---|---|---|',
    `| ${(wer * 100).toFixed(1)}% | ${(score.recall * 100).toFixed(1)}% | ${Math.round(score.medianStartErrorMs)} | ` +
      `${Math.round(score.p90StartErrorMs)} | ${found.result.length} | ${found.result[0]?.score ?? '-'} |`,
    '',
    'espeak-ng speech is hard for PocketSphinx (decision 065); real voices fare differently.',
    'whisper.cpp is not reported: no model file is on this machine (WHISPER_MODEL_PATH).',
    '',
    '### Targets',
    '',
    `- A 60-minute episode to ranked moments on 2 cores in under 10 minutes: ` +
      `${(totalMs / 60_000).toFixed(1)} min for ${minutes.toFixed(0)} min, ` +
      `${totalMs < 600_000 * (minutes / 60) ? 'met' : '**not met**'}.`,
    `- Peak memory under 1 GB: ${peakMb} MB, ${peakMb < 1024 ? 'met' : '**not met**'}.`,
    '',
  ];
  const report = lines.join('\n');
  console.log(report);
  if (MINUTES === 60)
    writeFileSync(path.join(import.meta.dirname, 'results', 'episode-transcripts.md'), report);
}

await main();
