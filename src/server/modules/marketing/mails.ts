import { EBOOK, EXIT_OFFER_TERMS, MASTERCLASS, WEBINAR } from '@shared/site';
import { html } from '../../platform/html.js';
import type { MailMessage } from '../../platform/mail/index.js';

/**
 * The mails the public pages promise: the webinar page's confirmation and the exit popup's
 * offer (decision 055). Plain words, both parts; nothing secret in them.
 */

interface Site {
  productName: string;
  publicUrl: string;
}

const paragraphsToHtml = (paragraphs: string[]) =>
  paragraphs.map((text) => html`<p>${text}</p>`).join('\n');

function mail(to: string, kind: string, subject: string, paragraphs: string[]): MailMessage {
  return { to, kind, subject, text: paragraphs.join('\n\n'), html: paragraphsToHtml(paragraphs) };
}

/**
 * "You're registered": the webinar as its page shows it; the date and link come later. The
 * name typed on the form is not in it: anyone may sign up any address, so nothing a visitor
 * typed goes out in our mail to someone else.
 */
export function webinarConfirmation(site: Site, to: string): MailMessage {
  return mail(to, 'webinar_confirmation', `You're registered: ${WEBINAR.title}`, [
    'Hi,',
    `Your seat is reserved for the free ${site.productName} webinar "${WEBINAR.title}", a ${WEBINAR.length} limited to ${WEBINAR.seats} attendees.`,
    'The date is not set yet: we will email you the date and your joining link before it starts.',
    `See what we will cover: ${new URL('/webinar', site.publicUrl).href}`,
    'If you did not sign up, ignore this email: you will not hear from us about it again.',
  ]);
}

/** The masterclass waitlist: confirmed, with the access link to follow when it opens. */
export function masterclassConfirmation(site: Site, to: string): MailMessage {
  return mail(to, 'masterclass_confirmation', `You're on the list: ${MASTERCLASS.title}`, [
    'Hi,',
    `You're on the waitlist for the free ${site.productName} masterclass "${MASTERCLASS.title}": ${MASTERCLASS.modules} practical modules on turning project photos into short videos.`,
    'We will email you your access link as soon as the masterclass opens.',
    `See what it covers: ${new URL('/masterclass', site.publicUrl).href}`,
    'If you did not sign up, ignore this email: you will not hear from us about it again.',
  ]);
}

/**
 * The ebook request: confirmed, with the copy to follow by mail. No file is attached because
 * none exists yet (decision 055); the mail says so rather than promising a download.
 */
export function ebookConfirmation(site: Site, to: string): MailMessage {
  return mail(to, 'ebook_confirmation', `Your copy of ${EBOOK.title}`, [
    'Hi,',
    `Thanks for asking for "${EBOOK.title}", the free ${EBOOK.pages}-page ${site.productName} guide to short-form video for designers.`,
    'We are putting the finishing touches to it: your copy will arrive at this address as soon as it is ready.',
    `See what's inside: ${new URL('/ebook', site.publicUrl).href}`,
    'If you did not ask for it, ignore this email: you will not hear from us about it again.',
  ]);
}

/** The exit popup's offer: 10% off the first month, as a refund of the first payment. */
export function exitOffer(site: Site, to: string): MailMessage {
  const { percent, refundWithinBusinessDays } = EXIT_OFFER_TERMS;
  return mail(to, 'exit_offer', `Your ${percent}% off the first month`, [
    'Hi,',
    `As promised on the ${site.productName} pricing page: ${percent}% off the first month of any package.`,
    `How you get it: buy your package with this email address (${to}). Within ${refundWithinBusinessDays} business days of your first payment we refund ${percent}% of it to the card you paid with. There is no code to enter.`,
    'The offer is for the first month of your first package, once per email address.',
    `See the packages: ${new URL('/pricing', site.publicUrl).href}`,
    'If you did not ask for this, ignore this email: you will not hear from us about it again.',
  ]);
}
