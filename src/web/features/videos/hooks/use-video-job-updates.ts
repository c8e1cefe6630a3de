import { VIDEO_JOB_UPDATED_EVENT } from '@shared/videos';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLiveEvent } from '../../../lib/use-live-events';
import { fetchVideoJob } from '../api/get-video-job';
import { VIDEO_JOBS_QUERY_KEY } from '../api/get-video-jobs';
import { applyVideoJobUpdate, upsertVideoJob } from '../lib/job-cache';

/**
 * Keeps the job cards live: each `videos.job-updated` event patches its card's status and
 * progress at once; a status change also re-reads the job (a finished job brings its signed
 * video, poster and download links). A job made in another tab comes whole with its first
 * event and is added as it is; one the list does not know otherwise re-reads the list. The
 * 10 s polling of the list only matters while events do not arrive.
 */
export function useVideoJobUpdates(): void {
  const queryClient = useQueryClient();
  const connection = useLiveEvent(VIDEO_JOB_UPDATED_EVENT, (payload) => {
    const result = applyVideoJobUpdate(queryClient, payload);
    if (result.kind === 'unknown') {
      void queryClient.invalidateQueries({ queryKey: VIDEO_JOBS_QUERY_KEY });
    } else if (result.kind === 'status-changed') {
      fetchVideoJob(result.id).then(
        (job) => upsertVideoJob(queryClient, job),
        // The list's own refetch (polling, or the next event) recovers from a failed read.
        () => undefined,
      );
    }
  });

  // A stream that (re)opens starts at "now": changes made while it was down never arrive as
  // events, so the list is re-read to close that gap.
  useEffect(() => {
    if (connection === 'open') {
      void queryClient.invalidateQueries({ queryKey: VIDEO_JOBS_QUERY_KEY });
    }
  }, [connection, queryClient]);
}
