import { describe, expect, it } from 'vitest';
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
});
