import { desc, eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import { storableText } from '@shared/text';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { MailDeliveryError, type MailMessage, type MailPort } from './port.js';

export const DEFAULT_MAIL_FROM = 'Reelcast <no-reply@localhost>';

/**
 * nodemailer waits minutes by default before giving up on a dead server; a password reset
 * request must not hang that long, so a slow server counts as a failed delivery.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Longest error text kept on an outbox row: enough to diagnose, bounded in size. */
const MAX_ERROR_LENGTH = 1000;

export function createMailPort(options: {
  database: Database;
  /** e.g. smtp://user:pass@host:587 or smtps://…:465; unset keeps mail in the outbox only. */
  smtpUrl?: string | undefined;
  from?: string | undefined;
}): MailPort {
  const { db } = options.database;
  const smtp = options.smtpUrl
    ? createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
    : undefined;
  const from = options.from ?? DEFAULT_MAIL_FROM;

  return {
    transport: smtp ? 'smtp' : 'outbox',
    async send(message: MailMessage) {
      // Recorded before delivery: a crash mid-send still leaves the mail for an admin to see.
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          kind: message.kind,
          transport: smtp ? 'smtp' : 'outbox',
          status: 'stored',
        })
        .returning({ id: mailOutbox.id });
      if (!smtp || !row) return;

      try {
        await smtp.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
      } catch (error) {
        const reason = describeSmtpError(error);
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: reason })
          .where(eq(mailOutbox.id, row.id));
        throw new MailDeliveryError(`Could not deliver mail to ${message.to}: ${reason}`);
      }
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date() })
        .where(eq(mailOutbox.id, row.id));
    },
  };
}

/** The mail port the configuration asks for. */
export function mailPortFromConfig(config: Config, database: Database): MailPort {
  return createMailPort({
    database,
    smtpUrl: config.vendors.SMTP_URL,
    from: config.vendors.MAIL_FROM,
  });
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The newest mails first (admin view, tests). */
export function listOutbox(database: Database, limit: number): Promise<OutboxRow[]> {
  return database.db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

/** The mail server's words, stored with the row: storable text, whatever it answered. */
function describeSmtpError(error: unknown): string {
  if (!(error instanceof Error)) return storableText(String(error)).slice(0, MAX_ERROR_LENGTH);
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  const prefix = [code, responseCode].filter(Boolean).join(' ');
  const text = prefix ? `${prefix}: ${error.message}` : error.message;
  return storableText(text).slice(0, MAX_ERROR_LENGTH);
}
