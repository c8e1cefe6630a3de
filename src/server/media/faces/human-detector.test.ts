import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { HumanFaceDetector } from './human-detector.js';
import type { RgbaImage } from './types.js';

/** The real detector on real photographs (test/fixtures/faces, public domain and CC0). */

const fixtures = path.resolve(import.meta.dirname, '../../../../test/fixtures/faces');
const detector = new HumanFaceDetector();

async function picture(...names: string[]): Promise<RgbaImage> {
  const images = await Promise.all(names.map((name) => loadImage(path.join(fixtures, name))));
  // Several pictures side by side: a picture with as many faces.
  const canvas = createCanvas(
    images.reduce((w, i) => w + i.width, 0),
    Math.max(...images.map((i) => i.height)),
  );
  const ctx = canvas.getContext('2d');
  images.reduce((x, image) => (ctx.drawImage(image, x, 0), x + image.width), 0);
  return ctx.getImageData(0, 0, canvas.width, canvas.height);
}

describe('HumanFaceDetector (offline, wasm)', () => {
  it('finds the astronaut with her features in place', async () => {
    const [face, ...others] = await detector.detect(await picture('astronaut.jpg'));
    expect(others).toEqual([]);
    expect(face!.score).toBeGreaterThan(0.8);
    // Her face is in the upper middle of the photograph.
    expect(face!.box.x).toBeGreaterThan(0.25);
    expect(face!.box.x + face!.box.width).toBeLessThan(0.65);
    expect(face!.box.y).toBeLessThan(0.2);
    const { leftEye, rightEye, noseTip, mouthLeft, mouthRight, chin } = face!.landmarks;
    expect(rightEye.outer.x).toBeLessThan(leftEye.outer.x);
    expect(leftEye.upper.y).toBeLessThan(noseTip.y);
    expect(noseTip.y).toBeLessThan(mouthLeft.y);
    expect(mouthLeft.y).toBeLessThan(chin.y);
    expect(mouthRight.x).toBeLessThan(mouthLeft.x);
    // A near-frontal pose.
    expect(Math.abs(face!.rotation.yaw)).toBeLessThan(0.3);
  }, 60_000);

  it('finds both faces in a two-person picture, largest first', async () => {
    const faces = await detector.detect(await picture('astronaut.jpg', 'camera.jpg'));
    expect(faces).toHaveLength(2);
    const centres = faces.map((f) => f.box.x + f.box.width / 2);
    expect(Math.min(...centres)).toBeLessThan(0.5);
    expect(Math.max(...centres)).toBeGreaterThan(0.5);
    expect(faces[0]!.box.width * faces[0]!.box.height).toBeGreaterThanOrEqual(
      faces[1]!.box.width * faces[1]!.box.height,
    );
  }, 60_000);

  it('finds no face in a cup of coffee', async () => {
    expect(await detector.detect(await picture('coffee.jpg'))).toEqual([]);
  }, 60_000);
});
