import { z } from 'zod';

/** GET /api/admin/mail-outbox?limit= (admins only): the newest mails first. */
export const mailOutboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  kind: z.string(),
  /**
   * The mail carried a link that signs in: text and html show "[link sent, hidden]" in its
   * place, and "Send again" mails a fresh link to the recipient (decision 048).
   */
  linkHidden: z.boolean(),
  /** `outbox`: stored only (no SMTP configured); `smtp`: delivery was attempted. */
  transport: z.enum(['outbox', 'smtp']),
  status: z.enum(['stored', 'sent', 'failed']),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const mailOutboxResponseSchema = z.object({ mails: z.array(outboxMailSchema) });
export type MailOutboxResponse = z.infer<typeof mailOutboxResponseSchema>;

/** What the outbox shows in place of a link that signs in (decision 048). */
export const HIDDEN_LINK_TEXT = '[link sent, hidden]';

/** Where the whole mail is, links included, when no SMTP server is configured. */
export const MAIL_DROP_HINT =
  'Without SMTP, each mail is delivered as a file under DATA_DIR/mail on the server (readable by the user that runs it; "npm run admin -- mail <email>" prints the newest).';

/** POST /api/admin/mail-outbox/:id/resend (admins only). */
export const resendOutboxMailParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

export const resendOutboxMailResponseSchema = z.object({
  /**
   * `fresh-link`: the mail had a hidden link; a new one of the same kind went to the
   * recipient (never to the admin). `copy`: the same text was sent again.
   */
  sent: z.enum(['fresh-link', 'copy']),
  to: z.string(),
  message: z.string(),
});
export type ResendOutboxMailResponse = z.infer<typeof resendOutboxMailResponseSchema>;
