import { z } from 'zod';
import { declareJob } from '../../platform/jobs/index.js';

/** Generates one image job (image_jobs row) with the engine recorded on it. */
export const imageJob = declareJob('images.generate', {
  payload: z.object({ jobId: z.uuid() }),
  policy: {
    // A local image takes well under a second; Higgsfield and OpenAI take up to a few
    // minutes. A retry resumes a vendor request from its saved id.
    retryLimit: 2,
    retryDelaySeconds: 15,
    retryBackoff: true,
    timeoutSeconds: 10 * 60,
  },
});

/** Builds one custom reference (custom_references row): profile, thumbnail, vendor id. */
export const referenceJob = declareJob('references.build', {
  payload: z.object({ referenceId: z.uuid() }),
  policy: {
    // Higgsfield trains a custom reference for minutes (paid plans); the local profile is
    // a second of image analysis.
    retryLimit: 2,
    retryDelaySeconds: 30,
    retryBackoff: true,
    timeoutSeconds: 30 * 60,
  },
});
