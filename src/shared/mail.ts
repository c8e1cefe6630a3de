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
