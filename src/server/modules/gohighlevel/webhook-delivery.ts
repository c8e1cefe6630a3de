import { WEBHOOK_HEADERS, type WebhookEvent } from '@shared/integration-events';
import type { GhlFeatureSettings } from '@shared/gohighlevel';
import type { JobContext } from '../../platform/jobs/index.js';
import {
  OutboundRequestError,
  postPinned,
  OutboundTargetError,
  resolveOutboundTarget,
  type AddressLookup,
} from '../../platform/outbound/index.js';
import { SecretOpenError } from '../../platform/secrets/index.js';
import type { DeliveryAttempts } from './attempts.js';
import type { GoHighLevelDeps } from './connection.js';
import { findDeliveryForWorker, findFeature, sealedPlace, updatePendingDelivery } from './repo.js';
import { signWebhook } from './signature.js';

/** One POST's bound: a receiver should answer fast and do its work afterwards. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
const USER_AGENT = 'Reelcast-Webhooks/1';

export interface WebhookDeliveryDeps extends GoHighLevelDeps {
  attempts: DeliveryAttempts;
  /** Tests resolve names their own way; the system resolver otherwise. */
  lookup?: AddressLookup;
}

/**
 * `gohighlevel.deliver-webhook`: one attempt to POST an event to the user's webhook URL (the
 * one in the settings now: a URL fixed after a failure gets the retries), signed with the
 * current secret, to the address checked just before (target.ts). 2xx: delivered. 408, 429,
 * 5xx, a timeout or a network failure: tried again with back-off. A redirect or any other 4xx
 * fails at once: the receiver said no, and asking again would not change its mind.
 */
export async function deliverWebhook(
  deps: WebhookDeliveryDeps,
  deliveryId: string,
  ctx: JobContext,
): Promise<void> {
  const { database, secrets, attempts } = deps;
  const row = await findDeliveryForWorker(database.db, deliveryId);
  if (!row || row.status !== 'pending' || row.kind !== 'webhook') return;
  const feature = await findFeature(database.db, row.userId, 'webhook');
  if (!feature?.enabled || !feature.webhookSecret) {
    const message = 'The webhook was turned off before this event was sent.';
    return attempts.failed(row, { message }, { attempted: false });
  }
  let secret: string;
  try {
    secret = secrets.open(feature.webhookSecret, sealedPlace.webhookSecret(feature.id));
  } catch (error) {
    if (!(error instanceof SecretOpenError)) throw error;
    const message = 'The signing secret could not be read: save the webhook with a new secret.';
    return attempts.failed(row, { message }, { attempted: false });
  }
  const { webhookUrl } = feature.settings as GhlFeatureSettings<'webhook'>;
  if (webhookUrl !== row.url) await updatePendingDelivery(database.db, row, { url: webhookUrl });

  let target;
  try {
    target = await resolveOutboundTarget(webhookUrl, {
      allowPrivate: deps.config.webhooks.allowPrivate,
      ...(deps.lookup && { lookup: deps.lookup }),
    });
  } catch (error) {
    if (!(error instanceof OutboundTargetError)) throw error;
    if (error.retryable) return attempts.retry(row, ctx, { message: error.message });
    return attempts.failed(row, { message: error.message });
  }

  const event = row.payload as WebhookEvent;
  const body = JSON.stringify(event);
  const timestamp = Math.floor(Date.now() / 1000);
  let answer;
  try {
    answer = await postPinned(target, {
      body,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      signal: ctx.signal,
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        [WEBHOOK_HEADERS.event]: event.type,
        [WEBHOOK_HEADERS.delivery]: row.id,
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.signature]: signWebhook(secret, timestamp, body),
      },
    });
  } catch (error) {
    // A shutdown or the job's own timeout: the platform retries, this attempt did not count.
    if (ctx.signal.aborted) throw ctx.signal.reason;
    if (!(error instanceof OutboundRequestError)) throw error;
    return attempts.retry(row, ctx, { message: error.message });
  }

  const { status, excerpt } = answer;
  const said = excerpt ? `: ${excerpt}` : '';
  if (status >= 200 && status < 300) {
    return attempts.succeeded(row, { statusCode: status, result: null });
  }
  if (status === 408 || status === 429 || status >= 500) {
    const message = `The receiver answered HTTP ${status}${said}`;
    return attempts.retry(row, ctx, { statusCode: status, message });
  }
  const message =
    status >= 300 && status < 400
      ? `The receiver answered with a redirect (HTTP ${status}), which is not followed: use the final URL`
      : `The receiver refused the event (HTTP ${status})${said}`;
  return attempts.failed(row, { statusCode: status, message });
}
