/**
 * Support for media.bench.ts: peak-memory sampling of ffmpeg processes, and the generated inputs.
 *
 * Peak memory: /proc/<pid>/status VmHWM (the kernel's resident-set high-water mark) of every
 * ffmpeg process, polled every 20 ms while it runs (the pid comes from the runner's onSpawn);
 * the last value read is the peak it reached up to ~20 ms before exit.
 *
 * Inputs: a 1600×1200 "photo" (the prompt-still artwork with sensor-like grain from ffmpeg's
 * noise filter, saved as JPEG: texture the encoder has to track, as in a real photo), the same
 * artwork clean (like an AI-generated image), and a 40 s speech-like MP3 (harmonics of a
 * wandering pitch, syllable and pause envelopes).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { CaptionCue } from '@shared/voiceovers';
import type { MediaToolkit } from '../src/server/media/toolkit.js';
import { renderPromptStill } from '../src/server/providers/video/local/index.js';
import type { VideoRenderRequest } from '../src/server/providers/video/port.js';
import type { Case } from './media-report.js';

export interface ProcessStats {
  wallMs: number;
  peakRssMb: number;
}

/** Reads VmHWM of a running process until it exits; resolves with the peak in MB. */
function watchPeakMemory(pid: number): () => number {
  let peakKb = 0;
  const read = () => {
    try {
      const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) peakKb = Math.max(peakKb, Number(match[1]));
    } catch {
      // exited between polls
    }
  };
  read();
  const timer = setInterval(read, 20);
  return () => {
    clearInterval(timer);
    return Math.round(peakKb / 1024);
  };
}

/** A toolkit that records every ffmpeg run it makes (time and peak memory). */
export function instrumented(base: MediaToolkit, runs: ProcessStats[]): MediaToolkit {
  return {
    ...base,
    async run(args, options = {}) {
      const watch: { stop?: () => number } = {};
      const started = performance.now();
      try {
        await base.run(args, {
          ...options,
          onSpawn: (pid) => {
            watch.stop = watchPeakMemory(pid);
          },
        });
      } finally {
        runs.push({ wallMs: performance.now() - started, peakRssMb: watch.stop?.() ?? 0 });
      }
    },
  };
}

export interface Inputs {
  photo: string;
  artwork: string;
  speech: string;
}

export async function makeInputs(media: MediaToolkit, root: string): Promise<Inputs> {
  const artwork = path.join(root, 'artwork.png');
  const photo = path.join(root, 'photo.jpg');
  const speech = path.join(root, 'speech.mp3');
  writeFileSync(
    artwork,
    await renderPromptStill({ prompt: 'a mountain lake', width: 1600, height: 1200, seed: 11 }),
  );
  await media.run(['-v', 'error', '-y', '-i', artwork, '-vf', 'noise=alls=14', '-q:v', '3', photo]);
  const f0 = '(118+14*sin(2*PI*0.7*t))';
  const harmonics = [1, 2, 3, 5, 8]
    .map((k, i) => `${[1, 0.7, 0.5, 0.4, 0.3][i]}*sin(${2 * k}*PI*${f0}*t)`)
    .join('+');
  const voice =
    `(${harmonics}+0.05*(random(0)-0.5))*0.25*pow(abs(sin(2*PI*2.1*t)),0.6)` +
    `*gt(sin(2*PI*0.31*t)+0.5,0)`;
  await media.run([
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `aevalsrc='${voice}|${voice}':s=44100:d=40`,
    '-c:a',
    'libmp3lame',
    '-b:a',
    '128k',
    speech,
  ]);
  return { photo, artwork, speech };
}

/** The engine request of a benchmark case (seed 7, the generated inputs, no progress). */
export function renderRequest(
  c: Case,
  inputs: Inputs,
  workDir: string,
  run: number,
  captions?: readonly CaptionCue[],
): VideoRenderRequest {
  return {
    jobId: `bench-${run}`,
    mode: c.mode,
    prompt: c.prompt,
    aspectRatio: c.height > c.width ? '9:16' : '16:9',
    resolution: `${Math.min(c.width, c.height)}p` as '540p' | '720p',
    width: c.width,
    height: c.height,
    durationSeconds: c.durationSeconds,
    seed: 7,
    image: {
      path: inputs[c.picture],
      mimeType: c.picture === 'photo' ? 'image/jpeg' : 'image/png',
      width: 1600,
      height: 1200,
    },
    audio: { path: inputs.speech, mimeType: 'audio/mpeg' },
    ...(captions && { captions }),
    workDir,
    signal: new AbortController().signal,
    onProgress: () => {},
    vendorRef: null,
    saveVendorRef: async () => {},
  };
}
