/**
 * Go High Level (decision 037): the connection and feature-settings routes, the delivery jobs,
 * and the integration events it sends when something happens elsewhere (a video's end, an
 * approval, a post, a lead's status: its domain event subscriptions, decision 052).
 */
import { work } from '../../platform/jobs/index.js';
import { type ModuleDescriptor, routePlugin } from '../../platform/modules.js';
import type { ModuleContext } from '../context.js';
import { socialPostJob, webhookDeliveryJob } from './job-declarations.js';
import { socialPostHandlers, webhookDeliveryHandlers } from './jobs.js';
import type { GhlLeadFollowUps } from './lead-follow-ups.js';
import { goHighLevelRoutes } from './routes.js';
import { goHighLevelSubscriptions } from './subscriptions.js';

export { goHighLevelRoutes, type GoHighLevelRoutesOptions } from './routes.js';
export { IntegrationEvents, type IntegrationEventEmitter } from './events.js';
export { GhlLeadFollowUps } from './lead-follow-ups.js';
export type { LeadRecords } from './lead-calls.js';

type GoHighLevelContext = Pick<
  ModuleContext,
  'config' | 'database' | 'storage' | 'secrets' | 'goHighLevel' | 'queue'
> & {
  /** Built once per process (modules/index.ts): the CRM's messenger uses the same. */
  leadFollowUps: Pick<GhlLeadFollowUps, 'afterStatusChange'>;
};

const jobDeps = (ctx: GoHighLevelContext) => ({
  ...ctx,
  queue: ctx.queue.sender(webhookDeliveryJob, socialPostJob),
});

export const goHighLevelModule = {
  name: 'gohighlevel',
  routes: [
    routePlugin(
      goHighLevelRoutes,
      ({ config, database, secrets, goHighLevel }: GoHighLevelContext) => ({
        config,
        database,
        secrets,
        goHighLevel,
      }),
    ),
  ],
  jobs: [
    work(webhookDeliveryJob, (ctx: GoHighLevelContext) => webhookDeliveryHandlers(jobDeps(ctx))),
    work(socialPostJob, (ctx: GoHighLevelContext) => socialPostHandlers(jobDeps(ctx))),
  ],
  subscriptions: (ctx) => goHighLevelSubscriptions(jobDeps(ctx)),
} satisfies ModuleDescriptor<GoHighLevelContext>;
