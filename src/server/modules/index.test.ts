import { describe, expect, it } from 'vitest';
import { DEFAULT_HEARTBEAT } from '../platform/jobs/heartbeat.js';
import { assertValidCatalog } from '../platform/jobs/definitions.js';
import { HandlerRegistry } from '../platform/jobs/registry.js';
import { appJobs, modules, registerModuleJobs, type AppContext } from './index.js';

/** The app's module list (decision 052): its jobs, declared once each, all with a handler. */
describe('the app modules', () => {
  it('declare every job once, each with a policy pg-boss can run', () => {
    expect(() => assertValidCatalog(appJobs)).not.toThrow();
    expect(Object.keys(appJobs.contract).sort()).toEqual([
      'episodes.analyse',
      'episodes.find-moments',
      'events.prune',
      'gohighlevel.deliver-webhook',
      'gohighlevel.post-social',
      'images.generate',
      'orders.gather-photos',
      'orders.posting',
      'orders.review-mail',
      'podcast-assets.generate',
      'posting.upload',
      'references.build',
      'submissions.sweep',
      'videos.render',
      'voiceovers.synthesize',
    ]);
    expect(appJobs.definitions['events.prune'].cron).toBe('0 * * * *');
    expect(appJobs.definitions['submissions.sweep'].cron).toBe('20 * * * *');
    // A dead worker is noticed (dead-after plus one beat) before any job's own timeout.
    const worstCaseMs = DEFAULT_HEARTBEAT.deadAfterMs + DEFAULT_HEARTBEAT.intervalMs;
    for (const policy of Object.values(appJobs.definitions)) {
      expect(worstCaseMs).toBeLessThan(policy.timeoutSeconds * 1000);
    }
  });

  it('bind a handler to every job, typed by its payload schema', () => {
    const registry = new HandlerRegistry(appJobs.contract);
    // Handlers are built from the context lazily (engines, repos): nothing here calls them.
    const context = new Proxy({}, { get: (_, key) => (key === 'queue' ? queueStub : {}) });
    registerModuleJobs(registry, context as AppContext);
    expect(() => registry.assertComplete()).not.toThrow();
    expect(new Set(modules.map((m) => m.name)).size).toBe(modules.length);
  });

  it('type each payload by the schema its module declared', () => {
    const jobId = crypto.randomUUID();
    const render: { jobId: string } = appJobs.contract['videos.render'].parse({ jobId });
    const asset = appJobs.contract['podcast-assets.generate'].parse({
      kind: 'background',
      id: jobId,
    });
    const kind: 'character' | 'background' = asset.kind;
    expect([render.jobId, kind]).toEqual([jobId, 'background']);
    expect(() => appJobs.contract['posting.upload'].parse({ postId: 'not-a-uuid' })).toThrow();
  });
});

const queueStub = {
  sender: () => ({
    enqueue: async () => null,
    policyOf: () => appJobs.definitions['events.prune'],
  }),
};
