import { videoEndpoints } from '@shared/endpoints/videos';
import { VIDEO_UPLOAD_FIELDS, type ImageToVideoFields, type VideoJob } from '@shared/videos';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api';
import { onVideoJobCreated } from '../lib/job-cache';

/** What one image-to-video job is made from: a file sent with it, a photo's or a background's id. */
export type ImageSource = { file: File } | { photoId: string } | { backgroundId: string };

/**
 * POST /api/videos/image-to-video (multipart): one image, one job. The fields go before the
 * file so a streaming server has them when the file arrives; a library photo is sent by id.
 */
export function createImageToVideo(
  fields: ImageToVideoFields,
  source: ImageSource,
): Promise<VideoJob> {
  const form = new FormData();
  form.set('prompt', fields.prompt);
  form.set('durationSeconds', String(fields.durationSeconds));
  form.set('resolution', fields.resolution);
  if (fields.aspectRatio) form.set('aspectRatio', fields.aspectRatio);
  if (fields.musicBed && fields.musicBed !== 'none') form.set('musicBed', fields.musicBed);
  if ('photoId' in source) form.set('photoId', source.photoId);
  else if ('backgroundId' in source) form.set('backgroundId', source.backgroundId);
  else form.set(VIDEO_UPLOAD_FIELDS.image, source.file, source.file.name);
  return api.call(videoEndpoints.imageToVideo, { body: form });
}

/**
 * The batch sends images one by one and handles each answer itself, so this is a plain
 * function (not a mutation) that also puts each new job into the list.
 */
export function useCreateImageToVideo(): (
  fields: ImageToVideoFields,
  source: ImageSource,
) => Promise<VideoJob> {
  const queryClient = useQueryClient();
  return useCallback(
    async (fields, source) => {
      const job = await createImageToVideo(fields, source);
      onVideoJobCreated(queryClient, job);
      return job;
    },
    [queryClient],
  );
}
