import { IMAGE_POLL_INTERVAL_MS } from '@shared/images';
import { describe, expect, it } from 'vitest';
import { pollWhileActive, queryKeyForAssetEvent, upsertNewestFirst } from './image-assets';

const item = (id: string, createdAt: string, status = 'queued') => ({ id, createdAt, status });

describe('upsertNewestFirst', () => {
  it('puts a new item in date order and replaces an older copy of the same one', () => {
    const list = [item('b', '2025-01-02T00:00:00Z'), item('a', '2025-01-01T00:00:00Z')];
    const added = upsertNewestFirst(list, item('c', '2025-01-03T00:00:00Z'));
    expect(added.map(({ id }) => id)).toEqual(['c', 'b', 'a']);
    const replaced = upsertNewestFirst(added, item('a', '2025-01-01T00:00:00Z', 'succeeded'));
    expect(replaced.map(({ id, status }) => `${id}:${status}`)).toEqual([
      'c:queued',
      'b:queued',
      'a:succeeded',
    ]);
  });

  it('starts a list when there is none yet', () => {
    expect(upsertNewestFirst(undefined, item('a', '2025-01-01T00:00:00Z'))).toHaveLength(1);
  });
});

describe('pollWhileActive', () => {
  it('polls every 5 s while an item is still being made, and not otherwise', () => {
    const active = ['queued', 'running'] as const;
    type Status = 'queued' | 'running' | 'succeeded';
    const items = (...statuses: Status[]) => statuses.map((status) => ({ status }));
    expect(pollWhileActive(items('succeeded', 'running'), active)).toBe(IMAGE_POLL_INTERVAL_MS);
    expect(pollWhileActive(items('succeeded'), active)).toBe(false);
    expect(pollWhileActive(undefined, active)).toBe(false);
  });
});

describe('queryKeyForAssetEvent', () => {
  const keys = { image: ['images', 'jobs'], reference: ['images', 'references'] };

  it('names the list the event is about', () => {
    expect(
      queryKeyForAssetEvent({ kind: 'reference', id: 'r1', status: 'completed' }, keys),
    ).toEqual(['images', 'references']);
  });

  it('ignores other pages’ kinds', () => {
    expect(queryKeyForAssetEvent({ kind: 'background', id: 'b', status: 'ready' }, keys)).toBe(
      undefined,
    );
  });
});
