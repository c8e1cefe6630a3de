import { z } from 'zod';
import { singleLine } from './text.js';

/**
 * The lead CRM (/crm/*): contracts shared by the server and the web app. Spec:
 * marketing-and-service.md (CRM screens, crm_leads, crm_outreach_activities, lead statuses,
 * CRM errors and toasts, limits). Every lead belongs to one user (decision 038).
 */

export const CRM_MESSAGES = {
  failedToLoadLeads: 'Failed to load leads',
  failedToImport: 'Failed to import leads',
  mustBeLoggedInToImport: 'You must be logged in to import leads',
  failedToLoadLead: 'Failed to load lead details',
  failedToUpdate: 'Failed to update lead',
  notFound: 'Lead not found',
  updated: 'Lead updated successfully',
  created: 'Lead created',
  deleted: 'Lead deleted',
  imported: (n: number) => `Successfully imported ${n} leads!`,
  uploadCsv: 'Please upload a CSV file',
  activityLogged: 'Activity logged',
  emailSent: 'Email sent',
  noEmail: 'This lead has no email address',
  businessNameRequired: 'Please enter a business name',
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please enter a message',
  comingSoon: 'Coming soon',
} as const;

/** Spec lead statuses, in the order of the pipeline. */
export const LEAD_STATUSES = [
  'new',
  'contacted',
  'responded',
  'qualified',
  'converted',
  'lost',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The dashboard's In Progress card counts these (spec). */
export const IN_PROGRESS_STATUSES: readonly LeadStatus[] = ['contacted', 'responded', 'qualified'];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  responded: 'Responded',
  qualified: 'Qualified',
  converted: 'Converted',
  lost: 'Lost',
};

/** A lead's opportunity in Go High Level: open when made, won once the lead converted. */
export const GHL_OPPORTUNITY_STATUSES = ['open', 'won'] as const;
export type GhlOpportunityStatus = (typeof GHL_OPPORTUNITY_STATUSES)[number];

export const LEAD_PRIORITIES = ['high', 'medium', 'low'] as const;
export type LeadPriority = (typeof LEAD_PRIORITIES)[number];

