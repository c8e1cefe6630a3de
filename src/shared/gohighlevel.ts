import { z } from 'zod';
import { isSingleLine } from './text.js';

/**
 * Go High Level (spec: Social media, the credentials and feature-settings dialogs; decision
 * 037): a user connects one GHL location with a private integration token and its location id,
 * then turns features on, each with its own settings. Contracts shared by the server and the
 * web: the web checks a dialog with the same schema the server saves with.
 */

export const GHL_MESSAGES = {
  bothRequired: 'Both API Key and Location ID are required',
  failedToConnect: 'Failed to connect',
  failedToLoadFeatureSettings: 'Failed to load feature settings',
  failedToUpdateFeature: 'Failed to update feature',
  failedToSaveSettings: 'Failed to save settings',
  settingsSaved: 'Settings saved',
  connected: (locationName: string) => `Connected to ${locationName}`,
  disconnected: 'Go High Level disconnected',
  failedToDisconnect: 'Failed to disconnect platform',
  connectFirst: 'Connect Go High Level first',
  saveSettingsFirst: 'Save this feature’s settings first',
  apiKeyInvalid: 'The API key must be a single word of printable characters',
  locationIdInvalid: 'The Location ID may only contain letters, digits, - and _',
  unknownFeature: 'Unknown feature',
  secretShownOnce:
    'Copy it now: it is shown only once. To get a new one, save with “Replace the signing secret” ticked.',
} as const;

/** GHL ids (locations, calendars, pipelines, contacts, users) are short [A-Za-z0-9] strings. */
const GHL_ID = /^[A-Za-z0-9_-]+$/;
const GHL_ID_MAX_LENGTH = 64;
/** A private integration token is about 40 characters; a few hundred leaves room for OAuth. */
const API_KEY_MAX_LENGTH = 1000;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** connect-gohighlevel: both fields, trimmed; a missing or blank one gets the spec's message. */
export const connectBodySchema = z.object({
  apiKey: z.preprocess(
    trimmed,
    z
      .string(GHL_MESSAGES.bothRequired)
      .min(1, GHL_MESSAGES.bothRequired)
      .max(API_KEY_MAX_LENGTH, GHL_MESSAGES.apiKeyInvalid)
      // Sent as a header: printable ASCII without spaces, or fetch would refuse it.
      .regex(/^[\x21-\x7e]+$/, GHL_MESSAGES.apiKeyInvalid),
  ),
  locationId: z.preprocess(
    trimmed,
    z
      .string(GHL_MESSAGES.bothRequired)
      .min(1, GHL_MESSAGES.bothRequired)
      .max(GHL_ID_MAX_LENGTH, GHL_MESSAGES.locationIdInvalid)
      .regex(GHL_ID, GHL_MESSAGES.locationIdInvalid),
  ),
});
export type ConnectBody = z.output<typeof connectBodySchema>;
export const connectResponseSchema = z.object({ locationName: z.string() });

// --- Features and their settings --------------------------------------------------------------

export const GHL_FEATURE_TYPES = [
  'calendar',
  'opportunities',
  'conversations',
  'social_planner',
  'webhook',
] as const;
export type GhlFeatureType = (typeof GHL_FEATURE_TYPES)[number];
export const ghlFeatureTypeSchema = z.enum(GHL_FEATURE_TYPES);

export const GHL_FEATURE_LABELS: Record<GhlFeatureType, { title: string; description: string }> = {
  calendar: { title: 'Calendar', description: 'Book appointments in one of your calendars' },
  opportunities: { title: 'Opportunities', description: 'Track leads in a pipeline' },
  conversations: { title: 'Conversations', description: 'Message a contact' },
  social_planner: {
    title: 'Social planner',
    description: 'Post each finished video to your location’s social accounts',
  },
  webhook: {
    title: 'Webhook',
    description: 'Send signed events (videos, posts, approvals, leads) to a URL',
  },
};

