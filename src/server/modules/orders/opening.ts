import { SUBSCRIPTION_PACKAGES } from '@shared/plans';
import type { Config } from '../../config.js';
import type { AppTx, Database } from '../../db/client.js';
import type { DomainEvent, DomainEvents } from '../../platform/events/index.js';
import type { JobSender } from '../../platform/jobs/index.js';
import type { MailPort } from '../../platform/mail/index.js';
import type { OrderGatherPhotosJob } from './job-declarations.js';
import { orderReceivedMail } from './order-received-mail.js';
import type { OrderPhotos } from './order-photos.js';
import { countOrderPhotos, insertOrderOnce, nextOrderNumber, orderClient } from './photos-repo.js';

export interface OpeningDeps {
  events: Pick<DomainEvents, 'publish'>;
  queue: Pick<JobSender<OrderGatherPhotosJob>, 'enqueue'>;
}

/**
 * `plan.paid`, in the payment event's transaction (decision 056): opens the month's order. The
 * webhook holds the client's credits lock (billing's applyState), so the next number is the
 * client's alone; the unique paymentRef is a second guard, so a payment opens one order even
 * if billing published twice. The photos are gathered by a job queued in this transaction.
 */
export async function openOrder(
  deps: OpeningDeps,
  tx: AppTx,
  paid: DomainEvent<'plan.paid'>,
): Promise<string | undefined> {
  const plan = SUBSCRIPTION_PACKAGES.find((candidate) => candidate.id === paid.planId)!;
  const order = await insertOrderOnce(tx, {
    userId: paid.userId,
    number: await nextOrderNumber(tx, paid.userId),
    paymentRef: paid.paymentRef,
    providerSubscriptionId: paid.providerSubscriptionId,
    planId: paid.planId,
    variant: paid.variant,
    clipAllowance: plan.clips,
  });
  if (!order) return undefined;
  await deps.events.publish(tx, 'order.opened', { orderId: order.id, userId: order.userId });
  await deps.queue.enqueue('orders.gather-photos', { orderId: order.id }, { tx });
  return order.id;
}

export interface GatherDeps {
  photos: OrderPhotos;
  database: Database;
  mail: MailPort;
  config: Pick<Config, 'productName' | 'publicUrl'>;
  drive: { readonly mode: 'listed' | 'form-only' };
}

/** The job: gathers the photos, then mails "order received" with what happens next. */
export async function gatherAndAnnounce(deps: GatherDeps, orderId: string): Promise<void> {
  const order = await deps.photos.gather(orderId);
  if (!order) return;
  const { db } = deps.database;
  const client = await orderClient(db, order.userId);
  if (!client) return;
  const photoCount = await countOrderPhotos(db, order.id);
  const site = { productName: deps.config.productName, publicUrl: deps.config.publicUrl };
  await deps.mail.send(
    orderReceivedMail(site, client.email, order, {
      photoCount,
      drivePending: Boolean(client.driveLink) && deps.drive.mode === 'form-only',
    }),
  );
}
