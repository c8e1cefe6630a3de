import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { DomainSubscription } from '../../platform/events/index.js';
import { declareJob, type JobSender } from '../../platform/jobs/index.js';
import type { MailPort } from '../../platform/mail/index.js';
import { changeRequestedMail, deliveredMail, readyForReviewMail, type Site } from './mails.js';
import { findOrderForOperator, listOrderClips } from './repo.js';
import { clipTally, findClientContact, listAdminEmails } from './review-repo.js';
import { orderOptionOf } from '@shared/orders';

/**
 * The review's mails go out from a job queued in the transaction of the moment they tell of
 * (decision 052): the operator's "ready for review" or the client's answer commits whatever
 * the mail does, and a mail that fails is tried again without undoing anything.
 */
export const orderReviewMailJob = declareJob('orders.review-mail', {
  payload: z.object({
    mail: z.enum(['ready_for_review', 'change_requested', 'delivered']),
    orderId: z.uuid(),
    clipId: z.uuid().optional(),
    comment: z.string().optional(),
  }),
  policy: {
    // SMTP that is down is tried again 3 times, 1-2, 2-4 and 4-8 minutes apart.
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryBackoff: true,
    timeoutSeconds: 60,
  },
});
export type OrderReviewMailJob = typeof orderReviewMailJob;
type Payload = z.output<typeof orderReviewMailJob.payload>;

export interface ReviewMailDeps {
  config: Pick<Config, 'productName' | 'publicUrl' | 'adminEmails'>;
  database: Database;
  mail: MailPort;
}

/** Sends one review mail; an order or client gone since is nothing to tell. */
export async function sendReviewMail(deps: ReviewMailDeps, payload: Payload): Promise<void> {
  const { db } = deps.database;
  const site: Site = { productName: deps.config.productName, publicUrl: deps.config.publicUrl };
  const order = await findOrderForOperator(db, payload.orderId);
  if (!order) return;
  const client = await findClientContact(db, order.userId);
  if (!client) return;
  const { total } = await clipTally(db, order.id);
  const about = { id: order.id, number: order.number, clipCount: total };

  if (payload.mail === 'ready_for_review') {
    await deps.mail.send(readyForReviewMail(site, client.email, about));
  } else if (payload.mail === 'delivered') {
    // You Post ends at delivery; We Post's client hears when the posts are scheduled.
    if (orderOptionOf(order.variant) === 'you_post')
      await deps.mail.send(deliveredMail(site, client.email, about));
  } else {
    const clip = (await listOrderClips(db, order.id)).find((row) => row.id === payload.clipId);
    if (!clip) return;
    const operators = new Set([
      ...deps.config.adminEmails.map((email) => email.toLowerCase()),
      ...(await listAdminEmails(db)).map((email) => email.toLowerCase()),
    ]);
    for (const to of operators) {
      await deps.mail.send(
        changeRequestedMail(site, to, {
          orderId: order.id,
          orderNumber: order.number,
          clientEmail: client.email,
          clipPosition: clip.position,
          clipTitle: clip.title,
          comment: payload.comment ?? clip.changeComment ?? '',
        }),
      );
    }
  }
}

/** Queues the mail of each review moment, in the transaction that records it. */
export function reviewMailSubscriptions(deps: {
  queue: Pick<JobSender<OrderReviewMailJob>, 'enqueue'>;
}): DomainSubscription[] {
  const queue = deps.queue;
  return [
    {
      event: 'order.ready_for_review',
      inTransaction: (tx, event) =>
        queue.enqueue(
          'orders.review-mail',
          { mail: 'ready_for_review', orderId: event.orderId },
          { tx },
        ),
    },
    {
      event: 'order.change_requested',
      inTransaction: (tx, event) =>
        queue.enqueue(
          'orders.review-mail',
          {
            mail: 'change_requested',
            orderId: event.orderId,
            clipId: event.clipId,
            comment: event.comment,
          },
          { tx },
        ),
    },
    {
      event: 'order.delivered',
      inTransaction: (tx, event) =>
        queue.enqueue('orders.review-mail', { mail: 'delivered', orderId: event.orderId }, { tx }),
    },
  ];
}
