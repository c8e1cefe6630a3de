import { videoEndpoints } from '@shared/endpoints/videos';
import { type VideoJob } from '@shared/videos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { upsertVideoJob } from '../lib/job-cache';

/** GET /api/videos/:id: one job, with fresh signed links once it succeeded. */
export function fetchVideoJob(id: string, signal?: AbortSignal): Promise<VideoJob> {
  return api.call(videoEndpoints.get, { params: { id }, signal });
}

/** Re-reads one job and puts the answer into the studio's list. */
export function useRefreshVideoJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => fetchVideoJob(id),
    onSuccess: (job) => upsertVideoJob(queryClient, job),
  });
}
