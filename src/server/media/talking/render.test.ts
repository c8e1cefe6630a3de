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
import { HumanFaceDetector } from '../faces/human-detector.js';
import type { DetectedFace } from '../faces/types.js';
import { createMediaToolkit } from '../index.js';
import { findFaces, renderTalkingPortrait, type TalkingPortraitLayout } from './render.js';

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

async function render(prompt: string): Promise<{ video: string; layout: TalkingPortraitLayout }> {
  const workDir = path.join(root, `run-${(runs += 1)}`);
  await mkdir(workDir);
  const video = path.join(workDir, 'clip.mp4');
  const layout = await renderTalkingPortrait(media, face, {
    picture,
    orientation: 1,
    audio: path.join(root, 'speech.wav'),
    output: video,
    workDir,
    width: WIDTH,
    height: HEIGHT,
    durationSeconds: speech.samples.length / speech.sampleRate,
    prompt,
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
});
