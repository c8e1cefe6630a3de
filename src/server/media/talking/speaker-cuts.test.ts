import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speakerTurns, type SpeakerTurn } from '@shared/speaker-turns';
import { twoFacePicture } from '../../../../test/fixtures/face-pictures.js';
import { grayFrame, meanDifference, region } from '../../../../test/fixtures/frames.js';
import { TEST_VOICES, spokenAudio, wavOf } from '../../../../test/fixtures/speech.js';
import { HumanFaceDetector } from '../faces/human-detector.js';
import type { DetectedFace } from '../faces/types.js';
import { createMediaToolkit } from '../index.js';
import { captionFontsDir } from '../fonts.js';
import type { CaptionLook } from '@shared/captions';
import { colourDistance, hexRgb, rgbFrame } from '../../../../test/fixtures/audiogram.js';
import { OUTPUT_FPS } from '../plan-common.js';
import { findFaces, type TalkingCaptions } from './render.js';
import { faceOfEachFrame, renderSpeakerCuts, type SpeakerCutsLayout } from './speaker-cuts.js';

/**
 * A real two-face photograph (astronaut and camera side by side) and two espeak voices taking
 * turns: the portrait cuts from one speaker's close-up to the other's in the pause between them.
 */

const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const root = mkdtempSync(path.join(tmpdir(), 'reelcast-cuts-'));
const [WIDTH, HEIGHT] = [360, 640];
let faces: DetectedFace[];
let turns: SpeakerTurn[];
let durationSeconds: number;
/** Where the first speaker's last word ends and the second's first begins, seconds. */
let pause: [number, number];

