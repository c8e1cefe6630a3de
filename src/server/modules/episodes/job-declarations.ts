import { z } from 'zod';
import { declareJob } from '../../platform/jobs/index.js';

/** Analyses one episode (episodes row): decode, transcribe, find the moments. */
export const episodeAnalysisJob = declareJob('episodes.analyse', {
  payload: z.object({ episodeId: z.uuid() }),
  policy: {
    // A crashed or killed worker's attempt is given back and starts over from the decode; a
    // vendor's blip is retried by the chunked transcriber piece by piece first.
    retryLimit: 2,
    retryDelaySeconds: 30,
    retryBackoff: true,
    // Three hours of audio on two cores with a local engine takes tens of minutes; a slow
    // vendor or whisper.cpp on a CPU longer. Bounded well above that, below pg-boss's 24 h.
    timeoutSeconds: 4 * 60 * 60,
  },
});

/** Finds a ready episode's moments again with a new request (free). */
export const episodeMomentsJob = declareJob('episodes.find-moments', {
  payload: z.object({ episodeId: z.uuid() }),
  policy: { retryLimit: 2, retryDelaySeconds: 15, retryBackoff: true, timeoutSeconds: 30 * 60 },
});
