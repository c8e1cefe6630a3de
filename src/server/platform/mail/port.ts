import { HIDDEN_LINK_TEXT } from '@shared/mail';

/** What a mail is for; kept on the outbox row so an admin can filter and tests can find it. */
export type MailKind = 'password_reset' | 'magic_link' | (string & {});

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: MailKind;
  /**
   * The parts of the mail that let its reader in (a sign-in or reset link), as they appear
   * in `text` and `html`. They reach the recipient only: the outbox row keeps the mail with
   * each one replaced by HIDDEN_LINK, and no log line or error text carries them (decision 048).
   */
  secrets?: readonly string[];
}

/** What an outbox row shows in place of a secret part of its mail. */
export const HIDDEN_LINK = HIDDEN_LINK_TEXT;

/**
 * Sends mail. Every message is recorded in `mail_outbox` first, with its secret parts hidden;
 * with SMTP configured it is then delivered and the row says `sent` or `failed`. Without SMTP
 * the row stays `stored` and the whole mail is written to the local mail drop
 * (DATA_DIR/mail, readable by the server's machine user only: decision 048). A failed
 * delivery is recorded and then thrown as MailDeliveryError.
 */
export interface MailPort {
  /** `smtp` when messages are delivered, `outbox` when they are only stored. */
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}
