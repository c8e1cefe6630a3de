import {
  GHL_SOCIAL_PLATFORMS,
  checkGhlFeatureSettings,
  connectBodySchema,
  type ConnectBody,
  type GhlFeature,
  type GhlFeatureSettings,
  type GhlFeatureType,
} from '@shared/gohighlevel';
import type { Delivery } from '@shared/integration-events';

/**
 * The Go High Level dialogs' state and checks (decision 028's shape): the same shared schemas the
 * server saves with, so the first broken rule is shown before any request, in the same words.
 */

export type Checked<T> = { ok: true; body: T } | { ok: false; message: string };

/** The credentials dialog: both fields, trimmed; the spec's message when one is missing. */
export function checkConnect(apiKey: string, locationId: string): Checked<ConnectBody> {
  const result = connectBodySchema.safeParse({ apiKey, locationId });
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid input' };
}

export interface FieldSpec {
  name: string;
  label: string;
  required: boolean;
  placeholder: string;
  hint?: string;
  inputMode?: 'decimal' | 'url';
}

/** The spec's fields per feature type (plus the social planner's GHL user, decision 037). */
export const FEATURE_FIELDS: Record<GhlFeatureType, FieldSpec[]> = {
  calendar: [
    {
      name: 'calendarId',
      label: 'Calendar ID',
      required: true,
      placeholder: 'e.g. sV3BiXrjzbfo1tSUdyHO',
      hint: 'Checked in your location when you save.',
    },
  ],
  opportunities: [
    {
      name: 'pipelineId',
      label: 'Pipeline ID',
      required: true,
      placeholder: 'e.g. VDm7RPYC2GLUvdpKmBfC',
      hint: 'Checked in your location when you save.',
    },
    {
      name: 'monetaryValue',
      label: 'Monetary value',
      required: false,
      placeholder: 'e.g. 1500',
      inputMode: 'decimal',
      hint: 'Optional: the value new opportunities start with.',
    },
  ],
  conversations: [
    {
      name: 'contactId',
      label: 'Contact ID',
      required: false,
      placeholder: 'Optional',
      hint: 'Optional: the contact messages go to.',
    },
  ],
  social_planner: [
    {
      name: 'platforms',
      label: 'Platforms',
      required: false,
      placeholder: 'facebook, instagram',
      hint: `Comma-separated: ${GHL_SOCIAL_PLATFORMS.join(', ')}. Empty: every connected account.`,
    },
    {
      name: 'userId',
      label: 'Go High Level user ID',
      required: true,
      placeholder: 'e.g. 9NkT25Vor1v4aQatFsv2',
      hint: 'Posts are created as this user (Settings → My Staff in Go High Level).',
    },
  ],
  webhook: [
    {
      name: 'webhookUrl',
      label: 'Webhook URL',
      required: true,
      placeholder: 'https://services.leadconnectorhq.com/hooks/…',
      inputMode: 'url',
      hint: 'A public https URL, e.g. a workflow’s Inbound Webhook trigger.',
    },
  ],
};

export type FieldValues = Record<string, string>;

/** The dialog's starting values: what was saved, as text. */
export function initialValues(feature: GhlFeature): FieldValues {
  return Object.fromEntries(
    FEATURE_FIELDS[feature.featureType].map((field) => {
      const saved = feature.settings?.[field.name];
      return [field.name, saved === undefined ? '' : String(saved)];
    }),
  );
}

export function checkFeatureSettings<T extends GhlFeatureType>(
  featureType: T,
  values: FieldValues,
): Checked<GhlFeatureSettings<T>> {
  const checked = checkGhlFeatureSettings(featureType, values);
  return checked.ok ? { ok: true, body: checked.settings } : checked;
}

const EVENT_LABELS: Record<Delivery['eventType'], string> = {
  'video.completed': 'Video completed',
  'video.failed': 'Video failed',
  'post.published': 'Post published',
  'submission.approved': 'Submission approved',
  'lead.status_changed': 'Lead status changed',
};

/**
 * One entry of the delivery log: what happened (`title`), how it went in words (`detail`: the
 * result, or the last reason it failed), and the counts (`meta`: attempts, last HTTP status).
 */
export function describeDelivery(delivery: Delivery): {
  title: string;
  detail: string;
  meta: string;
} {
  const tries = `${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}`;
  const meta = [tries, delivery.lastStatusCode === null ? '' : `HTTP ${delivery.lastStatusCode}`]
    .filter(Boolean)
    .join(' · ');
  const detail =
    delivery.status === 'delivered'
      ? (delivery.result ?? 'Delivered')
      : delivery.status === 'failed'
        ? (delivery.lastError ?? 'Failed')
        : delivery.lastError
          ? `Will try again: ${delivery.lastError}`
          : 'Waiting to be sent';
  return { title: EVENT_LABELS[delivery.eventType], detail, meta };
}

/** What a feature's saved settings say, in a few words (the card's line under its name). */
export function settingsSummary(feature: GhlFeature): string {
  const settings = feature.settings;
  if (!settings) return 'Not set up yet';
  const text = (name: string) => (settings[name] === undefined ? '' : String(settings[name]));
  switch (feature.featureType) {
    case 'calendar':
      return `Calendar ${text('calendarId')}`;
    case 'opportunities':
      return `Pipeline ${text('pipelineId')}${text('monetaryValue') ? ` · value ${text('monetaryValue')}` : ''}`;
    case 'conversations':
      return text('contactId') ? `Contact ${text('contactId')}` : 'No default contact';
    case 'social_planner':
      return text('platforms')
        ? `Posts to ${text('platforms').replaceAll(',', ', ')}`
        : 'Posts to every connected account';
    case 'webhook': {
      const url = text('webhookUrl');
      return URL.canParse(url) ? `Sends to ${new URL(url).host}` : 'Sends to your URL';
    }
  }
}
