/** The lead CRM (decision 038): the routes app.ts registers, and the hook points. */
export { crmRoutes, type CrmRoutesOptions } from './routes.js';
export {
  noCrmHooks,
  type CrmHook,
  type CrmHooks,
  type LeadEmailSent,
  type LeadMessenger,
  type LeadStatusChange,
} from './hooks.js';
export { crmLeadLinks, type CrmLeadLinks, type GhlTimelineEntry } from './ghl-links-repo.js';
