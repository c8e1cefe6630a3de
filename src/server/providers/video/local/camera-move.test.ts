import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaToolkit } from '../../../media/index.js';
import { chooseKenBurnsMove } from '../../../media/plan.js';
import { MOTION_PRESETS } from '@shared/orders-production';
import { grayFrame, type GrayFrame } from '../../../../../test/fixtures/frames.js';
import { seededRandom } from '../../seeded-random.js';
import { LocalVideoEngine } from './engine.js';

/**
 * The camera moves a prompt names, measured on the rendered video: the last frame is matched to
 * the first by a zoom about the centre plus a shift, searched exhaustively on small frames. A
 * push-in ("slow dolly in") magnifies the middle and shifts nothing; a pan shifts at one zoom.
 */

const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const engine = new LocalVideoEngine({ media });
const root = mkdtempSync(path.join(tmpdir(), 'reelcast-camera-'));
const photo = path.join(root, 'scene.png');
let jobs = 0;

beforeAll(async () => {
  // A busy scene (blocks and discs of many shades) so every part of it can be told apart.
  const canvas = createCanvas(640, 400);
  const ctx = canvas.getContext('2d');
  const random = seededRandom(29);
  ctx.fillStyle = '#777';
  ctx.fillRect(0, 0, 640, 400);
  for (let i = 0; i < 260; i++) {
    const shade = Math.round(20 + random() * 215);
    ctx.fillStyle = `rgb(${shade},${255 - shade},${Math.round(random() * 255)})`;
    const [x, y, size] = [random() * 640, random() * 400, 8 + random() * 40];
    if (i % 2) ctx.fillRect(x, y, size, size * 0.7);
    else {
      ctx.beginPath();
      ctx.arc(x, y, size / 2, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  writeFileSync(photo, await canvas.encode('png'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A frame shrunk by `factor` (box average), as floats. */
function shrink({ width, height, pixels }: GrayFrame, factor: number) {
  const w = Math.floor(width / factor);
  const h = Math.floor(height / factor);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        for (let dx = 0; dx < factor; dx++)
          sum += pixels[(y * factor + dy) * width + x * factor + dx]!;
      }
      out[y * w + x] = sum / factor ** 2;
    }
  }
  return { w, h, px: out };
}

/**
 * The zoom and shift that carry the first frame onto the last: last(p) = first(c + (p - c) / zoom
 * + shift), shift as a share of the frame's width and height.
 */
function cameraChange(first: GrayFrame, last: GrayFrame) {
  const a = shrink(first, 4);
  const b = shrink(last, 4);
  const [cx, cy] = [a.w / 2, a.h / 2];
  const sample = (x: number, y: number) => {
    const [x0, y0] = [Math.floor(x), Math.floor(y)];
    const [fx, fy] = [x - x0, y - y0];
    const at = (i: number, j: number) => a.px[j * a.w + i]!;
    return (
      (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) +
      (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy
    );
  };
  let best = { error: Infinity, zoom: 1, shiftX: 0, shiftY: 0 };
  const reach = Math.round(a.w / 5);
  for (let zoom = 0.9; zoom <= 1.3; zoom += 0.01) {
    for (let sx = -reach; sx <= reach; sx++) {
      for (let sy = -reach; sy <= reach; sy++) {
        let error = 0;
        let n = 0;
        // The middle of the last frame: whatever the move, it comes from inside the first.
        for (let y = Math.round(b.h * 0.25); y < b.h * 0.75; y += 1) {
          for (let x = Math.round(b.w * 0.25); x < b.w * 0.75; x += 1) {
            const u = cx + (x - cx) / zoom + sx;
            const v = cy + (y - cy) / zoom + sy;
            if (u < 0 || v < 0 || u >= a.w - 1 || v >= a.h - 1) continue;
            error += Math.abs(sample(u, v) - b.px[y * b.w + x]!);
            n++;
          }
        }
        if (n > 0 && error / n < best.error) {
          best = { error: error / n, zoom, shiftX: sx / a.w, shiftY: sy / a.h };
        }
      }
    }
  }
  return best;
}

async function render(prompt: string, seed: number) {
  const workDir = path.join(root, `job-${++jobs}`);
  mkdirSync(workDir);
  const { videoPath } = await engine.render({
    jobId: `job-${jobs}`,
    mode: 'veo',
    prompt,
    aspectRatio: '16:9',
    resolution: '720p',
    width: 320,
    height: 180,
    durationSeconds: 2,
    seed,
    image: { path: photo, mimeType: 'image/png', width: 640, height: 400 },
    workDir,
    signal: new AbortController().signal,
    onProgress: () => {},
    vendorRef: null,
    saveVendorRef: async () => {},
  });
  return cameraChange(
    await grayFrame(media, videoPath, 0),
    await grayFrame(media, videoPath, 1.93),
  );
}

describe('camera moves named in the prompt', { timeout: 60_000 }, () => {
  it('"slow dolly in" is a centred push-in, whatever the seed', async () => {
    // Seed 1 picked a pan to the right before dolly words were read.
    const move = await render('A slow dolly in on the kitchen island', 1);
    expect(move.zoom).toBeGreaterThan(1.1);
    expect(Math.abs(move.shiftX)).toBeLessThan(0.02);
    expect(Math.abs(move.shiftY)).toBeLessThan(0.02);
  });

  it('a pan to the right shifts sideways at one zoom (the measure tells them apart)', async () => {
    const move = await render('Smooth slow pan to the right across the room', 2);
    expect(Math.abs(move.zoom - 1)).toBeLessThan(0.02);
    expect(move.shiftX).toBeGreaterThan(0.05);
  });

  it('reads the ways people name a camera move', () => {
    const named: Array<[string, string]> = [
      ['slow dolly in', 'zoom-in'],
      ['Dolly toward the window', 'zoom-in'],
      ['a gentle push-in on the sofa', 'zoom-in'],
      ['camera pushes in slowly', 'zoom-in'],
      ['dolly out from the desk', 'zoom-out'],
      ['slow pull-back revealing the whole room', 'zoom-out'],
      ['pull out to show the garden', 'zoom-out'],
      ['pan to the left across the shelves', 'pan-left'],
      ['truck right along the counter', 'pan-right'],
    ];
    for (const [prompt, move] of named) {
      for (const seed of [0, 1, 3, 5]) expect(chooseKenBurnsMove(prompt, seed)).toBe(move);
    }
    // The operator's presets each name their move (an orbit has none of its own).
    const presetMoves: Record<string, string> = {
      'push-in': 'zoom-in',
      'pan-left': 'pan-left',
      'pan-right': 'pan-right',
      'pull-back': 'zoom-out',
    };
    for (const preset of MOTION_PRESETS.filter((p) => p.id !== 'orbit')) {
      expect(chooseKenBurnsMove(preset.prompt, 1)).toBe(presetMoves[preset.id]);
    }
  });
});
