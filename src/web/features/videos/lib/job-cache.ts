import { isFinalJobStatus } from '@shared/job-statuses';
import type { VideoJob, VideoJobList, VideoJobUpdatedPayload } from '@shared/videos';
import type { QueryClient } from '@tanstack/react-query';
import { CREDIT_BALANCE_QUERY_KEY } from '../../../lib/credit-balance';
import { VIDEO_JOBS_QUERY_KEY } from '../api/get-video-jobs';

const newestFirst = (a: VideoJob, b: VideoJob) => b.createdAt.localeCompare(a.createdAt);

/** Writes one job (a fresh read or a new submission) into the cached list, newest first. */
export function upsertVideoJob(queryClient: QueryClient, job: VideoJob): void {
  queryClient.setQueryData<VideoJobList>(VIDEO_JOBS_QUERY_KEY, (list) => {
    if (!list) return { jobs: [job] };
    const others = list.jobs.filter((cached) => cached.id !== job.id);
    return { jobs: [job, ...others].sort(newestFirst) };
  });
}

/**
 * After any create call: the new card shows at once, and the balance is re-read (the charge's
 * live event normally updates it first; this covers a tab whose event stream is down).
 */
export function onVideoJobCreated(queryClient: QueryClient, job: VideoJob): void {
  upsertVideoJob(queryClient, job);
  void queryClient.invalidateQueries({ queryKey: CREDIT_BALANCE_QUERY_KEY });
}

/**
 * What a `videos.job-updated` event did to the cache:
 * - `added`: a new job (made in another tab) whose event carried the whole job: its card is in
 *   the list at once, with no request (decision 040);
 * - `unknown`: the job is not in the list and the event did not carry it: re-read the list;
 * - `status-changed`: re-read the job, whose links appear once it succeeded;
 * - `progress`: patched in place, nothing more to do;
 * - `ignored`: about a job that has already finished (a late event must not move a finished
 *   card backwards).
 * The payload was checked against the live-event contract before it got here.
 */
export type VideoJobUpdateResult =
  { kind: 'added' | 'unknown' | 'ignored' } | { kind: 'progress' | 'status-changed'; id: string };

export function applyVideoJobUpdate(
  queryClient: QueryClient,
  { id, status, progress, job: announced }: VideoJobUpdatedPayload,
): VideoJobUpdateResult {
  const list = queryClient.getQueryData<VideoJobList>(VIDEO_JOBS_QUERY_KEY);
  const cached = list?.jobs.find((job) => job.id === id);
  // Only into a list already read: a list made of this one job would hide all the others.
  if (list && !cached && announced?.id === id) {
    upsertVideoJob(queryClient, { ...announced, status, progress });
    return { kind: 'added' };
  }
  if (!list || !cached) return { kind: 'unknown' };
  if (isFinalJobStatus(cached.status)) return { kind: 'ignored' };

  queryClient.setQueryData<VideoJobList>(VIDEO_JOBS_QUERY_KEY, {
    jobs: list.jobs.map((job) => (job.id === id ? { ...job, status, progress } : job)),
  });
  return { kind: cached.status === status ? 'progress' : 'status-changed', id };
}
