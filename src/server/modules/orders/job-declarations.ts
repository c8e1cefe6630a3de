import { z } from 'zod';
import { declareJob } from '../../platform/jobs/index.js';

/**
 * An order just opened (decision 056): copies the client's unused library photos into it, up
 * to its allowance, then mails "order received" saying what happens next. Runs outside the
 * payment's transaction (copying photos is slow); queued in that transaction, so an order
 * never opens without it.
 */
export const orderGatherPhotosJob = declareJob('orders.gather-photos', {
  payload: z.object({ orderId: z.uuid() }),
  policy: {
    retryLimit: 4,
    retryDelaySeconds: 30,
    retryBackoff: true,
    // Up to 50 photos copied, each a download, a decode and a thumbnail.
    timeoutSeconds: 15 * 60,
  },
});
export type OrderGatherPhotosJob = typeof orderGatherPhotosJob;
