import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvents } from '../platform/events/index.js';
import type { JobSenders } from '../platform/jobs/index.js';
import type { Services } from '../services.js';

/**
 * What every module's job handlers, subscriptions and routes are built from (decision 052):
 * the process's services (createServices, once) with the queue (each module takes a sender
 * typed on its own jobs: `queue.sender(job…)`) and the domain event bus it publishes on. A
 * module's descriptor names the part it uses (`Pick<ModuleContext, …>` and the few pieces
 * another module provides, built once in modules/index.ts).
 */
export interface ModuleContext extends Services {
  queue: JobSenders;
  events: DomainEvents;
}

/** A web process's context: the module context, plus the app's logger for its routes. */
export interface WebModuleContext extends ModuleContext {
  log: FastifyBaseLogger;
}
