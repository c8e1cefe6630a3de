import { randomBytes, randomUUID } from 'node:crypto';
import {
  GHL_FEATURE_TYPES,
  GHL_MESSAGES,
  checkGhlFeatureSettings,
  ghlFeatureTypeSchema,
  type GhlFeature,
  type GhlFeatureSettings,
  type GhlFeatureType,
  type SaveFeatureBody,
  type SaveFeatureResponse,
} from '@shared/gohighlevel';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { OutboundTargetError, resolveOutboundTarget } from '../../platform/outbound/index.js';
import { GoHighLevelFailure } from '../../providers/gohighlevel/index.js';
import { GhlConnections, type GoHighLevelDeps, type OpenedConnection } from './connection.js';
import {
  findConnection,
  findFeature,
  listFeatures,
  sealedPlace,
  setFeatureEnabled,
  upsertFeature,
  type GhlFeatureSettingsRow,
} from './repo.js';

/** A webhook signing secret: 32 random bytes, prefixed so people recognise what it is. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * The five features' settings (spec ghl_feature_settings, upsert on user and feature type):
 * checked by the shared schema of their type, then against the location where the setting names
 * something in it (a calendar, a pipeline), and the webhook's URL against the outbound rules.
 */
export class GhlFeatures {
  readonly #connections: GhlConnections;

  constructor(private readonly deps: GoHighLevelDeps) {
    this.#connections = new GhlConnections(deps);
  }

  async list(userId: string): Promise<GhlFeature[]> {
    const rows = await listFeatures(this.deps.database.db, userId);
    return GHL_FEATURE_TYPES.map((type) =>
      present(
        type,
        rows.find((row) => row.featureType === type),
      ),
    );
  }

  async save(userId: string, type: string, body: SaveFeatureBody): Promise<SaveFeatureResponse> {
    const featureType = featureTypeOf(type);
    const checked = checkGhlFeatureSettings(featureType, body.settings);
    if (!checked.ok) throw badRequest(checked.message);
    const { settings } = checked;
    const { database, secrets } = this.deps;
    const needsLocation = featureType === 'calendar' || featureType === 'opportunities';
    if (needsLocation || body.enabled) {
      const opened = await this.#connections.open(database.db, userId);
      if (!opened.ok) throw conflict(needsConnection(opened));
      if (needsLocation) await this.#checkInLocation(opened, featureType, settings);
    }
    if (featureType === 'webhook')
      await this.#checkWebhookUrl(settings as GhlFeatureSettings<'webhook'>);

    let signingSecret: string | undefined;
    const saved = await database.db.transaction(async (tx) => {
      const existing = await findFeature(tx, userId, featureType, { lock: true });
      const id = existing?.id ?? randomUUID();
      const makeSecret =
        featureType === 'webhook' && (!existing?.webhookSecret || body.rotateSecret === true);
      if (makeSecret) signingSecret = newSigningSecret();
      const row = {
        id,
        userId,
        featureType,
        enabled: body.enabled ?? existing?.enabled ?? false,
        settings: settings as Record<string, string | number>,
      };
      const seal = (rowId: string) =>
        signingSecret
          ? { webhookSecret: secrets.seal(signingSecret, sealedPlace.webhookSecret(rowId)) }
          : {};
      const first = await upsertFeature(tx, { ...row, ...seal(id) });
      // A save that raced ours inserted the row first: seal the secret for the row it made.
      return first.id === id
        ? first
        : upsertFeature(tx, { ...row, id: first.id, ...seal(first.id) });
    });
    return {
      message: GHL_MESSAGES.settingsSaved,
      feature: present(featureType, saved),
      ...(signingSecret && { signingSecret }),
    };
  }

  /** The card's toggle: on needs saved settings and a connection; off always works. */
  async toggle(userId: string, type: string, enabled: boolean): Promise<GhlFeature> {
    const featureType = featureTypeOf(type);
    const { database } = this.deps;
    const existing = await findFeature(database.db, userId, featureType);
    if (!existing) {
      if (!enabled) return present(featureType, undefined);
      throw conflict(GHL_MESSAGES.saveSettingsFirst);
    }
    if (enabled) {
      const connection = await findConnection(database.db, userId);
      if (!connection) throw conflict(GHL_MESSAGES.connectFirst);
    }
    const row = await setFeatureEnabled(database.db, userId, featureType, enabled);
    return present(featureType, row);
  }

  /** The calendar or pipeline named must exist in the connected location. */
  async #checkInLocation(
    opened: Extract<OpenedConnection, { ok: true }>,
    featureType: 'calendar' | 'opportunities',
    settings: GhlFeatureSettings,
  ): Promise<void> {
    const client = this.deps.goHighLevel.client(opened.token);
    const locationId = opened.row.accountId;
    const [what, id] =
      featureType === 'calendar'
        ? ['Calendar', (settings as GhlFeatureSettings<'calendar'>).calendarId]
        : ['Pipeline', (settings as GhlFeatureSettings<'opportunities'>).pipelineId];
    let items;
    try {
      items =
        featureType === 'calendar'
          ? await client.calendars(locationId)
          : await client.pipelines(locationId);
    } catch (error) {
      if (!(error instanceof GoHighLevelFailure)) throw error;
      if (error.kind === 'credentials')
        await this.#connections.refused(this.deps.database.db, opened.row, error);
      throw badRequest(
        `Could not check the ${what.toLowerCase()} in Go High Level: ${error.reason}`,
      );
    }
    if (!items.some((item) => item.id === id)) {
      throw badRequest(`${what} ${id} was not found in ${opened.row.accountName}`);
    }
  }

  async #checkWebhookUrl(settings: GhlFeatureSettings<'webhook'>): Promise<void> {
    try {
      await resolveOutboundTarget(settings.webhookUrl, this.deps.config.webhooks);
    } catch (error) {
      if (error instanceof OutboundTargetError) throw badRequest(error.message);
      throw error;
    }
  }
}

function featureTypeOf(type: string): GhlFeatureType {
  const parsed = ghlFeatureTypeSchema.safeParse(type);
  if (!parsed.success) throw notFound(GHL_MESSAGES.unknownFeature);
  return parsed.data;
}

function needsConnection(opened: Extract<OpenedConnection, { ok: false }>): string {
  return opened.problem === 'Go High Level is not connected.'
    ? GHL_MESSAGES.connectFirst
    : opened.problem;
}

function present(featureType: GhlFeatureType, row: GhlFeatureSettingsRow | undefined): GhlFeature {
  return {
    featureType,
    enabled: row?.enabled ?? false,
    settings: row?.settings ?? null,
    hasSigningSecret: Boolean(row?.webhookSecret),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
