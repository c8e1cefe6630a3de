import { videoJobSchema, type TextToVideoBody } from '@shared/videos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { onVideoJobCreated } from '../lib/job-cache';

/** POST /api/videos/text-to-video (JSON): the job, queued and charged. */
export function useCreateTextToVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TextToVideoBody) =>
      api.post('/api/videos/text-to-video', body, { schema: videoJobSchema }),
    onSuccess: (job) => onVideoJobCreated(queryClient, job),
  });
}
