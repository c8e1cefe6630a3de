import { z } from 'zod';
import { field, optionalString, optionalUrl, shared } from './fields.js';

/** The sender's bare address, from `Name <a@b>` or `a@b`. */
const addressOf = (mailFrom: string | undefined) =>
  mailFrom?.match(/<([^>]+)>/)?.[1] ?? (mailFrom?.includes('@') ? mailFrom.trim() : undefined);

/** How the product names itself and how people reach the operator: mail, support, booking. */
export const contactSettings = z
  .object({
    PRODUCT_NAME: field(z.string().max(60).default('Reelcast')),
    // The public pages' "book a call" links (an external scheduler such as Calendly).
    BOOKING_URL: optionalUrl,
    // The support mailbox /upload shows (client intake).
    SUPPORT_EMAIL: field(z.email().max(254).optional()),
    SMTP_URL: optionalString,
    MAIL_FROM: shared.MAIL_FROM,
    PUBLIC_URL: shared.PUBLIC_URL,
  })
  .transform((env) => {
    const host = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname : 'localhost';
    const sender = addressOf(env.MAIL_FROM);
    return {
      productName: env.PRODUCT_NAME,
      /**
       * Where the public pages' "book a strategy call" links go. Without a scheduler they still
       * reach the operator: an email to the sender address (or hello@ the public host).
       */
      bookingUrl:
        env.BOOKING_URL ??
        `mailto:${sender ?? `hello@${host}`}?subject=${encodeURIComponent('Strategy call')}`,
      /**
       * The support mailbox /upload shows: SUPPORT_EMAIL, else the sender. Null when neither is
       * set: a guessed support@ address may reach nobody, so the page then shows none.
       */
      supportEmail: env.SUPPORT_EMAIL ?? sender ?? null,
      /** Outgoing mail: SMTP_URL, else dropped as files under DATA_DIR (decision 048). */
      mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    };
  });
