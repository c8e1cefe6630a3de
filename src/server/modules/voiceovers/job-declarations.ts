import { z } from 'zod';
import { declareJob } from '../../platform/jobs/index.js';

/** Reads one script aloud (voiceovers row): speech, MP3, caption cues. */
export const voiceoverJob = declareJob('voiceovers.synthesize', {
  payload: z.object({ voiceoverId: z.uuid() }),
  policy: {
    // The local engine reads 5,000 characters in about 2 s, so the longest script (50,000)
    // takes well under a minute plus the MP3 encode. ElevenLabs answers a 5,000-character
    // piece in tens of seconds and gives up on one after 3 min: ten pieces fit in 30 min.
    retryLimit: 2,
    retryDelaySeconds: 15,
    retryBackoff: true,
    timeoutSeconds: 30 * 60,
  },
});
