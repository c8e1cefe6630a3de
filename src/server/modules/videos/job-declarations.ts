import { z } from 'zod';
import { declareJob } from '../../platform/jobs/index.js';

/** Renders one video job (video_jobs row) with the engine recorded on it. */
export const videoRenderJob = declareJob('videos.render', {
  payload: z.object({ jobId: z.uuid() }),
  policy: {
    // A crash or a vendor blip gets two more tries, 30 s then ~1-2 min later; a vendor job
    // resumes from its saved reference instead of being paid for twice.
    retryLimit: 2,
    retryDelaySeconds: 30,
    retryBackoff: true,
    // Vendors take minutes (Veo polls every 10 s, Hedra every 5 s); a local 8 s render takes
    // seconds. The adapters give up on their own (Veo after 10 min of polling, Hedra after
    // 15), so the job's bound sits above the slowest of them plus the upload and the copy back.
    timeoutSeconds: 20 * 60,
  },
});
