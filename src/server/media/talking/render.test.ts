import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grayFrame, meanDifference, region } from '../../../../test/fixtures/frames.js';
import {
  TEST_VOICES,
  speechWithPauses,
  wavOf,
  type Speech,
} from '../../../../test/fixtures/speech.js';
import { colourDistance, hexRgb, rgbFrame } from '../../../../test/fixtures/audiogram.js';
import type { CaptionLook } from '@shared/captions';
import { captionBand } from '../captions-ass.js';
import { HumanFaceDetector } from '../faces/human-detector.js';
import type { DetectedFace } from '../faces/types.js';
import { captionFontsDir } from '../fonts.js';
import { createMediaToolkit } from '../index.js';
import { loadUpright } from './picture.js';
import {
  closeUpOf,
  findFaces,
  renderTalkingPortrait,
  type TalkingCaptions,
  type TalkingPortraitLayout,
} from './render.js';

/** Real renders of a real photograph speaking real espeak speech, checked frame by frame. */

const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const root = mkdtempSync(path.join(tmpdir(), 'reelcast-talking-'));
const picture = path.resolve(import.meta.dirname, '../../../../test/fixtures/faces/astronaut.jpg');
const [WIDTH, HEIGHT] = [640, 360];
let speech: Speech;
let face: DetectedFace;
let runs = 0;

beforeAll(async () => {
  speech = await speechWithPauses(
    ['Welcome back to the show, everyone.', 'Stay with us.'],
    TEST_VOICES.adam,
    1.5,
  );
  writeFileSync(path.join(root, 'speech.wav'), wavOf(speech.samples, speech.sampleRate));
  [face] = (await findFaces(new HumanFaceDetector(), picture)) as [DetectedFace];
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

async function render(
  prompt: string,
  options: {
    width: number;
    height: number;
    durationSeconds?: number;
    captions?: TalkingCaptions;
  } = {
    width: WIDTH,
    height: HEIGHT,
  },
): Promise<{ video: string; layout: TalkingPortraitLayout }> {
  const workDir = path.join(root, `run-${(runs += 1)}`);
  await mkdir(workDir);
  const video = path.join(workDir, 'clip.mp4');
  const layout = await renderTalkingPortrait(media, face, {
    picture,
    orientation: 1,
    audio: path.join(root, 'speech.wav'),
    output: video,
    workDir,
    width: options.width,
    height: options.height,
    durationSeconds: options.durationSeconds ?? speech.samples.length / speech.sampleRate,
    prompt,
    ...(options.captions && { captions: options.captions }),
    seed: 11,
    signal: new AbortController().signal,
    run: {},
  });
  return { video, layout };
}

function mouthBox(layout: TalkingPortraitLayout) {
  const { mouthLeft, mouthRight, upperLipTop, chin } = layout.landmarks;
  const x = Math.round(Math.min(mouthLeft.x, mouthRight.x) - 4);
  const y = Math.round(upperLipTop.y - 2);
  return {
    x,
    y,
    width: Math.round(Math.abs(mouthLeft.x - mouthRight.x) + 8),
    height: Math.round(chin.y - y),
  };
}

describe('renderTalkingPortrait', () => {
  it('moves the mouth with speech, rests it in the pause, and leaves the rest of the picture still', async () => {
    const { video, layout } = await render('a podcast host');
    const probe = await media.probe(video);
    expect(probe.video).toMatchObject({ width: WIDTH, height: HEIGHT });
    expect(probe.audio).not.toBeNull();

    const [pauseStart, pauseEnd] = speech.pauses[0]!;
    const openFrame = layout.track.reduce(
      (best, params, f) =>
        f / 24 < pauseStart && params.open > layout.track[best]!.open ? f : best,
      0,
    );
    const restTime = (pauseStart + pauseEnd) / 2 + 0.2;
    const spoken = await grayFrame(media, video, openFrame / 24);
    const resting = await grayFrame(media, video, restTime);
    const restingLater = await grayFrame(media, video, restTime + 0.25);
    const mouth = mouthBox(layout);
    expect(layout.track[openFrame]!.open).toBeGreaterThan(0.5);
    // The open mouth against the closed one: clearly different where the mouth is...
    expect(meanDifference(region(spoken, mouth), region(resting, mouth))).toBeGreaterThan(12);
    // ...while in the pause it does not move (the head may sway a pixel: a small bound).
    expect(meanDifference(region(resting, mouth), region(restingLater, mouth))).toBeLessThan(4);
    // Outside the face's patch nothing moves at all (only the encoder's noise).
    const { patch } = layout;
    const outside = { x: 0, y: 0, width: Math.max(16, patch.x - 2), height: HEIGHT };
    expect(meanDifference(region(spoken, outside), region(resting, outside))).toBeLessThan(0.6);
  }, 120_000);

  it('draws two prompts differently', async () => {
    const calm = await render('calm and serious');
    const lively = await render('energetic, smiling and nodding');
    const at = 1.0;
    const a = await grayFrame(media, calm.video, at);
    const b = await grayFrame(media, lively.video, at);
    expect(
      meanDifference(region(a, calm.layout.patch), region(b, calm.layout.patch)),
    ).toBeGreaterThan(0.5);
  }, 120_000);

  it('keeps Top captions above the face in a 9:16 close-up whose head was at the top (decision 072)', async () => {
    const [width, height] = [360, 640];
    const look: CaptionLook = { style: 'block', size: 'large', position: 'top' };
    const cues = [
      { startMs: 0, endMs: 1000, text: 'Welcome back to the show, everyone' },
      { startMs: 1000, endMs: 2000, text: 'Stay with us for the whole hour' },
    ];
    const { video, layout } = await render('energetic, nodding', {
      width,
      height,
      durationSeconds: 2,
      captions: { cues, look, fontsDir: captionFontsDir() },
    });
    // The face's box where the renderer drew it (the same close-up, captions and all).
    const { fit } = closeUpOf(await loadUpright(picture), face, { width, height }, look);
    const corner = fit.toFrame(face.box.x, face.box.y);
    const far = fit.toFrame(face.box.x + face.box.width, face.box.y + face.box.height);
    const box = { left: corner.x, top: corner.y, right: far.x, bottom: far.y };
    const band = captionBand({ width, height }, look);
    const violet = hexRgb('#7C3AED');
    for (const at of [0.3, 0.7, 1.3, 1.7]) {
      const frame = await rgbFrame(media, video, at);
      let [inside, drawn, lowest] = [0, 0, 0];
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (colourDistance(frame.at(x, y), violet) > 40) continue;
          drawn += 1;
          lowest = Math.max(lowest, y);
          if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) inside += 1;
        }
      }
      // The caption's box is there (a few thousand pixels), inside its planned band, and
      // never on the face.
      expect(drawn, `${at} s`).toBeGreaterThan(2000);
      expect(lowest, `${at} s`).toBeLessThanOrEqual(band.bottom + 2);
      expect(inside, `${at} s`).toBe(0);
    }
    expect(layout.head.top).toBeGreaterThan(band.bottom);
  }, 120_000);
});
