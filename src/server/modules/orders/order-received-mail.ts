import { ORDER_OPTION_LABELS, orderOptionOf } from '@shared/orders';
import { SUBSCRIPTION_PACKAGES } from '@shared/plans';
import { html } from '../../platform/html.js';
import type { MailMessage } from '../../platform/mail/index.js';
import type { ServiceOrderRow } from './repo.js';

interface Site {
  productName: string;
  publicUrl: string;
}

const when = (date: Date) =>
  date.toLocaleString('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }) + ' UTC';

/**
 * "Order received" (issue 28): mailed once the order's photos were gathered, so it can say
 * what happens next: production started and when it is due, or which photos to add where.
 */
export function orderReceivedMail(
  site: Site,
  to: string,
  order: ServiceOrderRow,
  next: { photoCount: number; drivePending: boolean },
): MailMessage {
  const plan = SUBSCRIPTION_PACKAGES.find((candidate) => candidate.id === order.planId)!;
  const link = new URL(`/orders/${order.id}`, site.publicUrl).href;
  const option = ORDER_OPTION_LABELS[orderOptionOf(order.variant)];
  const paragraphs = [
    'Hi,',
    `Thank you: we received your order #${order.number} for ${plan.name} (${option}), ${order.clipAllowance} 8-second clips.`,
    ...(order.dueAt
      ? [
          `We have your ${next.photoCount} photos and production has started. Your clips are due by ${when(order.dueAt)}.`,
        ]
      : [
          next.photoCount > 0
            ? `Your order holds ${next.photoCount} of ${order.clipAllowance} photos, one for each clip. Add the rest on your order page, or start production with the photos it has.`
            : `Add a photo for each clip (${order.clipAllowance}) on your order page, from My photos or by uploading them.`,
          ...(next.drivePending
            ? [
                'The photos of the Google Drive folder you sent us will be added by our team: you do not need to upload them again.',
              ]
            : []),
          'Your clips are due 72 hours after the photos are in.',
        ]),
    `Your order: ${link}`,
  ];
  return {
    to,
    kind: 'order_received',
    subject: `Order #${order.number} received: ${plan.name}`,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((text) => html`<p>${text}</p>`).join('\n'),
  };
}
