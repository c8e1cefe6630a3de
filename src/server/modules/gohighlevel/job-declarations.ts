import { z } from 'zod';
import { declareJob } from '../../platform/jobs/index.js';

/** POSTs one integration event, signed, to the user's webhook (webhook_deliveries row). */
export const webhookDeliveryJob = declareJob('gohighlevel.deliver-webhook', {
  payload: z.object({ deliveryId: z.uuid() }),
  policy: {
    // A receiver that is down or answers 5xx/408/429 is tried again 6 times, waiting 1-2,
    // 2-4, 4-8, 8-16, 16-32 and 32-64 minutes (pg-boss's jittered backoff): one to two hours
    // in all, enough for a receiver's restart or deploy (decision 037).
    retryLimit: 6,
    retryDelaySeconds: 60,
    retryBackoff: true,
    // One POST with a 10 s timeout, plus resolving the host.
    timeoutSeconds: 60,
  },
});

/** Posts one finished video to the user's GHL social accounts (webhook_deliveries row). */
export const socialPostJob = declareJob('gohighlevel.post-social', {
  payload: z.object({ deliveryId: z.uuid() }),
  policy: {
    // GHL's 429 (a 10 s burst window) and 5xx are retried 5 times, waiting 0.5-1, 1-2, 2-4,
    // 4-8 and 8-16 minutes.
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    // Two GHL calls of at most 15 s each.
    timeoutSeconds: 90,
  },
});

/** The delivery jobs, for a queue typed on them (integration events enqueue both). */
export type GoHighLevelJob = typeof webhookDeliveryJob | typeof socialPostJob;