export const CLAIM_STATUSES = ['claimed', 'unclaimed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Spec: lead list limit 50 (a page of the dashboard). */
export const LEAD_PAGE_SIZE = 50;
/** Spec: activities limit 20 (newest first; older ones on request). */
export const ACTIVITY_PAGE_SIZE = 20;

/** Field lengths: generous for real listings, bounded so a row stays a row. */
export const LEAD_LIMITS = {
  name: 300,
  url: 2_000,
  address: 500,
  phone: 60,
  email: 320,
  services: 20,
  service: 200,
  tags: 30,
  tag: 60,
  aiMessage: 10_000,
  notes: 20_000,
  search: 200,
} as const;

export const tooLong = (max: number) => `Must be at most ${max} characters`;

/** An http(s) address; what people paste without a scheme is not guessed here (the form adds it). */
export const isWebUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** An optional single-line text: empty means none (null). */
export const optionalText = (max: number) =>
  singleLine(z.string().trim().max(max, tooLong(max)))
    .nullable()
    .transform((value) => (value ? value : null));

const optionalUrl = (label: string) =>
  singleLine(z.string().trim().max(LEAD_LIMITS.url, tooLong(LEAD_LIMITS.url)))
    .refine(
      (value) => value === '' || isWebUrl(value),
      `${label} must be a web address (https://…)`,
    )
    .nullable()
    .transform((value) => (value ? value : null));

export const optionalFreeText = (max: number) =>
  z
    .string()
    .max(max, tooLong(max))
    .nullable()
    .transform((value) => (value?.trim() ? value : null));

/** Every editable field of a lead (create: business name required; update: any subset). */
const leadFields = {
  businessName: singleLine(
    z
      .string(CRM_MESSAGES.businessNameRequired)
      .trim()
      .min(1, CRM_MESSAGES.businessNameRequired)
      .max(LEAD_LIMITS.name, tooLong(LEAD_LIMITS.name)),
  ),
  googleMapsUrl: optionalUrl('The maps link'),
  rating: z
    .number('Rating must be a number from 0 to 5')
    .min(0, 'Rating must be from 0 to 5')
    .max(5, 'Rating must be from 0 to 5')
    .nullable(),
  reviewCount: z
    .number('Review count must be a whole number')
    .int('Review count must be a whole number')
    .min(0, 'Review count cannot be negative')
    .max(100_000_000, 'Review count is too large')
    .nullable(),
  address: optionalText(LEAD_LIMITS.address),
  website: optionalUrl('The website'),
  phone: optionalText(LEAD_LIMITS.phone),
  email: z
    .union([z.literal(''), z.email('Please enter a valid email address').max(LEAD_LIMITS.email)])
    .nullable()
    .transform((value) => (value ? value : null)),
  claimStatus: z.enum(CLAIM_STATUSES, 'Claim status must be claimed or unclaimed').nullable(),
  completionPercentage: z
    .number('Completion must be a number from 0 to 100')
    .int('Completion must be a whole number')
    .min(0, 'Completion must be from 0 to 100')
    .max(100, 'Completion must be from 0 to 100')
    .nullable(),
  instagramUrl: optionalUrl('The Instagram link'),
  linkedinUrl: optionalUrl('The LinkedIn link'),
  youtubeUrl: optionalUrl('The YouTube link'),
  suggestedServices: z
    .array(singleLine(z.string().trim().min(1).max(LEAD_LIMITS.service)))
    .max(LEAD_LIMITS.services, `At most ${LEAD_LIMITS.services} services`),
  aiMessage: optionalFreeText(LEAD_LIMITS.aiMessage),
  leadStatus: z.enum(LEAD_STATUSES, 'Status must be one of the six lead statuses'),
  priority: z.enum(LEAD_PRIORITIES, 'Priority must be high, medium or low'),
  tags: z
    .array(singleLine(z.string().trim().min(1).max(LEAD_LIMITS.tag)))
    .max(LEAD_LIMITS.tags, `At most ${LEAD_LIMITS.tags} tags`),
  notes: optionalFreeText(LEAD_LIMITS.notes),
};

/** POST /api/crm/leads: a lead typed by hand (/crm/leads/new). */
export const createLeadBodySchema = z.object({
  ...leadFields,
  googleMapsUrl: leadFields.googleMapsUrl.optional(),
  rating: leadFields.rating.optional(),
  reviewCount: leadFields.reviewCount.optional(),
  address: leadFields.address.optional(),
  website: leadFields.website.optional(),
  phone: leadFields.phone.optional(),
  email: leadFields.email.optional(),
  claimStatus: leadFields.claimStatus.optional(),
  completionPercentage: leadFields.completionPercentage.optional(),
  instagramUrl: leadFields.instagramUrl.optional(),
  linkedinUrl: leadFields.linkedinUrl.optional(),
  youtubeUrl: leadFields.youtubeUrl.optional(),
  suggestedServices: leadFields.suggestedServices.optional(),
  aiMessage: leadFields.aiMessage.optional(),
  leadStatus: leadFields.leadStatus.optional(),
  priority: leadFields.priority.optional(),
  tags: leadFields.tags.optional(),
  notes: leadFields.notes.optional(),
});
export type CreateLeadInput = z.infer<typeof createLeadBodySchema>;

/** PATCH /api/crm/leads/:id: any subset of the fields; at least one. */
export const updateLeadBodySchema = z
  .object(leadFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type UpdateLeadInput = z.infer<typeof updateLeadBodySchema>;

export const leadSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  googleMapsUrl: z.string().nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  claimStatus: z.enum(CLAIM_STATUSES).nullable(),
  completionPercentage: z.number().nullable(),
  instagramUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  suggestedServices: z.array(z.string()),
  aiMessage: z.string().nullable(),
  leadStatus: z.enum(LEAD_STATUSES),
  priority: z.enum(LEAD_PRIORITIES),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  importId: z.string().nullable(),
  /** Go High Level: the lead's contact and opportunity there (decision 042), when made. */
  ghlContactId: z.string().nullable(),
  ghlOpportunityId: z.string().nullable(),
  ghlOpportunityStatus: z.enum(GHL_OPPORTUNITY_STATUSES).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/** GET /api/crm/leads (and the export): search, status filter, page. */
export const leadListQuerySchema = z.object({
  search: singleLine(z.string().trim().max(LEAD_LIMITS.search, tooLong(LEAD_LIMITS.search)))
    .optional()
    .describe('Matches business name, email, phone, address or website'),
  status: z.enum(LEAD_STATUSES, 'Unknown lead status').optional(),
  page: z.coerce
    .number('Page must be a whole number')
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(100_000, 'Page is too large')
    .optional(),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

/** The four stat cards: all of the user's leads, whatever the search or filter. */
export const leadStatsSchema = z.object({
  total: z.number(),
  new: z.number(),
  inProgress: z.number(),
  converted: z.number(),
  byStatus: z.record(z.enum(LEAD_STATUSES), z.number()),
});
export type LeadStats = z.infer<typeof leadStatsSchema>;

export const leadListResponseSchema = z.object({
  leads: z.array(leadSchema),
  /** Leads matching the search and filter (all pages). */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  stats: leadStatsSchema,
});
export type LeadListResponse = z.infer<typeof leadListResponseSchema>;

export const leadResponseSchema = z.object({ lead: leadSchema });
