/** platform/events's face: the one file of the folder that code outside it imports. */
export {
  DomainBus,
  type DomainBusOptions,
  type DomainEvent,
  type DomainEventInput,
  type DomainEventName,
  type DomainEvents,
  type DomainSubscription,
} from './domain-bus.js';
export { domainEvents, type AppDomainEvents, type DomainEventCatalogue } from './domain-events.js';
export { EventHub } from './hub.js';
export { eventPruneJob, liveEventJobs } from './jobs.js';
export { eventRoutes } from './routes.js';
export { lockUserEvents, publishEvent } from './repo.js';
