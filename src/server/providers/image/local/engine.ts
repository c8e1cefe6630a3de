import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadImage, type Canvas, type Image } from '@napi-rs/canvas';
import { ARTWORK_JPEG_QUALITY, paintArtwork } from './art.js';
import { PAINTABLE_SUBJECTS, readSubject } from './art-subject.js';
import { paintPortrait, PORTRAIT_SIZE } from './portrait.js';
import { buildLocalReference } from './reference.js';
import { paintStudio, STUDIO_HEIGHT, STUDIO_WIDTH } from './studio.js';
import { EngineError } from '../../../kernel/engine-error.js';
import type {
  BuildReferenceRequest,
  BuiltReference,
  GenerateImageRequest,
  GeneratedImage,
  ImageGenerator,
  PodcastArtist,
  PortraitRequest,
  PromptReach,
  ReferenceBuilder,
} from '../port.js';

/**
 * The built-in image engine (no keys): real artwork made on this machine with canvas. Prompts
 * become painted scenes (art*.ts), photos become references (reference.ts), and
 * podcast hosts and studios are illustrated (portrait.ts, studio.ts). Every output
 * is deterministic for its inputs and seed.
 */
export class LocalImageEngine implements ImageGenerator, ReferenceBuilder, PodcastArtist {
  readonly id = 'local' as const;

  async generateImage(request: GenerateImageRequest): Promise<GeneratedImage> {
    request.signal.throwIfAborted();
    const reference = request.reference
      ? {
          photo: await loadReference(request.reference.thumbnail.path),
          palette: request.reference.palette,
        }
      : null;
    request.signal.throwIfAborted();
    const canvas = paintArtwork({
      prompt: request.prompt,
      seed: request.seed,
      width: request.width,
      height: request.height,
      style: request.style,
      detail: request.quality === '720p' ? 'standard' : 'high',
      reference,
    });
    return save(canvas, request, 'image.jpg', request.width, request.height);
  }

  readPrompt(prompt: string): PromptReach {
    const reading = readSubject(prompt);
    return {
      paints: reading.subject,
      outside: reading.outside,
      recognised: reading.recognised,
      canDraw: PAINTABLE_SUBJECTS,
    };
  }

  buildReference(request: BuildReferenceRequest): Promise<BuiltReference> {
    if (request.images.length === 0) {
      return Promise.reject(new EngineError('image', 'Please select at least 1 image', false));
    }
    return buildLocalReference(request);
  }

  async generatePortrait(request: PortraitRequest): Promise<GeneratedImage> {
    request.signal.throwIfAborted();
    return save(paintPortrait(request), request, 'portrait.jpg', PORTRAIT_SIZE, PORTRAIT_SIZE);
  }

  async generateBackground(request: PortraitRequest): Promise<GeneratedImage> {
    request.signal.throwIfAborted();
    return save(paintStudio(request), request, 'background.jpg', STUDIO_WIDTH, STUDIO_HEIGHT);
  }
}

async function save(
  canvas: Canvas,
  request: { workDir: string; signal: AbortSignal },
  name: string,
  width: number,
  height: number,
): Promise<GeneratedImage> {
  request.signal.throwIfAborted();
  const jpeg = await canvas.encode('jpeg', ARTWORK_JPEG_QUALITY);
  request.signal.throwIfAborted();
  const file = path.join(request.workDir, name);
  await writeFile(file, jpeg);
  return { path: file, mimeType: 'image/jpeg', width, height };
}

async function loadReference(file: string): Promise<Image> {
  try {
    return await loadImage(file);
  } catch (error) {
    throw new EngineError('image', 'The character reference could not be read', false, {
      cause: error,
    });
  }
}
