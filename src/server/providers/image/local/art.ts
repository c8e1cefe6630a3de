import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas';
import type { Art } from './art-brush.js';
import {
  paintSand,
  paintAbstract,
  paintBirds,
  paintBoat,
  paintLighthouse,
  paintSpace,
} from './art-extras.js';
import { finish } from './art-finish.js';
import { compositeReference } from './art-reference.js';
import { paintInterior } from './art-interior.js';
import { paintLettering } from './art-lettering.js';
import { paintPerson } from './art-person.js';
import { readSubject } from './art-subject.js';
import { subjectOf } from './art-plan.js';
import { blend, hexToHsl, randomFor } from './art-kit.js';
import {
  paintCity,
  paintDesert,
  paintForest,
  paintHills,
  paintMountains,
  paintWater,
} from './art-land.js';
import { mapPalette, readScene, type Scene } from './art-scene.js';
import type { Palette, Setting } from './art-types.js';
import {
  lightPosition,
  paintClouds,
  paintLight,
  paintSky,
  paintStars,
  paintWeather,
} from './art-sky.js';
import type { ImageStyleRef } from '../port.js';

/**
 * The prompt painter: reads the prompt and style into a scene, paints it, lays the reference
 * in, finishes it in the style. Pure canvas drawing, deterministic for the same inputs.
 */

export interface ArtworkOptions {
  prompt: string;
  seed: number;
  width: number;
  height: number;
  style: ImageStyleRef | null;
  /** 720p paints at a lower internal resolution and scales up: less detail, same size. */
  detail: 'standard' | 'high';
  reference?: { photo: Image; palette: string[] } | null;
}

/**
 * Outputs are JPEG at this quality: PNG of a textured 1536² picture takes several times longer
 * to encode and is ~10× larger, and the speed target (bench/image.bench.ts) has no room for it.
 */
export const ARTWORK_JPEG_QUALITY = 90;

/** Internal scale for standard detail: 720/1080 of the requested size. */
const STANDARD_SCALE = 2 / 3;

/** Where the horizon sits (share of height) per outdoor setting. */
const HORIZONS: Partial<Record<Setting, number>> = {
  sea: 0.56,
  mountain: 0.62,
  city: 0.7,
  forest: 0.58,
  desert: 0.6,
  hills: 0.6,
};

export function paintArtwork(options: ArtworkOptions): Canvas {
  return renderArtwork(options).canvas;
}

export interface RenderedArtwork {
  canvas: Canvas;
  scene: Scene;
  /** Where the named things were drawn, in output pixels (see `mark`). */
  marks: Map<string, { x: number; y: number; w: number; h: number }>;
}

/** The painting with what it was painted from: the scene read from the words, and where things are. */
export function renderArtwork(options: ArtworkOptions): RenderedArtwork {
  const reading = readSubject(options.prompt);
  // A person is the portrait painter's (a reference, when given, stays with the scene painter:
  // its inset is the character).
  if (reading.subject === 'person' && !options.reference) {
    const random = randomFor(options.seed, subjectOf(options.prompt), options.style?.id ?? '');
    const person = paintPerson(options);
    const scene = readScene(options.prompt, options.style, random);
    return { canvas: person.canvas, scene, marks: new Map([['face', person.face]]) };
  }
  const scale = options.detail === 'high' ? 1 : STANDARD_SCALE;
  const width = Math.round(options.width * scale);
  const height = Math.round(options.height * scale);
  // The seed and the subject decide what the words leave open (where the window is, the
  // default colours): "a navy sofa" and "a terracotta sofa" are the same room, sofa recoloured.
  const random = randomFor(options.seed, subjectOf(options.prompt), options.style?.id ?? '');
  const scene = readScene(options.prompt, options.style, random);
  if (options.reference) scene.palette = biasPalette(scene.palette, options.reference.palette);
  const canvas = createCanvas(width, height);
  const art: Art = {
    ctx: canvas.getContext('2d'),
    width,
    height,
    unit: Math.min(width, height),
    random,
    scene,
  };
  if (reading.lettering?.kind === 'logo') paintLettering(art, reading.lettering, options.prompt);
  else paintScene(art);
  if (reading.lettering?.kind === 'title-card')
    paintLettering(art, reading.lettering, options.prompt);
  if (options.reference) compositeReference(art, options.reference.photo);
  finish(art);
  const marks = new Map(
    [...(art.marks ?? [])].map(([name, b]) => [
      name,
      { x: b.x / scale, y: b.y / scale, w: b.w / scale, h: b.h / scale },
    ]),
  );
  if (scale === 1) return { canvas, scene, marks };
  const output = createCanvas(options.width, options.height);
  const ctx = output.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(canvas, 0, 0, options.width, options.height);
  return { canvas: output, scene, marks };
}

function paintScene(art: Art): void {
  const { scene, height } = art;
  if (scene.setting === 'space') paintSpace(art);
  else if (scene.setting === 'abstract') paintAbstract(art);
  else if (scene.setting === 'interior') paintInterior(art);
  else paintOutdoors(art, height * (HORIZONS[scene.setting] ?? 0.6) * (0.94 + art.random() * 0.12));
  paintWeather(art);
}

function paintOutdoors(art: Art, horizon: number): void {
  const { scene, random } = art;
  paintSky(art, horizon);
  if (scene.time === 'night') paintStars(art, horizon);
  const light = lightPosition(art, horizon);
  if (scene.weather !== 'rain') paintLight(art, light);
  if (scene.weather !== 'clear' || scene.mood !== 'calm' || random() < 0.5)
    paintClouds(art, horizon);
  if (scene.details.has('birds')) paintBirds(art, horizon);
  paintGround(art, scene, horizon, light.x);
  if (scene.details.has('water')) paintWater(art, art.height * 0.84, light.x);
  if (scene.details.has('sand')) paintSand(art);
  if (scene.details.has('lighthouse')) paintLighthouse(art, horizon);
  if (scene.details.has('boat'))
    paintBoat(art, scene.setting === 'sea' ? horizon : art.height * 0.84);
}

function paintGround(art: Art, scene: Scene, horizon: number, lightX: number): void {
  switch (scene.setting) {
    case 'sea':
      return paintWater(art, horizon, lightX);
    case 'mountain':
      return paintMountains(art, horizon);
    case 'city':
      return paintCity(art, horizon);
    case 'forest':
      return paintForest(art, horizon);
    case 'desert':
      return paintDesert(art, horizon);
    default:
      return paintHills(art, horizon);
  }
}

/** A reference's colours lead the accent and the land, half-way, so the person belongs. */
function biasPalette(palette: Palette, colours: string[]): Palette {
  if (colours.length === 0) return palette;
  const leads: Partial<Record<keyof Palette, string | undefined>> = {
    accent: colours[0],
    far: colours[1] ?? colours[0],
    near: colours[2] ?? colours[0],
    horizon: colours[3] ?? colours[1],
  };
  return mapPalette(palette, (colour, key) => {
    const lead = leads[key];
    return lead ? { ...blend(colour, hexToHsl(lead), 0.5), l: colour.l } : colour;
  });
}
