import { z } from 'zod';
import { declareJob } from '../../platform/jobs/index.js';

/**
 * Moves one post (posted_videos row) on: takes a quota slot, uploads (resuming a stored
 * session), reads YouTube's verdict, or waits (re-queued for later). Only the job the row
 * names works it (posted_videos.job_id), so a stale or repeated job changes nothing.
 */
export const postUploadJob = declareJob('posting.upload', {
  payload: z.object({ postId: z.uuid() }),
  policy: {
    // YouTube's 5xx and 429, a dropped connection or a killed worker: five more tries over
    // about 20 minutes (20 s doubling), each resuming the stored upload session from where
    // YouTube says it stands. Waits of their own (the next quota day, a publish time, a
    // verdict not ready) are new jobs with a start time, not retries.
    retryLimit: 5,
    retryDelaySeconds: 20,
    retryBackoff: true,
    // A short clip uploads in seconds; a few hundred MB on a slow uplink in minutes.
    timeoutSeconds: 30 * 60,
  },
});