/** The platforms GHL's social planner posts to (its account `platform` values). */
export const GHL_SOCIAL_PLATFORMS = [
  'google',
  'facebook',
  'instagram',
  'linkedin',
  'twitter',
  'tiktok',
] as const;
export type GhlSocialPlatform = (typeof GHL_SOCIAL_PLATFORMS)[number];

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : trimmed(value);

const ghlId = (label: string) =>
  z
    .string(`${label} is required`)
    .min(1, `${label} is required`)
    .max(GHL_ID_MAX_LENGTH, `${label} is too long`)
    .regex(GHL_ID, `${label} may only contain letters, digits, - and _`);
const requiredId = (label: string) => z.preprocess(blankToUndefined, ghlId(label));
const optionalId = (label: string) => z.preprocess(blankToUndefined, ghlId(label).optional());

/** "facebook, Instagram" → "facebook,instagram": known names only, each once, in order. */
function normalisePlatforms(value: string, context: z.RefinementCtx): string {
  const names = [...new Set(value.split(',').map((name) => name.trim().toLowerCase()))];
  const listed = names.filter(Boolean);
  const unknown = listed.filter(
    (name) => !(GHL_SOCIAL_PLATFORMS as readonly string[]).includes(name),
  );
  if (unknown.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `Unknown platform: ${unknown.join(', ')}. Use ${GHL_SOCIAL_PLATFORMS.join(', ')}`,
    });
    return z.NEVER;
  }
  return listed.join(',');
}

const WEBHOOK_URL_MAX_LENGTH = 2048;
const webhookUrl = z.preprocess(
  trimmed,
  z
    .string('Webhook URL is required')
    .min(1, 'Webhook URL is required')
    .max(WEBHOOK_URL_MAX_LENGTH, 'Webhook URL is too long')
    .refine(isSingleLine, 'Webhook URL must be a valid URL')
    .refine((url) => /^https?:$/.test(parsedUrl(url)?.protocol ?? ''), {
      message: 'Webhook URL must be a valid http(s) URL',
    })
    .refine((url) => !parsedUrl(url)?.username && !parsedUrl(url)?.password, {
      message: 'Webhook URL must not contain a user name or password',
    }),
);

function parsedUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * Each feature's settings (spec entity ghl_feature_settings), with the spec's rules. Blank
 * optional fields are dropped, so what is stored is exactly what the feature uses.
 */
export const ghlFeatureSettingsSchemas = {
  calendar: z.object({ calendarId: requiredId('Calendar ID') }),
  opportunities: z.object({
    pipelineId: requiredId('Pipeline ID'),
    monetaryValue: z.preprocess((value) => {
      const blank = blankToUndefined(value);
      return typeof blank === 'string' && /^-?\d+(\.\d+)?$/.test(blank) ? Number(blank) : blank;
    }, z.number('Monetary value must be a number').min(0, 'Monetary value must be 0 or more').max(1_000_000_000, 'Monetary value must be at most 1,000,000,000').optional()),
  }),
  conversations: z.object({ contactId: optionalId('Contact ID') }),
  social_planner: z.object({
    platforms: z.preprocess(
      blankToUndefined,
      z.string('Platforms must be text').max(200).transform(normalisePlatforms).optional(),
    ),
    /** GHL requires the user a post is created as; no call open to a location token names one. */
    userId: requiredId('Go High Level user ID'),
  }),
  webhook: z.object({ webhookUrl }),
} as const satisfies Record<GhlFeatureType, z.ZodType>;

export type GhlFeatureSettings<T extends GhlFeatureType = GhlFeatureType> = z.output<
  (typeof ghlFeatureSettingsSchemas)[T]
>;

/** A feature's settings checked by its type's rules: the first broken rule's message, or the value. */
export function checkGhlFeatureSettings<T extends GhlFeatureType>(
  featureType: T,
  input: unknown,
): { ok: true; settings: GhlFeatureSettings<T> } | { ok: false; message: string } {
  const result = ghlFeatureSettingsSchemas[featureType].safeParse(input ?? {});
  if (result.success) return { ok: true, settings: result.data as GhlFeatureSettings<T> };
  return {
    ok: false,
    message: result.error.issues[0]?.message ?? GHL_MESSAGES.failedToSaveSettings,
  };
}

