import type { JobHandlers, JobSender } from '../../platform/jobs/index.js';
import type { StoragePort } from '../../platform/storage/index.js';
import { DeliveryAttempts } from './attempts.js';
import type { GoHighLevelDeps } from './connection.js';
import type { GoHighLevelJob } from './job-declarations.js';
import { postToSocialPlanner } from './social-planner.js';
import { deliverWebhook } from './webhook-delivery.js';

export interface GoHighLevelJobDeps extends GoHighLevelDeps {
  storage: StoragePort;
  /** The running queue's policy for each job: the log's "next attempt" follows it. */
  queue: Pick<JobSender<GoHighLevelJob>, 'policyOf'>;
}

type Delivery = { deliveryId: string };

/**
 * The delivery jobs of integration events (decision 037): a signed webhook POST and a social
 * planner post, each one row of webhook_deliveries. A failure that may pass is retried by the
 * platform with back-off; when the retries run out (or the process died on the last one), the
 * row ends failed with the last reason it recorded.
 */
export function webhookDeliveryHandlers(deps: GoHighLevelJobDeps): JobHandlers<Delivery> {
  const policy = deps.queue.policyOf('gohighlevel.deliver-webhook');
  const webhooks = { ...deps, attempts: new DeliveryAttempts(deps.database, policy) };
  return {
    run: (payload, ctx) => deliverWebhook(webhooks, payload.deliveryId, ctx),
    onExhausted: (payload, ctx) => webhooks.attempts.exhausted(payload.deliveryId, ctx.error),
  };
}

/** `gohighlevel.post-social`: see webhookDeliveryHandlers. */
export function socialPostHandlers(deps: GoHighLevelJobDeps): JobHandlers<Delivery> {
  const policy = deps.queue.policyOf('gohighlevel.post-social');
  const posts = { ...deps, attempts: new DeliveryAttempts(deps.database, policy) };
  return {
    run: (payload, ctx) => postToSocialPlanner(posts, payload.deliveryId, ctx),
    onExhausted: (payload, ctx) => posts.attempts.exhausted(payload.deliveryId, ctx.error),
  };
}
