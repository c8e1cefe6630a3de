import { z } from 'zod';
import { declareJob } from '../../platform/jobs/index.js';

/**
 * Hourly: deletes the stored files of /upload submissions rejected or approved past the grace
 * and of ones never reviewed past the keep time (decision 050).
 */
export const submissionSweepJob = declareJob('submissions.sweep', {
  payload: z.object({}),
  policy: {
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: true,
    // Deleting files: thousands of submissions' worth in well under the bound.
    timeoutSeconds: 10 * 60,
    cron: '20 * * * *',
  },
});