beforeAll(async () => {
  const picture = path.join(root, 'two-hosts.jpg');
  writeFileSync(picture, await twoFacePicture());
  faces = await findFaces(new HumanFaceDetector(), picture);
  const first = await spokenAudio(
    [{ say: 'Welcome back to the show, everyone.' }],
    TEST_VOICES.rachel,
  );
  const second = await spokenAudio([{ say: 'Thanks, it is good to be here.' }], TEST_VOICES.adam);
  const gap = Math.round(0.8 * first.sampleRate);
  const samples = new Float32Array(first.samples.length + gap + second.samples.length);
  samples.set(first.samples);
  samples.set(second.samples, first.samples.length + gap);
  writeFileSync(path.join(root, 'speech.wav'), wavOf(samples, first.sampleRate));
  durationSeconds = samples.length / first.sampleRate;
  const offsetMs = ((first.samples.length + gap) / first.sampleRate) * 1000;
  const words = [
    ...first.words.map((w) => ({ ...w, speaker: 'speaker_0' })),
    ...second.words.map((w) => ({
      ...w,
      startMs: w.startMs + offsetMs,
      endMs: w.endMs + offsetMs,
      speaker: 'speaker_1',
    })),
  ];
  pause = [first.words.at(-1)!.endMs / 1000, (second.words[0]!.startMs + offsetMs) / 1000];
  turns = speakerTurns(words, Math.round(durationSeconds * 1000), { speaker_0: 0, speaker_1: 1 });
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

async function render(
  name: string,
  width: number,
  height: number,
  captions?: TalkingCaptions,
): Promise<{ video: string; layout: SpeakerCutsLayout }> {
  const video = path.join(root, name);
  const layout = await renderSpeakerCuts(media, faces, turns, {
    picture: path.join(root, 'two-hosts.jpg'),
    orientation: 1,
    audio: path.join(root, 'speech.wav'),
    output: video,
    workDir: root,
    width,
    height,
    durationSeconds,
    prompt: 'two podcast hosts',
    seed: 3,
    ...(captions && { captions }),
    signal: new AbortController().signal,
    run: {},
  });
  return { video, layout };
}

describe('faceOfEachFrame', () => {
  it('shows each turn from the frame nearest its start, an unknown face as the largest', () => {
    const turns = [
      { startMs: 0, endMs: 1000, face: 1 },
      { startMs: 1000, endMs: 2000, face: 4 },
    ];
    const faceAt = faceOfEachFrame(turns, 50, 24, 2);
    expect(faceAt.slice(0, 24).every((face) => face === 1)).toBe(true);
    expect(faceAt.slice(24).every((face) => face === 0)).toBe(true);
  });
});

describe('renderSpeakerCuts', () => {
  it('cuts from the first speaker close-up to the second in the pause between them', async () => {
    expect(faces.length).toBe(2);
    expect(turns.map((turn) => turn.face)).toEqual([0, 1]);
    const { video, layout } = await render('cuts.mp4', WIDTH, HEIGHT);
    const probe = await media.probe(video);
    expect(probe.video).toMatchObject({ width: WIDTH, height: HEIGHT });
    expect(probe.durationSeconds).toBeCloseTo(durationSeconds, 0);

    // The cut: one frame, in the pause.
    const cut = layout.faceAt.indexOf(1) / OUTPUT_FPS;
    expect(layout.faceAt.lastIndexOf(0) / OUTPUT_FPS).toBeCloseTo(cut - 1 / OUTPUT_FPS, 5);
    expect(cut).toBeGreaterThan(pause[0]);
    expect(cut).toBeLessThanOrEqual(pause[1] + 1 / OUTPUT_FPS);

    // The picture changes at the cut (another close-up), not around it (the still, a patch).
    const earlier = await grayFrame(media, video, cut - 0.5);
    const before = await grayFrame(media, video, cut - 0.1);
    const after = await grayFrame(media, video, cut + 0.1);
    const later = await grayFrame(media, video, cut + 0.5);
    expect(meanDifference(before, after)).toBeGreaterThan(20);
    expect(meanDifference(earlier, before)).toBeLessThan(3);
    expect(meanDifference(after, later)).toBeLessThan(3);

    // Each close-up has its speaker's face in the middle third of the frame, where its patch is.
    for (const [face, at] of [
      [0, cut - 0.3],
      [1, cut + 0.3],
    ] as const) {
      const png = path.join(root, `face-${face}.png`);
      await media.run(['-v', 'error', '-y', '-ss', String(at), '-i', video, '-frames:v', '1', png]);
      const [seen] = await findFaces(new HumanFaceDetector(), png);
      const centre = seen!.box.x + seen!.box.width / 2;
      expect(centre).toBeGreaterThan(1 / 3);
      expect(centre).toBeLessThan(2 / 3);
      const { patch } = layout.closeUps.get(face)!;
      expect(patch.x + patch.width / 2).toBeCloseTo(centre * WIDTH, -2);
    }
  }, 180_000);

  it('moves only the speaking face when both are in view (the whole picture, 2:1)', async () => {
    const { video, layout } = await render('wide.mp4', 384, 192);
    const cut = layout.faceAt.indexOf(1) / OUTPUT_FPS;
    const patchOf = (face: number) => layout.closeUps.get(face)!.patch;
    // How much a face's patch changes over a stretch of one turn (the most of a few steps).
    const motion = async (face: number, from: number, to: number) => {
      const times = Array.from({ length: 5 }, (_, k) => from + ((to - from) * k) / 4);
      const frames = await Promise.all(times.map((at) => grayFrame(media, video, at)));
      const patchIn = (k: number) => region(frames[k]!, patchOf(face));
      const steps = frames.slice(1).map((_, k) => meanDifference(patchIn(0), patchIn(k + 1)));
      return Math.max(...steps);
    };
    // The first speaker talks before the cut, the second after it.
    expect(await motion(1, 0.2, cut - 0.2)).toBeLessThan(1);
    expect(await motion(0, 0.2, cut - 0.2)).toBeGreaterThan(2);
    expect(await motion(0, cut + 0.2, durationSeconds - 0.2)).toBeLessThan(1);
    expect(await motion(1, cut + 0.2, durationSeconds - 0.2)).toBeGreaterThan(2);
  }, 180_000);

  it("keeps Top captions above each close-up's head (decision 072)", async () => {
    const look: CaptionLook = { style: 'block', size: 'large', position: 'top' };
    const cues = [{ startMs: 0, endMs: Math.round(durationSeconds * 1000), text: 'Welcome back' }];
    const captions = { cues, look, fontsDir: captionFontsDir() };
    const { video, layout } = await render('cuts-top.mp4', WIDTH, HEIGHT, captions);
    const cut = layout.faceAt.indexOf(1) / OUTPUT_FPS;
    const violet = hexRgb('#7C3AED');
    for (const [face, at] of [
      [0, cut - 0.3],
      [1, cut + 0.3],
    ] as const) {
      const { head } = layout.closeUps.get(face)!;
      const frame = await rgbFrame(media, video, at);
      const rows: number[] = [];
      for (let y = 0; y < HEIGHT; y++) {
        for (let x = 0; x < WIDTH; x++) {
          if (colourDistance(frame.at(x, y), violet) <= 40) rows.push(y);
        }
      }
      // The caption is drawn, and every one of its pixels is above the head (crown included).
      expect(rows.length, `face ${face}`).toBeGreaterThan(1000);
      expect(Math.max(...rows), `face ${face}`).toBeLessThan(head.top);
    }
    expect(layout.captions).toBeUndefined();
  }, 180_000);
});
