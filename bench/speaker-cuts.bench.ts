/**
 * The talking portrait that cuts between two speakers (decision 070) against the single-face
 * portrait, on the same real two-face photograph (astronaut and camera side by side) and the
 * same two-voice espeak dialogue with coloured captions, at 540p (540×960). Reports each
 * render's wall time and CPU time (this process's and its ffmpeg's: the machine is shared, so
 * wall time alone says little) and their ratios, and keeps frames just before and after each cut (PNG) in
 * BENCH_CUTS_FRAMES (default: a temp folder it names) to look at.
 *
 * Run: node --import tsx bench/speaker-cuts.bench.ts (BENCH_CUTS_SECONDS, default 30).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { speakerTurns, voicesOf } from '../src/shared/speaker-turns.js';
import { buildAssCaptions } from '../src/server/media/captions-ass.js';
import { HumanFaceDetector } from '../src/server/media/faces/human-detector.js';
import { captionFontsDir } from '../src/server/media/fonts.js';
import { createMediaToolkit } from '../src/server/media/index.js';
import { OUTPUT_FPS } from '../src/server/media/plan-common.js';
import { findFaces, renderTalkingPortrait } from '../src/server/media/talking/render.js';
import { renderSpeakerCuts } from '../src/server/media/talking/speaker-cuts.js';
import { cuesFromWords } from '../src/server/modules/voiceovers/index.js';
import type { MediaToolkit } from '../src/server/media/toolkit.js';
import { twoFacePicture } from '../test/fixtures/face-pictures.js';
import { TEST_VOICES, spokenAudio, wavOf } from '../test/fixtures/speech.js';
import { cpuWatch } from './talking-cpu.js';

const SECONDS = Number(process.env.BENCH_CUTS_SECONDS ?? 30);
const [WIDTH, HEIGHT] = [540, 960];
const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const root = mkdtempSync(path.join(tmpdir(), 'reelcast-cuts-bench-'));
const framesDir = process.env.BENCH_CUTS_FRAMES ?? mkdtempSync(path.join(tmpdir(), 'cut-frames-'));

const LINES: [string, string][] = [
  [TEST_VOICES.rachel, 'Welcome back to the show. Today we talk about coffee at home.'],
  [TEST_VOICES.adam, 'Thanks for having me. I roast my own beans in a pan.'],
  [TEST_VOICES.rachel, 'In a pan? How long does that take you?'],
  [TEST_VOICES.adam, 'About fifteen minutes, and the kitchen smells wonderful.'],
];

async function dialogue() {
  const rate = 22_050;
  const samples = new Float32Array(Math.round(SECONDS * rate));
  const words: { word: string; startMs: number; endMs: number; speaker: string }[] = [];
  let at = 0;
  for (let k = 0; at < samples.length; k++) {
    const [voice, line] = LINES[k % LINES.length]!;
    const spoken = await spokenAudio([{ say: line }], voice);
    const room = samples.length - at;
    samples.set(spoken.samples.subarray(0, room), at);
    for (const w of spoken.words) {
      const startMs = w.startMs + (at / rate) * 1000;
      if (startMs < SECONDS * 1000 - 300) {
        words.push({ word: w.text, startMs, endMs: w.endMs + (at / rate) * 1000, speaker: voice });
      }
    }
    at += spoken.samples.length + Math.round(0.7 * rate);
  }
  const file = path.join(root, 'dialogue.wav');
  writeFileSync(file, wavOf(samples, rate));
  return { file, words };
}

async function main() {
  const picture = path.join(root, 'two-hosts.jpg');
  writeFileSync(picture, await twoFacePicture());
  const faces = await findFaces(new HumanFaceDetector(), picture);
  const { file, words } = await dialogue();
  const turns = speakerTurns(words, SECONDS * 1000, {
    [TEST_VOICES.rachel]: 0,
    [TEST_VOICES.adam]: 1,
  });
  const voices = voicesOf(words);
  const cues = cuesFromWords(words.map((w, k) => ({ ...w, voice: voices[k] })));
  const assPath = path.join(root, 'captions.ass');
  writeFileSync(
    assPath,
    buildAssCaptions({ cues, durationMs: SECONDS * 1000, width: WIDTH, height: HEIGHT }),
  );
  const request = (name: string) => {
    const workDir = path.join(root, name);
    mkdirSync(workDir);
    return {
      picture,
      orientation: 1,
      audio: file,
      output: path.join(workDir, 'clip.mp4'),
      workDir,
      width: WIDTH,
      height: HEIGHT,
      durationSeconds: SECONDS,
      prompt: 'two podcast hosts',
      seed: 5,
      subtitles: { assPath, fontsDir: captionFontsDir() },
      signal: new AbortController().signal,
      run: {},
    };
  };
  const measured = async <T>(render: (toolkit: MediaToolkit) => Promise<T>) => {
    const watch = cpuWatch();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const result = await render(watch.wrap(media));
    const wall = (performance.now() - started) / 1000;
    const own = process.cpuUsage(cpuBefore);
    const cpu = (own.user + own.system) / 1e6 + watch.stop();
    return { result, wall, cpu };
  };
  const single = await measured((toolkit) =>
    renderTalkingPortrait(toolkit, faces[0]!, request('single')),
  );
  const cuts = request('cuts');
  const cut = await measured((toolkit) => renderSpeakerCuts(toolkit, faces, turns, cuts));
  const layout = cut.result;

  const changes = layout.faceAt.flatMap((face, f) =>
    f > 0 && face !== layout.faceAt[f - 1] ? [f / OUTPUT_FPS] : [],
  );
  for (const [k, at] of changes.slice(0, 2).entries()) {
    for (const [side, t] of [
      ['before', at - 0.1],
      ['after', at + 0.1],
      // Into the turn: the new voice's captions in their colour.
      ['during', at + 1.2],
    ] as const) {
      const png = path.join(framesDir, `cut${k + 1}-${side}.png`);
      await media.run([
        '-v',
        'error',
        '-y',
        '-ss',
        t.toFixed(3),
        '-i',
        cuts.output,
        '-frames:v',
        '1',
        png,
      ]);
    }
  }
  console.log(
    `faces ${faces.length}, turns ${turns.length}, cuts at ${changes.map((s) => s.toFixed(2)).join(', ')} s`,
  );
  for (const [name, run] of [
    ['single face', single],
    ['speaker cuts', cut],
  ] as const) {
    console.log(
      `${name}: ${run.wall.toFixed(1)} s wall, ${run.cpu.toFixed(1)} s CPU for ${SECONDS} s`,
    );
  }
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  console.log(
    `cuts/single: wall ${ratio(cut.wall, single.wall)}, CPU ${ratio(cut.cpu, single.cpu)}`,
  );
  console.log(`frames: ${framesDir}`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(root, { recursive: true, force: true }));
