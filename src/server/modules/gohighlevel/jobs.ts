import type { HandlerRegistry } from '../../platform/jobs/index.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { StoragePort } from '../../platform/storage/index.js';
import { DeliveryAttempts } from './attempts.js';
import type { GoHighLevelDeps } from './connection.js';
import { postToSocialPlanner } from './social-planner.js';
import { deliverWebhook } from './webhook-delivery.js';

export interface GoHighLevelJobDeps extends GoHighLevelDeps {
  storage: StoragePort;
  /** Its catalog says how each job is retried: the log's "next attempt" follows it. */
  queue: JobQueue;
}

/**
 * The delivery jobs of integration events (decision 037): a signed webhook POST and a social
 * planner post, each one row of webhook_deliveries. A failure that may pass is retried by the
 * platform with back-off; when the retries run out (or the process died on the last one), the
 * row ends failed with the last reason it recorded.
 */
export function registerGoHighLevelJobs(registry: HandlerRegistry, deps: GoHighLevelJobDeps): void {
  const attemptsOf = (name: 'gohighlevel.deliver-webhook' | 'gohighlevel.post-social') =>
    new DeliveryAttempts(deps.database, deps.queue.catalog.definitions[name]);
  const webhooks = { ...deps, attempts: attemptsOf('gohighlevel.deliver-webhook') };
  const posts = { ...deps, attempts: attemptsOf('gohighlevel.post-social') };
  registry.register(
    'gohighlevel.deliver-webhook',
    (payload, ctx) => deliverWebhook(webhooks, payload.deliveryId, ctx),
    { onExhausted: (payload, ctx) => webhooks.attempts.exhausted(payload.deliveryId, ctx.error) },
  );
  registry.register(
    'gohighlevel.post-social',
    (payload, ctx) => postToSocialPlanner(posts, payload.deliveryId, ctx),
    { onExhausted: (payload, ctx) => posts.attempts.exhausted(payload.deliveryId, ctx.error) },
  );
}
