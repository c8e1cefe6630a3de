import { describe, expect, it } from 'vitest';
import { jobContract } from '@shared/jobs';
import { idCatalog } from '../../../../test/fixtures/job-catalogs.js';
import { HandlerRegistry } from './registry.js';

const noop = async () => {};

describe('HandlerRegistry', () => {
  it('refuses a second handler for the same job', () => {
    const { contract } = idCatalog({ 'a.one': {} });
    const registry = new HandlerRegistry(contract).register('a.one', noop);
    expect(() => registry.register('a.one', noop)).toThrow(
      'A handler for job "a.one" is already registered',
    );
  });

  it('refuses a handler for a job that is not in the contract', () => {
    const registry = new HandlerRegistry(idCatalog({ 'a.one': {} }).contract);
    expect(() => registry.register('a.two' as 'a.one', noop)).toThrow(/not in the job contract/);
  });

  it('lists every job without a handler in one readable error', () => {
    const { contract } = idCatalog({ 'a.one': {}, 'b.two': {}, 'c.three': {} });
    const registry = new HandlerRegistry(contract).register('b.two', noop);
    expect(registry.missing()).toEqual(['a.one', 'c.three']);
    expect(() => registry.assertComplete()).toThrow(
      /No handler registered for 2 job\(s\): a\.one, c\.three\. Every job in the contract needs a handler/,
    );
    registry.register('a.one', noop).register('c.three', noop);
    expect(() => registry.assertComplete()).not.toThrow();
  });

  it('defaults to the app contract', () => {
    const registry = new HandlerRegistry();
    expect(registry.contract).toBe(jobContract);
    expect(() => registry.assertComplete()).toThrow(/events\.prune/);
    registry.register('events.prune', async (payload, ctx) => {
      // Typed: the app contract's payload and the documented context.
      const empty: Record<string, never> = payload;
      void [empty, ctx.jobId, ctx.attempt, ctx.signal];
    });
    registry.register('submissions.sweep', async () => {});
    registry.register('videos.render', async (payload) => {
      const jobId: string = payload.jobId;
      void jobId;
    });
    registry.register('images.generate', async (payload) => {
      const jobId: string = payload.jobId;
      void jobId;
    });
    registry.register('references.build', async (payload) => {
      const referenceId: string = payload.referenceId;
      void referenceId;
    });
    registry.register('podcast-assets.generate', async (payload) => {
      const kind: 'character' | 'background' = payload.kind;
      void [kind, payload.id];
    });
    registry.register('voiceovers.synthesize', async (payload) => {
      const voiceoverId: string = payload.voiceoverId;
      void voiceoverId;
    });
    registry.register('gohighlevel.deliver-webhook', async (payload) => {
      const deliveryId: string = payload.deliveryId;
      void deliveryId;
    });
    registry.register('gohighlevel.post-social', async (payload) => {
      const deliveryId: string = payload.deliveryId;
      void deliveryId;
    });
    registry.register('posting.upload', async (payload) => {
      const postId: string = payload.postId;
      void postId;
    });
    expect(() => registry.assertComplete()).not.toThrow();
  });
});
