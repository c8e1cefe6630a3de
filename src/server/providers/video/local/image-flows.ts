import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  IMAGE_TO_VIDEO_ZOOM,
  chooseKenBurnsMove,
  planImageToVideo,
  planTextToVideo,
} from '../../../media/plan.js';
import { framingFor } from '../../../media/framing-input.js';
import type { VideoRenderRequest } from '../port.js';
import { renderPromptStill } from './still.js';
import { assertReadable, framePicture, required, type EngineKit } from './render-steps.js';

/** Image to Video (veo): a Ken Burns move over the image, framed around its subject. */
export async function prepareImageToVideo(
  kit: EngineKit,
  request: VideoRenderRequest,
  output: string,
): Promise<string[]> {
  const { width, height, durationSeconds, prompt, seed, signal } = request;
  const image = required(request.image, 'an image');
  await assertReadable(kit.media, image, 'video', 'The image could not be read', signal);
  const { orientation, subject } = await framePicture(kit, image.path, request);
  return planImageToVideo({
    image: image.path,
    orientation,
    framing: framingFor(subject, { width, height }, IMAGE_TO_VIDEO_ZOOM),
    output,
    width,
    height,
    durationSeconds,
    move: chooseKenBurnsMove(prompt, seed),
  });
}

/**
 * Text to Video: a still painted from the prompt's words, in motion. The prompt is what to
 * show, not words to show: the picture carries it, no caption (decision 041; the Text to Video
 * form has no caption option).
 */
export async function prepareTextToVideo(
  request: VideoRenderRequest,
  output: string,
): Promise<string[]> {
  const { width, height, durationSeconds, prompt, seed, workDir } = request;
  const still = path.join(workDir, 'still.jpg');
  await writeFile(still, await renderPromptStill({ prompt, width, height, seed }));
  return planTextToVideo({
    still,
    caption: null,
    output,
    width,
    height,
    durationSeconds,
    move: chooseKenBurnsMove(prompt, seed),
  });
}
