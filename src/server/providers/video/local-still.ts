import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';

/**
 * The local text-to-image renderer behind text to video: a calm seeded landscape (sky
 * gradient, a sun, layered hills with atmospheric perspective, soft light blobs) whose palette
 * follows a few mood words of the prompt. Deterministic for a (prompt, seed). The image studio
 * replaces this with a better engine later; keep the API this small.
 *
 * Captions are drawn here too, with Inter from npm (no system fonts needed), as a separate
 * transparent PNG that ffmpeg lays over the moving picture (see planTextToVideo).
 */

export const CAPTION_FONT_FAMILY = 'Inter';
let fontsRegistered = false;

function registerFonts(): void {
  if (fontsRegistered) return;
  const require = createRequire(import.meta.url);
  for (const weight of [
    '600SemiBold/Inter_600SemiBold.ttf',
    '800ExtraBold/Inter_800ExtraBold.ttf',
  ]) {
    GlobalFonts.registerFromPath(
      require.resolve(`@expo-google-fonts/inter/${weight}`),
      CAPTION_FONT_FAMILY,
    );
  }
  fontsRegistered = true;
}

/** mulberry32: a tiny seeded PRNG; the same seed gives the same picture. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Mood words → base hue (degrees). The first one the prompt mentions wins. */
const MOOD_HUES: Array<[RegExp, number]> = [
  [/\b(sunset|sunrise|dusk|dawn|autumn|fire|warm|golden)\b/i, 22],
  [/\b(ocean|sea|beach|water|wave|lake|river|rain|blue)\b/i, 200],
  [/\b(forest|jungle|garden|spring|green|nature|tree|leaf)\b/i, 130],
  [/\b(night|space|galaxy|star|moon|cosmic|neon|city)\b/i, 255],
  [/\b(desert|sand|dune|canyon)\b/i, 35],
  [/\b(snow|winter|ice|frost|mountain)\b/i, 210],
  [/\b(love|flower|rose|pink|candy|dream)\b/i, 330],
];

function baseHue(prompt: string, random: () => number): number {
  for (const [pattern, hue] of MOOD_HUES) if (pattern.test(prompt)) return hue;
  return Math.floor(random() * 360);
}

const hsl = (h: number, s: number, l: number, a = 1) =>
  `hsla(${((h % 360) + 360) % 360}, ${s}%, ${l}%, ${a})`;

export interface PromptStillOptions {
  prompt: string;
  width: number;
  height: number;
  seed: number;
}

/** A PNG of the prompt's artwork at exactly width × height (encoded off the main thread). */
export async function renderPromptStill({
  prompt,
  width,
  height,
  seed,
}: PromptStillOptions): Promise<Buffer> {
  const random = seededRandom(seed ^ hashText(prompt));
  const hue = baseHue(prompt, random);
  const night = hue > 230 && hue < 290;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const unit = Math.min(width, height);
  const horizon = height * (0.55 + random() * 0.12);

  // Skies deepen towards blue at the top, whatever the mood's hue.
  const zenith = hue + shortestTurn(hue, 230) * 0.45;
  const sky = ctx.createLinearGradient(0, 0, 0, horizon);
  sky.addColorStop(0, hsl(zenith, 50, night ? 10 : 34));
  sky.addColorStop(0.55, hsl(hue - 5, 62, night ? 24 : 60));
  sky.addColorStop(1, hsl(hue + 15, 80, night ? 42 : 80));
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);

  const sun = { x: width * (0.25 + random() * 0.5), y: horizon - unit * 0.18 };
  for (let i = 0; i < 5; i++) {
    const r = unit * (0.15 + random() * 0.3);
    const blob = ctx.createRadialGradient(0, 0, 0, 0, 0, r);
    blob.addColorStop(0, hsl(hue + random() * 80 - 40, 70, 75, 0.22));
    blob.addColorStop(1, hsl(hue, 70, 75, 0));
    ctx.save();
    ctx.translate(random() * width, random() * horizon * 0.8);
    ctx.fillStyle = blob;
    ctx.fillRect(-r, -r, r * 2, r * 2);
    ctx.restore();
  }

  drawGlow(ctx, sun.x, sun.y, unit * 0.16, hue, night); // over the haze, under the hills
  const layers = 4;
  for (let layer = 0; layer < layers; layer++) {
    const depth = layer / (layers - 1); // 0 = far, 1 = near
    const base = horizon + (height - horizon) * depth * 0.7;
    drawHills(ctx, { width, height, base, amplitude: unit * (0.05 + 0.07 * depth), random });
    const light = night ? 30 - depth * 22 : 62 - depth * 44;
    const fill = ctx.createLinearGradient(0, base - unit * 0.15, 0, height);
    fill.addColorStop(0, hsl(hue - 20 - depth * 25, 35 + depth * 20, light));
    fill.addColorStop(1, hsl(hue - 30 - depth * 25, 40 + depth * 20, Math.max(4, light - 14)));
    ctx.fillStyle = fill;
    ctx.fill();
  }
  return canvas.encode('png');
}

/** Degrees to turn from one hue to another the short way round (-180..180). */
function shortestTurn(from: number, to: number): number {
  return ((((to - from) % 360) + 540) % 360) - 180;
}

