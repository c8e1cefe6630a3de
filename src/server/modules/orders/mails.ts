import { html } from '../../platform/html.js';
import type { MailMessage } from '../../platform/mail/index.js';

/**
 * The mails of an order's review (issue 28 item 4): "clips ready for review" and "delivered"
 * to the client, and a client's change request to the operators. Plain words, both parts, a
 * link to the page where the reader acts (signing in is the page's own business: no secret).
 */

export interface Site {
  productName: string;
  publicUrl: string;
}

const paragraphsToHtml = (paragraphs: string[]) =>
  paragraphs.map((text) => html`<p>${text}</p>`).join('\n');

function mail(to: string, kind: string, subject: string, paragraphs: string[]): MailMessage {
  return { to, kind, subject, text: paragraphs.join('\n\n'), html: paragraphsToHtml(paragraphs) };
}

const orderLink = (site: Site, orderId: string) =>
  new URL(`/orders/${orderId}`, site.publicUrl).href;

const clips = (n: number) => (n === 1 ? '1 clip' : `${n} clips`);

export function readyForReviewMail(
  site: Site,
  to: string,
  order: { id: string; number: number; clipCount: number },
): MailMessage {
  return mail(
    to,
    'order_ready_for_review',
    `Your clips are ready for review (order #${order.number})`,
    [
      'Hi,',
      `${clips(order.clipCount)} of your ${site.productName} order #${order.number} are ready for you to watch.`,
      'Approve each one, or ask for a change with a comment: we make it again and send it back to you.',
      `Review your clips: ${orderLink(site, order.id)}`,
    ],
  );
}

export function deliveredMail(
  site: Site,
  to: string,
  order: { id: string; number: number; clipCount: number },
): MailMessage {
  return mail(to, 'order_delivered', `Your clips are delivered (order #${order.number})`, [
    'Hi,',
    `You approved every clip of your ${site.productName} order #${order.number}: ${clips(order.clipCount)}, delivered.`,
    `Download them one by one or all at once (one zip): ${orderLink(site, order.id)}`,
    'Thank you for your order.',
  ]);
}

export function changeRequestedMail(
  site: Site,
  to: string,
  request: {
    orderId: string;
    orderNumber: number;
    clientEmail: string;
    clipPosition: number;
    clipTitle: string;
    comment: string;
  },
): MailMessage {
  const consoleLink = new URL(`/admin/orders/${request.orderId}`, site.publicUrl).href;
  return mail(
    to,
    'order_change_requested',
    `Change requested: clip ${request.clipPosition} of order #${request.orderNumber}`,
    [
      `${request.clientEmail} asked for a change to clip ${request.clipPosition} ("${request.clipTitle}") of order #${request.orderNumber}:`,
      request.comment,
      `The order is back in production: ${consoleLink}`,
    ],
  );
}
