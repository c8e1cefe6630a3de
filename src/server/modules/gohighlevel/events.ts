import { randomUUID } from 'node:crypto';
import type { GhlFeatureSettings } from '@shared/gohighlevel';
import {
  integrationEventContract,
  type IntegrationEventDataInput,
  type IntegrationEventType,
  type WebhookEvent,
} from '@shared/integration-events';
import type { AppTx, Database } from '../../db/client.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import { enabledFeatures, insertDelivery } from './repo.js';

/** What a social post delivery carries (its payload): enough to post without the event. */
export interface SocialPostPayload {
  event: WebhookEvent;
  videoId: string;
  summary: string;
  /** Comma-separated platform names; empty: every platform of the location. */
  platforms: string;
  /** The GHL user the post is created as (the feature's settings). */
  ghlUserId: string;
}

/** The most of a prompt a post's text takes (Instagram's caption limit; GHL trims further). */
const SUMMARY_MAX_LENGTH = 2200;

/**
 * Integration events (decision 037): `emit(tx, userId, type, data)` from where something
 * happened (a video job's end, a submission's approval, a post, a lead). When the user's
 * webhook feature is on it records a delivery and queues its job; a finished video also goes
 * to the social planner when that is on. Both are written in the caller's transaction, so an
 * event is delivered exactly when what it reports was committed. A user without Go High Level
 * costs one indexed read per event.
 */
export interface IntegrationEventEmitter {
  emit<T extends IntegrationEventType>(
    tx: AppTx | undefined,
    userId: string,
    type: T,
    data: IntegrationEventDataInput<T>,
  ): Promise<void>;
}

export class IntegrationEvents implements IntegrationEventEmitter {
  constructor(private readonly deps: { database: Database; queue: JobQueue }) {}

  async emit<T extends IntegrationEventType>(
    tx: AppTx | undefined,
    userId: string,
    type: T,
    data: IntegrationEventDataInput<T>,
  ): Promise<void> {
    // A payload that does not fit is a programming error: it fails the caller's transaction.
    const parsed = integrationEventContract[type].parse(data) as Record<string, unknown>;
    if (!tx) {
      return this.deps.database.db.transaction((own) => this.emit(own, userId, type, data));
    }
    const features = await enabledFeatures(tx, userId, ['webhook', 'social_planner']);
    if (features.size === 0) return;
    const event: WebhookEvent = {
      id: randomUUID(),
      type,
      timestamp: new Date().toISOString(),
      data: parsed,
    };

    const webhook = features.get('webhook');
    if (webhook) {
      const { webhookUrl } = webhook.settings as GhlFeatureSettings<'webhook'>;
      const delivery = await insertDelivery(tx, {
        userId,
        kind: 'webhook',
        eventId: event.id,
        eventType: type,
        payload: event,
        url: webhookUrl,
      });
      await this.deps.queue.enqueue(
        'gohighlevel.deliver-webhook',
        { deliveryId: delivery.id },
        { tx },
      );
    }

    const planner = features.get('social_planner');
    if (planner && event.type === 'video.completed') {
      const settings = planner.settings as GhlFeatureSettings<'social_planner'>;
      const video = parsed as { videoId: string; prompt: string };
      const payload: SocialPostPayload = {
        event,
        videoId: video.videoId,
        summary: video.prompt.slice(0, SUMMARY_MAX_LENGTH),
        platforms: settings.platforms ?? '',
        ghlUserId: settings.userId,
      };
      const delivery = await insertDelivery(tx, {
        userId,
        kind: 'social_post',
        eventId: event.id,
        eventType: type,
        payload: { ...payload },
      });
      await this.deps.queue.enqueue('gohighlevel.post-social', { deliveryId: delivery.id }, { tx });
    }
  }
}
