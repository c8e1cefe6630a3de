import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpeakerTurn } from '@shared/speaker-turns';
import { twoFacePicture } from '../../../../../test/fixtures/face-pictures.js';
import { grayFrame, meanDifference } from '../../../../../test/fixtures/frames.js';
import { wavAudio } from '../../../../../test/fixtures/videos.js';
import { sharedFaceDetector } from '../../../media/faces/index.js';
import { createMediaToolkit } from '../../../media/index.js';
import { LocalVideoEngine } from './engine.js';

/**
 * The local engine's podcast clip with speaker turns (decision 070): on a two-face picture it
 * cuts between the speakers' close-ups at the turn change; without turns it is the single-face
 * portrait it always was.
 */

const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const engine = new LocalVideoEngine({ media, faces: sharedFaceDetector() });
const root = mkdtempSync(path.join(tmpdir(), 'reelcast-engine-turns-'));
const picture = path.join(root, 'two-hosts.jpg');
const audio = path.join(root, 'tone.wav');
let jobs = 0;

beforeAll(async () => {
  writeFileSync(picture, await twoFacePicture());
  writeFileSync(audio, wavAudio(3));
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function talk(speakerTurns?: SpeakerTurn[]): Promise<string> {
  const workDir = path.join(root, `job-${++jobs}`);
  mkdirSync(workDir);
  const { videoPath } = await engine.render({
    jobId: `job-${jobs}`,
    mode: 'hedra',
    prompt: 'calm',
    aspectRatio: '9:16',
    resolution: '720p',
    width: 144,
    height: 256,
    durationSeconds: 3,
    seed: 1,
    image: { path: picture, mimeType: 'image/jpeg', width: 1024, height: 512 },
    audio: { path: audio, mimeType: 'audio/wav' },
    speakerFace: 0,
    ...(speakerTurns && { speakerTurns }),
    workDir,
    signal: new AbortController().signal,
    onProgress: () => {},
    vendorRef: null,
    saveVendorRef: async () => {},
  });
  return videoPath;
}

describe('local podcast clip with speaker turns', { timeout: 120_000 }, () => {
  it('cuts to the other face at the turn change, and stays on one face without turns', async () => {
    const turns = [
      { startMs: 0, endMs: 1500, face: 0 },
      { startMs: 1500, endMs: 3000, face: 1 },
    ];
    const cut = await talk(turns);
    const still = await talk();
    const frames = async (video: string) =>
      Promise.all([0.5, 1.3, 1.7, 2.5].map((at) => grayFrame(media, video, at)));
    const [a, beforeCut, afterCut, b] = await frames(cut);
    expect(meanDifference(beforeCut!, afterCut!)).toBeGreaterThan(20);
    expect(meanDifference(a!, beforeCut!)).toBeLessThan(4);
    expect(meanDifference(afterCut!, b!)).toBeLessThan(4);
    const [first, , , last] = await frames(still);
    expect(meanDifference(first!, last!)).toBeLessThan(4);
    // The first turn is the single-face portrait's close-up of face 0.
    expect(meanDifference(first!, a!)).toBeLessThan(4);
  });
});
