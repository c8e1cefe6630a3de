/** What a mail is for; kept on the outbox row so an admin can filter and tests can find it. */
export type MailKind = 'password_reset' | 'magic_link' | (string & {});

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: MailKind;
}

/**
 * Sends mail. Every message is recorded in `mail_outbox` first; with SMTP configured it is
 * then delivered and the row says `sent` or `failed`, without SMTP it stays `stored` for an
 * admin to read. A failed delivery is recorded and then thrown as MailDeliveryError.
 */
export interface MailPort {
  /** `smtp` when messages are delivered, `outbox` when they are only stored. */
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}
