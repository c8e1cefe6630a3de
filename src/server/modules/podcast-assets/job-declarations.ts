import { z } from 'zod';
import { declareJob } from '../../platform/jobs/index.js';

/** Generates one podcast character portrait or one podcast background. */
export const podcastAssetJob = declareJob('podcast-assets.generate', {
  payload: z.object({ kind: z.enum(['character', 'background']), id: z.uuid() }),
  policy: { retryLimit: 2, retryDelaySeconds: 15, retryBackoff: true, timeoutSeconds: 10 * 60 },
});
