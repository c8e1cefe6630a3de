import { Readable } from 'node:stream';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { WaveformStyle } from '@shared/audiogram';
import { rgba, type Rgb } from './colour.js';
import type { Rect } from './layout.js';
import { spectrumFrames, type SignalInput } from './signal.js';

/**
 * The audiogram's moving waveform: each frame drawn with canvas at the size of its box
 * (layout.wave) and streamed as raw RGBA straight into the ffmpeg pass (`-i pipe:0`), which
 * encodes while the next frames are drawn. Drawing here rather than with ffmpeg's showwaves or
 * showfreqs gives the three styles one look and a real circle, which the 2018 ffmpeg could
 * only fake with a per-pixel geq; streaming raw pixels skips a PNG encode and decode per frame
 * (most of the time on a busy machine, measured in bench/results/audiogram.md).
 */

/** Bands of the spectrum; bars mirror them around the middle, the circle goes round twice. */
const BANDS = 24;

export interface WaveFramesInput extends SignalInput {
  style: WaveformStyle;
  box: Rect;
  colour: Rgb;
  /** The art's radius inside the box (circle only): bars start just outside it. */
  innerRadius?: number;
}

/**
 * Every frame's pixels in order (straight, not premultiplied, alpha: what ffmpeg's overlay
 * expects), drawn only as fast as ffmpeg reads them.
 */
export function waveFrameStream(input: WaveFramesInput): Readable {
  const draw = frameDrawer(input);
  const { width, height } = input.box;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  function* frames() {
    for (let frame = 0; frame < input.frames; frame++) {
      ctx.clearRect(0, 0, width, height);
      draw(ctx, frame);
      const { data } = ctx.getImageData(0, 0, width, height);
      yield Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    }
  }
  return Readable.from(frames(), { objectMode: false, highWaterMark: width * height * 8 });
}

type Draw = (ctx: SKRSContext2D, frame: number) => void;

function frameDrawer(input: WaveFramesInput): Draw {
  const { width, height } = input.box;
  const colour = rgba(input.colour);
  switch (input.style) {
    case 'bars': {
      const spectrum = spectrumFrames(input, BANDS);
      // Low bands in the middle, mirrored out to both sides: the classic audiogram look.
      const order = [...Array.from({ length: BANDS }, (_, b) => BANDS - 1 - b), ...range(BANDS)];
      const slot = width / order.length;
      const barWidth = Math.max(2, slot * 0.62);
      return (ctx, frame) => {
        ctx.fillStyle = colour;
        const levels = spectrum[frame]!;
        order.forEach((band, i) => {
          const h = Math.max(barWidth, levels[band]! * height);
          ctx.beginPath();
          ctx.roundRect(
            i * slot + (slot - barWidth) / 2,
            (height - h) / 2,
            barWidth,
            h,
            barWidth / 2,
          );
          ctx.fill();
        });
      };
    }
    case 'line': {
      // A smooth line swinging up and down through the spectrum's mirrored bands: its
      // swing follows the voice, loud and bright sounds make it wilder.
      const spectrum = spectrumFrames(input, BANDS);
      const order = [...Array.from({ length: BANDS }, (_, b) => BANDS - 1 - b), ...range(BANDS)];
      const lineWidth = Math.max(2, Math.round(height * 0.04));
      const half = height / 2 - lineWidth;
      return (ctx, frame) => {
        const levels = spectrum[frame]!;
        const points = order.map((band, i) => ({
          x: lineWidth + (i / (order.length - 1)) * (width - 2 * lineWidth),
          y: height / 2 + (i % 2 ? 1 : -1) * levels[band]! * half,
        }));
        ctx.strokeStyle = colour;
        ctx.lineWidth = lineWidth;
        ctx.lineJoin = 'round';
        ctx.lineCap = 'round';
        ctx.beginPath();
        ctx.moveTo(points[0]!.x, height / 2);
        // Through the midpoints, each point a control point: a curve with no corners.
        for (let i = 0; i < points.length - 1; i++) {
          const here = points[i]!;
          const next = points[i + 1]!;
          ctx.quadraticCurveTo(here.x, here.y, (here.x + next.x) / 2, (here.y + next.y) / 2);
        }
        ctx.lineTo(points.at(-1)!.x, height / 2);
        ctx.stroke();
      };
    }
    case 'circle': {
      const spectrum = spectrumFrames(input, BANDS);
      const bars = BANDS * 2;
      const inner = (input.innerRadius ?? width * 0.32) + Math.max(3, width * 0.02);
      const reach = width / 2 - inner - 2;
      const barWidth = Math.max(2, ((2 * Math.PI * inner) / bars) * 0.55);
      return (ctx, frame) => {
        const levels = spectrum[frame]!;
        ctx.strokeStyle = colour;
        ctx.lineWidth = barWidth;
        ctx.lineCap = 'round';
        ctx.beginPath();
        for (let i = 0; i < bars; i++) {
          // Round twice, mirrored, so the left and right halves match and the top meets.
          const band = i < BANDS ? i : bars - 1 - i;
          const angle = -Math.PI / 2 + (i / bars) * 2 * Math.PI;
          const length = Math.max(barWidth * 0.6, levels[band]! * reach);
          const cos = Math.cos(angle);
          const sin = Math.sin(angle);
          ctx.moveTo(width / 2 + cos * inner, height / 2 + sin * inner);
          ctx.lineTo(width / 2 + cos * (inner + length), height / 2 + sin * (inner + length));
        }
        ctx.stroke();
      };
    }
  }
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
