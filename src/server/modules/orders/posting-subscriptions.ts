import type { DomainSubscription } from '../../platform/events/index.js';
import type { JobSender } from '../../platform/jobs/index.js';
import type { orderPostingJob } from './posting-jobs.js';
import { orderClipOfPost } from './schedule-repo.js';

/**
 * We Post hears of a delivered order and of a published post (issue 28). Both queue a job in
 * the publisher's transaction (committed with the moment or not at all): mail and the
 * posting queue are outside work that must never undo a delivery or a publication.
 */
export function orderPostingSubscriptions(deps: {
  queue: Pick<JobSender<typeof orderPostingJob>, 'enqueue'>;
}): DomainSubscription[] {
  return [
    {
      event: 'order.delivered',
      inTransaction: async (tx, order) => {
        await deps.queue.enqueue(
          'orders.posting',
          { kind: 'delivered', orderId: order.orderId },
          { tx },
        );
      },
    },
    {
      event: 'post.published',
      inTransaction: async (tx, post) => {
        // Only an order clip's post concerns an order.
        const clipId = await orderClipOfPost(tx, post.postId);
        if (!clipId) return;
        await deps.queue.enqueue(
          'orders.posting',
          { kind: 'posted', postId: post.postId, clipId },
          { tx },
        );
      },
    },
    {
      event: 'post.cancelled',
      inTransaction: async (tx, post) => {
        if (!post.orderClipId) return;
        await deps.queue.enqueue(
          'orders.posting',
          { kind: 'settle', clipId: post.orderClipId },
          { tx },
        );
      },
    },
  ];
}
