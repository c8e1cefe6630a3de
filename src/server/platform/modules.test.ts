import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainBus } from './events/domain-bus.js';
import { declareJob, work, type JobHandlers } from './jobs/declarations.js';
import { HandlerRegistry } from './jobs/registry.js';
import {
  modulesCatalog,
  registerModuleHandlers,
  registerModuleRoutes,
  routePlugin,
  subscribeModules,
  type ModuleDescriptor,
} from './modules.js';

/**
 * The descriptor loop (decision 052): the catalog, the handlers, the subscriptions and the
 * routes come from one list of descriptors, and what cannot run fails at start.
 */

const policy = { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, timeoutSeconds: 30 };
const sendJob = declareJob('mail.send', { payload: z.object({ to: z.string() }), policy });
const pruneJob = declareJob('mail.prune', { payload: z.object({}), policy });

interface Ctx {
  sent: string[];
}

const sendWork = work(sendJob, (ctx: Ctx) => ({
  run: async (payload) => void ctx.sent.push(payload.to),
}));
const mailModule = {
  name: 'mail',
  jobs: [sendWork, work(pruneJob, () => ({ run: async () => {} }))],
} satisfies ModuleDescriptor<Ctx>;

describe('module descriptors', () => {
  it('make one catalog of every declared job, and register each handler from the context', async () => {
    const catalog = modulesCatalog([mailModule]);
    expect(Object.keys(catalog.contract)).toEqual(['mail.send', 'mail.prune']);
    expect(catalog.contract['mail.send']).toBe(sendJob.payload);
    expect(catalog.definitions['mail.prune']).toBe(policy);

    const ctx: Ctx = { sent: [] };
    const registry = new HandlerRegistry(catalog.contract);
    registerModuleHandlers(registry, [mailModule], ctx);
    expect(() => registry.assertComplete()).not.toThrow();
    const signal = new AbortController().signal;
    const job = { jobId: 'j1', attempt: 1, signal, reportProgress: () => {} };
    await registry.get('mail.send')!.handler({ to: 'ann@example.test' }, job);
    expect(ctx.sent).toEqual(['ann@example.test']);
  });

  it('refuse a job declared twice, by two modules or by one', () => {
    const twin = { name: 'twin', jobs: [work(sendJob, () => ({ run: async () => {} }))] };
    expect(() => modulesCatalog([mailModule, twin])).toThrow(
      'Invalid job catalog: declared more than once: mail.send',
    );
    const again = declareJob('mail.prune', { payload: z.object({}), policy });
    const doubled = { name: 'doubled', jobs: [work(again, () => ({ run: async () => {} }))] };
    expect(() => modulesCatalog([mailModule, doubled])).toThrow(
      /declared more than once: mail\.prune/,
    );
  });

  it('refuse at start a module whose job has no handler, naming both', () => {
    const broken = {
      name: 'broken',
      jobs: [work(pruneJob, () => ({}) as JobHandlers<Record<string, never>>)],
    };
    const registry = new HandlerRegistry(modulesCatalog([broken]).contract);
    expect(() => registerModuleHandlers(registry, [broken], {})).toThrow(
      'Module "broken": job "mail.prune" has no handler',
    );
  });

  it('refuse workers while a catalog job has no module bound to it', () => {
    const catalog = modulesCatalog([mailModule]);
    const registry = new HandlerRegistry(catalog.contract);
    registerModuleHandlers(registry, [{ name: 'mail', jobs: [sendWork] }], { sent: [] });
    expect(() => registry.assertComplete()).toThrow(
      /No handler registered for 1 job\(s\): mail\.prune/,
    );
  });

  it('subscribe each module once, in module order, from the context', async () => {
    const heard: string[] = [];
    let built = 0;
    const listener = (name: string) =>
      ({
        name,
        subscriptions: () => {
          built++;
          return [
            {
              event: 'lead.status_changed',
              afterCommit: async (event) => void heard.push(`${name}:${event.to}`),
            },
          ];
        },
      }) satisfies ModuleDescriptor<object>;
    const bus = new DomainBus({ onAfterCommitError: (error) => heard.push(String(error)) });
    subscribeModules(bus, [listener('crm'), listener('gohighlevel')], {});
    const lead = { id: 'l1' } as never;
    await bus.afterCommit('lead.status_changed', {
      userId: 'u',
      lead,
      from: 'new',
      to: 'won' as never,
    });
    expect(built).toBe(2);
    expect(heard).toEqual(['crm:won', 'gohighlevel:won']);
  });

  it('register routes in module order with options built from the context', async () => {
    const app = Fastify();
    const greeter = {
      name: 'greeter',
      routes: [
        routePlugin(
          async (instance, options: { greeting: string }) => {
            instance.get('/hello', async () => ({ said: options.greeting }));
          },
          (ctx: { greeting: string }) => ({ greeting: `${ctx.greeting}!` }),
        ),
      ],
    } satisfies ModuleDescriptor<object, { greeting: string }>;
    await registerModuleRoutes(app, [greeter], { greeting: 'hi' });
    expect((await app.inject('/hello')).json()).toEqual({ said: 'hi!' });
    await app.close();
  });
});
