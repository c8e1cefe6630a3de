import type { FastifyInstance } from 'fastify';
import type { JobContract } from '@shared/jobs';
import type { DomainBus, DomainSubscription } from './events/index.js';
import {
  catalogOf,
  type JobBinding,
  type JobDeclaration,
  type JobHandlers,
  type JobCatalog,
  type HandlerRegistry,
} from './jobs/index.js';

/**
 * A module describes itself (decision 052): its HTTP routes, its jobs and the domain events it
 * reacts to, each built from a context it names (`Ctx`: what the worker and the web process
 * both have; `WebCtx`: that plus the web side's parts its routes need). app.ts, the job
 * registry and the bus loop over one list of these (modules/index.ts); nothing else wires a
 * module. Plain objects, no decorators: `satisfies ModuleDescriptor<…>` checks one.
 */
export interface ModuleDescriptor<Ctx, WebCtx extends Ctx = Ctx> {
  /** For error messages and logs: the folder's name. */
  readonly name: string;
  /** Route plugins, registered in this order, each with its options built from the context. */
  readonly routes?: readonly RouteBinding<WebCtx>[];
  /** The jobs it owns: each declaration bound to its handler (`work(declaration, handlerOf)`). */
  readonly jobs?: readonly JobBinding<Ctx>[];
  /**
   * Its reactions to other modules' domain events. Called once per process with the context,
   * so whatever the reactions share is built once here.
   */
  readonly subscriptions?: (ctx: Ctx) => readonly DomainSubscription[];
}

/** A Fastify plugin and how its options are made from the context. */
export interface RouteBinding<WebCtx> {
  readonly plugin: (app: FastifyInstance, options: never) => Promise<void>;
  readonly optionsOf: (ctx: WebCtx) => unknown;
}

export function routePlugin<WebCtx, O>(
  plugin: (app: FastifyInstance, options: O) => Promise<void>,
  optionsOf: (ctx: WebCtx) => O,
): RouteBinding<WebCtx> {
  return { plugin, optionsOf };
}

// The loops take descriptors of any context: a list of modules is only as typed as its
// narrowest member, and each module checked its own bindings against its own context.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDescriptor = ModuleDescriptor<any, any>;

/** Every job the modules declare, in module order. */
export function declaredJobs(modules: readonly AnyDescriptor[]): JobDeclaration[] {
  return modules.flatMap((module) => (module.jobs ?? []).map((binding) => binding.job));
}

/** The catalog of the modules' jobs; a name declared twice fails here, at start. */
export function modulesCatalog(modules: readonly AnyDescriptor[]): JobCatalog<JobContract> {
  return catalogOf(declaredJobs(modules));
}

/**
 * Builds and registers every module's job handlers, once per worker process. A binding that
 * yields no handler, or a job bound twice, fails here; `registry.assertComplete()` then refuses
 * workers while a catalog job has no handler.
 */
export function registerModuleHandlers<C extends JobContract, Ctx>(
  registry: HandlerRegistry<C>,
  modules: readonly AnyDescriptor[],
  ctx: Ctx,
): void {
  for (const module of modules) {
    for (const binding of module.jobs ?? []) {
      // Typed by work(); checked here too, since a binding is a plain object.
      const handlers = binding.handlerOf(ctx) as Partial<JobHandlers<never>> | undefined;
      if (typeof handlers?.run !== 'function') {
        throw new Error(`Module "${module.name}": job "${binding.job.name}" has no handler`);
      }
      const name = binding.job.name as keyof C & string;
      registry.register(name, handlers.run as never, {
        onExhausted: handlers.onExhausted as never,
      });
    }
  }
}

/** Subscribes every module's reactions on the process's bus, in module order. */
export function subscribeModules<Ctx>(
  bus: DomainBus,
  modules: readonly AnyDescriptor[],
  ctx: Ctx,
): void {
  for (const module of modules) {
    for (const subscription of module.subscriptions?.(ctx) ?? []) bus.subscribe(subscription);
  }
}

/** Registers every module's routes on the app, in module order. */
export async function registerModuleRoutes<WebCtx>(
  app: FastifyInstance,
  modules: readonly AnyDescriptor[],
  ctx: WebCtx,
): Promise<void> {
  for (const module of modules) {
    for (const binding of module.routes ?? []) {
      await app.register(binding.plugin as never, binding.optionsOf(ctx) as never);
    }
  }
}
