import { z } from 'zod';
import { CRM_MESSAGES, leadSchema, optionalFreeText, optionalText, tooLong } from './crm.js';
import { singleLine } from './text.js';

/**
 * A lead's timeline (crm_outreach_activities) and emailing a lead: contracts shared by the
 * server and the web app. Spec: activities limit 20, newest first.
 */

/** What a timeline entry records. status_change and email are written by the server. */
export const ACTIVITY_TYPES = [
  'call',
  'email',
  'note',
  'meeting',
  'status_change',
  'import',
  'gohighlevel',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
/** The kinds a person logs by hand (an email sent from the page is logged by the server). */
export const LOGGABLE_ACTIVITY_TYPES = ['call', 'email', 'note', 'meeting'] as const;

export const ACTIVITY_LIMITS = { subject: 300, message: 20_000, outcome: 300 } as const;

/** POST /api/crm/leads/:id/activities: a call, email, note or meeting, logged by hand. */
export const createActivityBodySchema = z.object({
  activityType: z.enum(
    LOGGABLE_ACTIVITY_TYPES,
    'Activity type must be call, email, note or meeting',
  ),
  subject: singleLine(
    z
      .string(CRM_MESSAGES.subjectRequired)
      .trim()
      .min(1, CRM_MESSAGES.subjectRequired)
      .max(ACTIVITY_LIMITS.subject, tooLong(ACTIVITY_LIMITS.subject)),
  ),
  message: optionalFreeText(ACTIVITY_LIMITS.message).optional(),
  outcome: optionalText(ACTIVITY_LIMITS.outcome).optional(),
});
export type CreateActivityInput = z.infer<typeof createActivityBodySchema>;

export const activitySchema = z.object({
  id: z.string(),
  leadId: z.string(),
  activityType: z.enum(ACTIVITY_TYPES),
  subject: z.string().nullable(),
  message: z.string().nullable(),
  outcome: z.string().nullable(),
  /** A status change's from and to; an email's delivery (stored, sent or failed). */
  details: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

/** GET /api/crm/leads/:id/activities: newest first; `before` an activity id for older ones. */
export const activityListQuerySchema = z.object({
  before: singleLine(z.string().max(100)).optional().describe('An activity id: the page after it'),
});

export const activityListResponseSchema = z.object({
  activities: z.array(activitySchema),
  /** Older activities exist: ask again with `before` = the last one's id. */
  hasMore: z.boolean(),
});

export const activityResponseSchema = z.object({ activity: activitySchema });

/** POST /api/crm/leads/:id/email: mailed through the app's mailer, logged on the timeline. */
export const sendLeadEmailBodySchema = z.object({
  subject: singleLine(
    z
      .string(CRM_MESSAGES.subjectRequired)
      .trim()
      .min(1, CRM_MESSAGES.subjectRequired)
      .max(ACTIVITY_LIMITS.subject, tooLong(ACTIVITY_LIMITS.subject)),
  ),
  message: z
    .string(CRM_MESSAGES.messageRequired)
    .max(ACTIVITY_LIMITS.message, tooLong(ACTIVITY_LIMITS.message))
    .refine((text) => text.trim().length > 0, CRM_MESSAGES.messageRequired),
});
export type SendLeadEmailInput = z.infer<typeof sendLeadEmailBodySchema>;

export const sendLeadEmailResponseSchema = z.object({
  /** False when the mail server refused it: the attempt is on the timeline all the same. */
  delivered: z.boolean(),
  /** Where it went: an SMTP server, or the outbox admins read. */
  transport: z.enum(['outbox', 'smtp']),
  message: z.string(),
  activity: activitySchema,
  lead: leadSchema,
});

// --- Go High Level conversations (decision 042) ------------------------------------------------

export const GHL_MESSAGE_TYPES = ['Email', 'SMS'] as const;
export type GhlMessageType = (typeof GHL_MESSAGE_TYPES)[number];

export const GHL_MESSAGES_CRM = {
  conversationsOff: 'Turn on Go High Level conversations first',
  sent: 'Message sent through Go High Level',
  noEmailOrPhone: 'This lead has no email address or phone number',
  noPhone: 'This lead has no phone number',
} as const;

/** POST /api/crm/leads/:id/ghl-message: an Email (subject required) or an SMS through GHL. */
export const sendGhlMessageBodySchema = z
  .object({
    type: z.enum(GHL_MESSAGE_TYPES, 'Message type must be Email or SMS'),
    subject: singleLine(
      z.string().trim().max(ACTIVITY_LIMITS.subject, tooLong(ACTIVITY_LIMITS.subject)),
    ).optional(),
    message: z
      .string(CRM_MESSAGES.messageRequired)
      .max(ACTIVITY_LIMITS.message, tooLong(ACTIVITY_LIMITS.message))
      .refine((text) => text.trim().length > 0, CRM_MESSAGES.messageRequired),
  })
  .refine((body) => body.type !== 'Email' || Boolean(body.subject), {
    message: CRM_MESSAGES.subjectRequired,
    path: ['subject'],
  });
export type SendGhlMessageInput = z.infer<typeof sendGhlMessageBodySchema>;

export const sendGhlMessageResponseSchema = z.object({
  /** False when GHL refused a call: the attempt is on the timeline all the same. */
  sent: z.boolean(),
  message: z.string(),
  lead: leadSchema,
});
