import { createTransport } from 'nodemailer';
import { storableText } from '@shared/text';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { escapeHtml } from '../html.js';
import { dropMail, mailDropDir } from './mail-drop.js';
import { insertOutboxMail, markMailFailed, markMailSent } from './outbox-repo.js';
import { HIDDEN_LINK, MailDeliveryError, type MailMessage, type MailPort } from './port.js';

export const DEFAULT_MAIL_FROM = 'Reelcast <no-reply@localhost>';

/**
 * nodemailer waits minutes by default before giving up on a dead server; a password reset
 * request must not hang that long, so a slow server counts as a failed delivery.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Longest error text kept on an outbox row: enough to diagnose, bounded in size. */
const MAX_ERROR_LENGTH = 1000;

/**
 * `text` with every secret part replaced by HIDDEN_LINK: what the outbox, logs and error texts
 * may keep of a mail (decision 048). A secret is hidden as written, as the HTML part escapes
 * it, URL-encoded, and (for a link) each long query value on its own, the token: a mail server
 * quoting the message back in its refusal sends it transfer-encoded, the URL around the token
 * changed but the token as it was.
 */
export function hideSecrets(text: string, secrets: readonly string[] | undefined): string {
  if (!secrets?.length) return text;
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (!secret) continue;
    for (const form of [secret, escapeHtml(secret), encodeURIComponent(secret)]) forms.add(form);
    for (const value of queryValues(secret)) {
      if (value.length >= MIN_HIDDEN_VALUE_LENGTH) {
        forms.add(value);
        forms.add(encodeURIComponent(value));
      }
    }
  }
  return [...forms]
    .sort((a, b) => b.length - a.length)
    .reduce((out, form) => out.split(form).join(HIDDEN_LINK), text);
}

/** Query values shorter than this are not secrets (`?step=2`); tokens are 24+ characters. */
const MIN_HIDDEN_VALUE_LENGTH = 8;

function queryValues(secret: string): string[] {
  try {
    return [...new URL(secret).searchParams.values()];
  } catch {
    return [];
  }
}

export function createMailPort(options: {
  database: Database;
  /** e.g. smtp://user:pass@host:587 or smtps://…:465; unset: the outbox and the mail drop. */
  smtpUrl?: string | undefined;
  from?: string | undefined;
  /**
   * Without SMTP, where the whole mail is written for the server's machine user (mail-drop.ts);
   * unset (tests that read a recording mailbox), the mail reaches nobody.
   */
  dropDir?: string | undefined;
}): MailPort {
  const { db } = options.database;
  const smtp = options.smtpUrl
    ? createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
    : undefined;
  const from = options.from ?? DEFAULT_MAIL_FROM;

  return {
    transport: smtp ? 'smtp' : 'outbox',
    async send(message: MailMessage) {
      const hide = (text: string) => hideSecrets(text, message.secrets);
      const linkHidden = Boolean(message.secrets?.some((secret) => secret.length > 0));
      // Recorded before delivery: a crash mid-send still leaves the mail for an admin to see.
      // The row never holds a secret part: a database reader or an admin cannot sign in with it.
      const row = await insertOutboxMail(db, {
        to: message.to,
        subject: hide(message.subject),
        text: hide(message.text),
        html: message.html === undefined ? null : hide(message.html),
        kind: message.kind,
        linkHidden,
        transport: smtp ? 'smtp' : 'outbox',
        status: 'stored',
      });
      if (!row) return;

      const fail = async (reason: string) => {
        await markMailFailed(db, row.id, reason);
        return new MailDeliveryError(`Could not deliver mail to ${message.to}: ${reason}`);
      };

      if (!smtp) {
        if (!options.dropDir) return;
        try {
          await dropMail(options.dropDir, {
            outboxId: row.id,
            to: message.to,
            subject: message.subject,
            kind: message.kind,
            text: message.text,
            html: message.html ?? null,
            createdAt: row.createdAt.toISOString(),
          });
        } catch (error) {
          throw await fail(describeError(error, hide));
        }
        return;
      }

      try {
        await smtp.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
      } catch (error) {
        throw await fail(describeError(error, hide));
      }
      await markMailSent(db, row.id);
    },
  };
}

/** The mail port the configuration asks for. */
export function mailPortFromConfig(config: Config, database: Database): MailPort {
  return createMailPort({
    database,
    ...config.mail,
    dropDir: mailDropDir(config.dataDir),
  });
}

/**
 * The mail server's (or file system's) words, kept on the row: secrets hidden first (a server
 * may quote the message back), then storable text, bounded.
 */
function describeError(error: unknown, hide: (text: string) => string): string {
  let text = String(error);
  if (error instanceof Error) {
    const { code, responseCode } = error as { code?: string; responseCode?: number };
    const prefix = [code, responseCode].filter(Boolean).join(' ');
    text = prefix ? `${prefix}: ${error.message}` : error.message;
  }
  return storableText(hide(text)).slice(0, MAX_ERROR_LENGTH);
}
