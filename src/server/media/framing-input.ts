import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import type { DetectedFace, FaceDetector, FacePoint } from './faces/types.js';
import { frameWindows, saliencyCentre, type Framing } from './framing.js';
import { planThumbnail } from './plan-thumbnail.js';
import { downscaled, pixelsOf } from './talking/picture.js';
import type { MediaToolkit } from './toolkit.js';

/**
 * What face-aware framing needs to know about a picture (framing.ts): its upright size, its
 * faces and, without faces, its main subject. Found once per picture: the answers are cached
 * by the file's content hash (a retry or a second clip from the same upload detects nothing
 * again), and a detector failure is logged and framed about the subject, never fatal.
 */

/** Detection sees the picture at most this large (as the talking portrait's findFaces). */
const DETECTION_SIZE = 720;
/** The saliency thumbnail: edges on 64 px are plenty to tell where a subject sits. */
const SALIENCY_SIZE = 64;
const CACHE_LIMIT = 64;

export interface PictureSubject {
  width: number;
  height: number;
  faces: DetectedFace[];
  subject: FacePoint;
}

export interface FramingLog {
  warn(details: object, message: string): void;
}

const cache = new Map<string, PictureSubject>();

export interface SubjectRequest {
  picture: string;
  /** EXIF orientation (1 = upright): the render stands the picture up the same way. */
  orientation: number;
  /** Where the upright thumbnail may be written. */
  workDir: string;
  detector: FaceDetector | undefined;
  log: FramingLog;
  signal?: AbortSignal;
}

/** The picture's size, faces and subject, from the cache when this content was seen before. */
export async function findSubject(
  media: MediaToolkit,
  request: SubjectRequest,
): Promise<PictureSubject> {
  const { picture, orientation, workDir, detector, log, signal } = request;
  const bytes = await readFile(picture);
  const key = `${createHash('sha256').update(bytes).digest('hex')}:${orientation}`;
  const known = cache.get(key);
  if (known) return known;
  // ffmpeg stands the picture up exactly as the render will (uprightFilter); canvas decoding
  // applies the EXIF orientation on its own, so a turn of ours would turn it twice.
  const thumbnail = path.join(workDir, 'framing.jpg');
  await media.run(
    planThumbnail({ image: picture, output: thumbnail, maxSize: DETECTION_SIZE, orientation }),
    { ...(signal && { signal }) },
  );
  const image = await loadImage(await readFile(thumbnail));
  const upright = createCanvas(image.width, image.height);
  upright.getContext('2d').drawImage(image, 0, 0);
  const faces = await detectSafely(detector, upright, log);
  const found: PictureSubject = {
    width: upright.width,
    height: upright.height,
    faces: faces ?? [],
    subject: saliencyCentre(grayThumbnail(upright)),
  };
  // A failed detection is not kept: the next job with this picture tries again.
  if (faces) {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, found);
  }
  return found;
}

/** The camera move's windows for a picture and a frame (see frameWindows). */
export function framingFor(
  found: PictureSubject,
  frame: { width: number; height: number },
  maxZoom: number,
): Framing {
  return frameWindows({
    picture: found,
    frame,
    faces: found.faces.map((face) => face.box),
    subject: found.subject,
    maxZoom,
  });
}

async function detectSafely(
  detector: FaceDetector | undefined,
  upright: Canvas,
  log: FramingLog,
): Promise<DetectedFace[] | null> {
  if (!detector) return [];
  try {
    return await detector.detect(pixelsOf(downscaled(upright, DETECTION_SIZE)));
  } catch (error) {
    log.warn({ err: error }, 'face detection failed: framing the picture about its subject');
    return null;
  }
}

function grayThumbnail(upright: Canvas) {
  const { width, height, data } = pixelsOf(downscaled(upright, SALIENCY_SIZE));
  const gray = new Uint8Array(width * height);
  for (let i = 0; i < gray.length; i++) {
    gray[i] = (data[i * 4]! * 77 + data[i * 4 + 1]! * 150 + data[i * 4 + 2]! * 29) >> 8;
  }
  return { width, height, data: gray };
}
