/** The lead CRM (decision 038): its routes, and the face Go High Level writes on leads through. */
import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { ModuleContext } from '../context.js';
import type { LeadMessenger } from './hooks.js';
import { crmRoutes } from './routes.js';

export { crmRoutes, type CrmRoutesOptions } from './routes.js';
export { type LeadMessenger, type LeadStatusChange } from './hooks.js';
export { crmLeadLinks, type CrmLeadLinks, type GhlTimelineEntry } from './ghl-links-repo.js';

type CrmWebContext = Pick<ModuleContext, 'database' | 'mail' | 'events'> & {
  /** Go High Level's conversations (decision 042), built once in modules/index.ts. */
  leadFollowUps: LeadMessenger;
};

export const crmModule = {
  name: 'crm',
  routes: [
    routePlugin(crmRoutes, ({ database, mail, events, leadFollowUps }: CrmWebContext) => ({
      database,
      mail,
      events,
      messenger: leadFollowUps,
    })),
  ],
} satisfies ModuleDescriptor<object, CrmWebContext>;