/** The path parameter of a feature's routes. */
export const featureParamsSchema = z.object({ featureType: z.string() });

/** PUT /api/gohighlevel/features/{featureType}: settings checked by the type's rules. */
export const saveFeatureBodySchema = z.object({
  settings: z
    .record(z.string(), z.unknown())
    .describe(
      'calendar: {calendarId}; opportunities: {pipelineId, monetaryValue?}; conversations: ' +
        '{contactId?}; social_planner: {platforms? (comma-separated), userId}; webhook: {webhookUrl}',
    ),
  /** Absent: unchanged (off for a new feature). */
  enabled: z.boolean().optional(),
  /** Webhook only: replace the signing secret (the new one is in this answer, once). */
  rotateSecret: z.boolean().optional(),
});
export type SaveFeatureBody = z.infer<typeof saveFeatureBodySchema>;

/** PATCH /api/gohighlevel/features/{featureType}: the card's toggle. */
export const toggleFeatureBodySchema = z.object({ enabled: z.boolean() });

const settingsValueSchema = z.union([z.string(), z.number()]);

export const ghlFeatureSchema = z.object({
  featureType: ghlFeatureTypeSchema,
  enabled: z.boolean(),
  /** Null until the settings are first saved. */
  settings: z.record(z.string(), settingsValueSchema).nullable(),
  /** Webhook: a signing secret exists (it is never sent again after the save that made it). */
  hasSigningSecret: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type GhlFeature = z.infer<typeof ghlFeatureSchema>;

export const ghlConnectionSchema = z.object({
  locationId: z.string(),
  locationName: z.string(),
  status: z.enum(['connected', 'reconnect_needed']),
  /** Why a reconnect is needed (the token was refused), worded for people. */
  statusReason: z.string().nullable(),
  connectedAt: z.string(),
});
export type GhlConnection = z.infer<typeof ghlConnectionSchema>;

/** GET /api/gohighlevel/features: the connection (or null) and the five features, in order. */
export const ghlFeaturesResponseSchema = z.object({
  connection: ghlConnectionSchema.nullable(),
  features: z.array(ghlFeatureSchema),
});
export type GhlFeaturesResponse = z.infer<typeof ghlFeaturesResponseSchema>;

export const saveFeatureResponseSchema = z.object({
  message: z.string(),
  feature: ghlFeatureSchema,
  /** Webhook, on the save that made or replaced the secret only: shown once, never again. */
  signingSecret: z.string().optional(),
});
export type SaveFeatureResponse = z.infer<typeof saveFeatureResponseSchema>;

export const toggleFeatureResponseSchema = z.object({ feature: ghlFeatureSchema });
export const disconnectResponseSchema = z.object({ message: z.string() });

// --- The calendar's free slots on a lead's page (decision 042) ----------------------------------

/** How far ahead the lead page looks, and how many slots it shows. */
export const FREE_SLOT_DAYS = 7;
export const FREE_SLOT_LIMIT = 8;

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** GET /api/gohighlevel/calendar/free-slots: in the viewer's time zone (default UTC). */
export const freeSlotsQuerySchema = z.object({
  timezone: z
    .string()
    .max(64, 'Unknown time zone')
    .refine(isTimeZone, 'Unknown time zone')
    .optional()
    .describe('An IANA time zone, e.g. Europe/Berlin'),
});

export const freeSlotsResponseSchema = z.object({
  /** The calendar feature is on and the connection usable. */
  enabled: z.boolean(),
  calendarId: z.string().nullable(),
  timezone: z.string(),
  /** The next free slots (ISO 8601 with the zone's offset), soonest first. */
  slots: z.array(z.string()),
  /** Why the slots could not be read (GHL's reason, worded), or null. */
  error: z.string().nullable(),
});
export type FreeSlotsResponse = z.infer<typeof freeSlotsResponseSchema>;

export * from './integration-events.js';
