import { describe, expect, it } from 'vitest';
import { idCatalog } from '../../../../test/fixtures/job-catalogs.js';
import { assertValidCatalog, deadLetterName, expirySeconds } from './definitions.js';

describe('job definitions', () => {
  it('expire in the database only after the in-process timeout', () => {
    const policy = { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: true, timeoutSeconds: 600 };
    expect(expirySeconds(policy)).toBe(660);
    expect(expirySeconds({ ...policy, timeoutSeconds: 1 })).toBe(3);
    expect(deadLetterName('videos.render')).toBe('videos.render.dead');
  });

  it('reject catalogs pg-boss cannot run, listing every problem', () => {
    const catalog = idCatalog({
      'a.bad': { timeoutSeconds: 0, retryLimit: -1 },
      'b.long': { timeoutSeconds: 86_000 },
      'c.dead': {},
    });
    expect(() => assertValidCatalog(catalog)).toThrow(
      /a\.bad: retryLimit[\s\S]*a\.bad: timeoutSeconds must be[\s\S]*b\.long: timeoutSeconds is too long[\s\S]*c\.dead: names ending in \.dead are reserved/,
    );
  });
});
