import { videoEndpoints } from '@shared/endpoints/videos';
import { ACTIVE_VIDEO_STATUSES, type VideoJob } from '@shared/videos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const VIDEO_JOBS_QUERY_KEY = ['videos', 'jobs'] as const;
/** The spec's polling while any job is active; live events normally get there first. */
export const VIDEO_JOBS_POLL_INTERVAL_MS = 10_000;

export const videoJobsQueryOptions = queryOptions({
  queryKey: VIDEO_JOBS_QUERY_KEY,
  queryFn: ({ signal }) => api.call(videoEndpoints.list, { signal }),
});

export function hasActiveJob(jobs: readonly VideoJob[] | undefined): boolean {
  return jobs?.some((job) => ACTIVE_VIDEO_STATUSES.includes(job.status)) ?? false;
}

/** GET /api/videos: the user's jobs, newest first, re-read every 10 s while any is active. */
export function useVideoJobs() {
  return useQuery({
    ...videoJobsQueryOptions,
    refetchInterval: (query) =>
      hasActiveJob(query.state.data?.jobs) ? VIDEO_JOBS_POLL_INTERVAL_MS : false,
  });
}
