import type { PodcastAssetStatus } from '@shared/podcast-assets';
import { describe, expect, it } from 'vitest';
import { takeNewlyReady } from './newly-ready';

const character = (id: string, status: PodcastAssetStatus) => ({ id, status });

describe('takeNewlyReady', () => {
  it('announces a character once, when it goes from being made to ready', () => {
    const seen = new Set<string>();
    expect(takeNewlyReady([character('a', 'queued'), character('b', 'ready')], seen)).toEqual([]);
    expect(takeNewlyReady([character('a', 'running'), character('b', 'ready')], seen)).toEqual([]);
    expect(takeNewlyReady([character('a', 'ready'), character('b', 'ready')], seen)).toEqual([
      character('a', 'ready'),
    ]);
    expect(takeNewlyReady([character('a', 'ready')], seen)).toEqual([]);
  });

  it('does not announce a failure', () => {
    const seen = new Set<string>();
    takeNewlyReady([character('a', 'running')], seen);
    expect(takeNewlyReady([character('a', 'failed')], seen)).toEqual([]);
  });
});
