import { z } from 'zod';
import { declareJob } from '../../platform/jobs/index.js';

/**
 * We Post's outside work (issue 28), queued by the in-transaction subscribers: `delivered`
 * schedules an order's posts or mails the client a connect link; `posted` mails the client
 * that a clip went out and closes the order when every post is settled.
 */
export const orderPostingJob = declareJob('orders.posting', {
  payload: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('delivered'), orderId: z.uuid() }),
    z.object({ kind: z.literal('posted'), postId: z.uuid(), clipId: z.uuid() }),
    z.object({ kind: z.literal('settle'), clipId: z.uuid() }),
  ]),
  policy: { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, timeoutSeconds: 120 },
});
