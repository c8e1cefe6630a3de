import { aspectRatioForImage, imageToVideoFieldsSchema, VIDEO_MESSAGES } from '@shared/videos';
import { badRequest } from '../../platform/errors.js';
import type { UploadForm } from '../../platform/uploads/index.js';
import { createJob, type Created } from './create-job.js';
import { copyBackgroundInput, copyPhotoInput, photoInputDeps } from './photo-inputs.js';
import type { VideosServiceDeps } from './service.js';
import { parseFields } from './upload-form.js';

/**
 * Image to Video's job from its form: one image, an uploaded file or one of the user's photos
 * (photoId) or backgrounds (backgroundId), copied into the job's inputs; priced and made alike.
 */
export async function imageToVideoJob(
  deps: VideosServiceDeps,
  userId: string,
  form: UploadForm<'image'>,
): Promise<Created> {
  const uploaded = form.files.image;
  const wantsPhoto = Boolean(form.fields.photoId);
  const wantsBackground = Boolean(form.fields.backgroundId);
  const sources = [uploaded, wantsPhoto, wantsBackground].filter(Boolean).length;
  if (uploaded && wantsPhoto && !wantsBackground) {
    throw badRequest(VIDEO_MESSAGES.imageOrPhoto);
  }
  if (sources > 1) throw badRequest(VIDEO_MESSAGES.oneImageSource);
  if (sources === 0) throw badRequest(VIDEO_MESSAGES.selectImages);
  const { photoId, backgroundId, aspectRatio, ...fields } = parseFields(
    imageToVideoFieldsSchema,
    form.fields,
  );
  const inputDeps = photoInputDeps(deps);
  const image =
    uploaded ??
    (wantsBackground
      ? await copyBackgroundInput(inputDeps, userId, backgroundId)
      : await copyPhotoInput(inputDeps, userId, photoId));
  const { width, height } = image.dimensions!;
  try {
    return await createJob(deps, userId, {
      mode: 'veo',
      ...fields,
      // The user's override, else the spec's detection from the image.
      aspectRatio: aspectRatio ?? aspectRatioForImage(width, height),
      inputImageKey: image.key,
    });
  } catch (error) {
    // The form's own files are discarded by withUploads; the photo's copy is ours.
    if (!uploaded) await deps.storage.delete(image.key).catch(() => {});
    throw error;
  }
}