function drawGlow(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  radius: number,
  hue: number,
  night: boolean,
): void {
  const halo = ctx.createRadialGradient(x, y, radius * 0.2, x, y, radius * 3.5);
  halo.addColorStop(0, hsl(hue + 40, 100, night ? 85 : 92, 0.55));
  halo.addColorStop(1, hsl(hue + 40, 100, 80, 0));
  ctx.fillStyle = halo;
  ctx.fillRect(x - radius * 4, y - radius * 4, radius * 8, radius * 8);
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fillStyle = hsl(hue + 45, 100, night ? 90 : 95, 0.95);
  ctx.fill();
}

/** One ridge: a sum of a few sines, closed down to the bottom edge (path left for fill()). */
function drawHills(
  ctx: SKRSContext2D,
  p: { width: number; height: number; base: number; amplitude: number; random: () => number },
): void {
  const waves = Array.from({ length: 3 }, (_, i) => ({
    frequency: ((i + 1) * (0.8 + p.random() * 1.6) * Math.PI * 2) / p.width,
    phase: p.random() * Math.PI * 2,
    weight: 1 / (i + 1),
  }));
  ctx.beginPath();
  ctx.moveTo(0, p.height);
  const step = Math.max(2, Math.round(p.width / 160));
  for (let x = 0; x <= p.width + step; x += step) {
    const ridge = waves.reduce((sum, w) => sum + Math.sin(x * w.frequency + w.phase) * w.weight, 0);
    ctx.lineTo(x, p.base - ridge * p.amplitude * 0.6);
  }
  ctx.lineTo(p.width, p.height);
  ctx.closePath();
}

export interface CaptionOptions {
  text: string;
  frameWidth: number;
  frameHeight: number;
  /** At most this many lines; the last one ends with an ellipsis when the text is longer. */
  maxLines?: number;
}

export interface RenderedCaption {
  /** Transparent PNG of the caption panel. */
  png: Buffer;
  /** Where it goes in the frame (lower third, centred). */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The prompt as a styled caption: Inter, white on a soft dark rounded panel. */
export async function renderCaption({
  text,
  frameWidth,
  frameHeight,
  maxLines = 4,
}: CaptionOptions): Promise<RenderedCaption> {
  registerFonts();
  const unit = Math.min(frameWidth, frameHeight);
  const fontSize = Math.max(12, Math.round(unit * 0.052));
  const padding = Math.round(fontSize * 0.75);
  const lineHeight = Math.round(fontSize * 1.28);
  const maxTextWidth = Math.round(Math.min(frameWidth * 0.84, unit * 1.1) - padding * 2);
  const font = `600 ${fontSize}px ${CAPTION_FONT_FAMILY}`;

  const measure = createCanvas(8, 8).getContext('2d');
  measure.font = font;
  const lines = wrapText(text.replace(/\s+/g, ' ').trim(), maxTextWidth, maxLines, (s) =>
    Math.ceil(measure.measureText(s).width),
  );
  const textWidth = Math.max(...lines.map((line) => measure.measureText(line).width));
  const width = even(Math.ceil(textWidth) + padding * 2);
  const height = even(lines.length * lineHeight + padding * 2 - (lineHeight - fontSize) / 2);

  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'rgba(10, 10, 20, 0.55)';
  ctx.beginPath();
  ctx.roundRect(0, 0, width, height, Math.round(fontSize * 0.6));
  ctx.fill();
  ctx.font = font;
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.shadowColor = 'rgba(0, 0, 0, 0.35)';
  ctx.shadowBlur = Math.round(fontSize * 0.15);
  lines.forEach((line, i) => {
    ctx.fillText(line, width / 2, padding + i * lineHeight + fontSize * 0.02);
  });
  return {
    png: await canvas.encode('png'),
    x: even((frameWidth - width) / 2),
    y: even(Math.min(frameHeight * 0.7, frameHeight - height - unit * 0.08)),
    width,
    height,
  };
}

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/** Greedy word wrap; words longer than a line are broken; overflow ends in "…". */
export function wrapText(
  text: string,
  maxWidth: number,
  maxLines: number,
  measure: (s: string) => number,
): string[] {
  const lines: string[] = [];
  let current = '';
  const words = text.split(' ').flatMap((word) => breakWord(word, maxWidth, measure));
  for (let i = 0; i < words.length; i++) {
    const candidate = current ? `${current} ${words[i]}` : words[i]!;
    if (measure(candidate) <= maxWidth) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = words[i]!;
    if (lines.length === maxLines) {
      return ellipsize(lines, maxWidth, measure);
    }
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}

function breakWord(word: string, maxWidth: number, measure: (s: string) => number): string[] {
  if (measure(word) <= maxWidth) return [word];
  const parts: string[] = [];
  let part = '';
  for (const char of word) {
    if (part && measure(part + char) > maxWidth) {
      parts.push(part);
      part = '';
    }
    part += char;
  }
  if (part) parts.push(part);
  return parts;
}

function ellipsize(lines: string[], maxWidth: number, measure: (s: string) => number): string[] {
  let last = lines[lines.length - 1]!;
  // Drop whole words first, then characters of a single long word.
  while (last.includes(' ') && measure(`${last}…`) > maxWidth) {
    last = last.slice(0, last.lastIndexOf(' ')).trimEnd();
  }
  while (last && measure(`${last}…`) > maxWidth) last = last.slice(0, -1);
  lines[lines.length - 1] = `${last}…`;
  return lines;
}
