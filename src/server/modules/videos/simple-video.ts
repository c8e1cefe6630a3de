import { VIDEO_MESSAGES } from '@shared/videos';
import { SIMPLE_UPLOAD_MESSAGES } from '@shared/quick-start';
import type { AppTx } from '../../db/client.js';
import { badRequest } from '../../platform/errors.js';
import type { StoredUpload, UploadForm } from '../../platform/uploads/index.js';
import { createJob, type Created } from './create-job.js';
import { copyPhotoInput, photoInputDeps } from './photo-inputs.js';
import type { SimpleVideoOptions, VideosServiceDeps } from './service.js';

/** One simple video (spec section 9): 9:16, 720p, 8 s, from one image. */
export const SIMPLE_VIDEO = {
  aspectRatio: '9:16',
  resolution: '720p',
  durationSeconds: 8,
} as const;

/**
 * The simple flows' job from their form (quick-start, simple upload): one uploaded image
 * (checked by its bytes) or one of the user's photos, paid by `options.pay`.
 */
export async function simpleVideoJob(
  deps: VideosServiceDeps,
  userId: string,
  form: UploadForm<'image'>,
  options: SimpleVideoOptions,
): Promise<Created> {
  const uploaded = form.files.image;
  const photoId = form.fields.photoId;
  if (uploaded && photoId) throw badRequest(VIDEO_MESSAGES.imageOrPhoto);
  if (!uploaded && !photoId) throw badRequest(SIMPLE_UPLOAD_MESSAGES.selectImages);
  const image = uploaded ?? (await copyPhotoInput(photoInputDeps(deps), userId, photoId));
  try {
    return await simpleJob(deps, userId, image, options);
  } catch (error) {
    if (!uploaded) await deps.storage.delete(image.key).catch(() => {});
    throw error;
  }
}

/** A simple video of a stored image: the spec's fixed shape, paid by `options.pay`. */
export function simpleJob(
  deps: VideosServiceDeps,
  userId: string,
  image: StoredUpload,
  options: SimpleVideoOptions,
): Promise<Created> {
  return createJob(
    deps,
    userId,
    {
      mode: 'veo',
      prompt: options.prompt,
      ...SIMPLE_VIDEO,
      inputImageKey: image.key,
      sourceFlow: options.sourceFlow,
      autoPostOnComplete: options.autoPostOnComplete,
    },
    options.pay,
  );
}

/**
 * A service order's clip (issue 28): the simple video's shape from an image the order
 * already stores (used in place), paid by the plan, made in the caller's transaction.
 */
export function planVideoJob(
  deps: VideosServiceDeps,
  tx: AppTx,
  userId: string,
  video: { serviceOrderId: string; inputImageKey: string; prompt: string },
): Promise<Created> {
  return createJob(
    deps,
    userId,
    {
      mode: 'veo',
      prompt: video.prompt,
      ...SIMPLE_VIDEO,
      inputImageKey: video.inputImageKey,
      sourceFlow: 'order',
    },
    () => Promise.resolve({ kind: 'plan', serviceOrderId: video.serviceOrderId }),
    tx,
  );
}
