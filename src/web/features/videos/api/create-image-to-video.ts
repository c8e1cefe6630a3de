import {
  VIDEO_UPLOAD_FIELDS,
  videoJobSchema,
  type ImageToVideoFields,
  type VideoJob,
} from '@shared/videos';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api';
import { onVideoJobCreated } from '../lib/job-cache';

/**
 * POST /api/videos/image-to-video (multipart): one image, one job. The fields go before the
 * file so a streaming server has them when the file arrives.
 */
export function createImageToVideo(fields: ImageToVideoFields, image: File): Promise<VideoJob> {
  const form = new FormData();
  form.set('prompt', fields.prompt);
  form.set('durationSeconds', String(fields.durationSeconds));
  form.set('resolution', fields.resolution);
  form.set(VIDEO_UPLOAD_FIELDS.image, image, image.name);
  return api.post('/api/videos/image-to-video', form, { schema: videoJobSchema });
}

/**
 * The batch sends images one by one and handles each answer itself, so this is a plain
 * function (not a mutation) that also puts each new job into the list.
 */
export function useCreateImageToVideo(): (
  fields: ImageToVideoFields,
  image: File,
) => Promise<VideoJob> {
  const queryClient = useQueryClient();
  return useCallback(
    async (fields, image) => {
      const job = await createImageToVideo(fields, image);
      onVideoJobCreated(queryClient, job);
      return job;
    },
    [queryClient],
  );
}
