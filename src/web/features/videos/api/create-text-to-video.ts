import { videoEndpoints } from '@shared/endpoints/videos';
import { type TextToVideoBody } from '@shared/videos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { onVideoJobCreated } from '../lib/job-cache';

/** POST /api/videos/text-to-video (JSON): the job, queued and charged. */
export function useCreateTextToVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TextToVideoBody) => api.call(videoEndpoints.textToVideo, { body }),
    onSuccess: (job) => onVideoJobCreated(queryClient, job),
  });
}
