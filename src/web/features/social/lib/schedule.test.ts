import { describe, expect, it } from 'vitest';
import type { Post } from '@shared/posting';
import { scheduledPosts, weekDays, weekStart } from './schedule';

const post = (id: string, changes: Partial<Post>): Post => ({
  id,
  platform: 'youtube',
  videoJobId: 'v',
  status: 'scheduled',
  title: id,
  privacy: 'private',
  madeForKids: false,
  syntheticMedia: true,
  publishAt: null,
  postUrl: null,
  failureReason: null,
  notice: null,
  auto: false,
  notBefore: null,
  cancellable: true,
  movable: true,
  orderClipId: null,
  thumbnailSet: false,
  thumbnailFailure: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  publishedAt: null,
  ...changes,
});

describe('the Schedule', () => {
  it('lists what waits soonest first, whatever order the posts were made in', () => {
    const posts = [
      post('c', { publishAt: '2026-03-05T10:00:00.000Z' }),
      post('a', { publishAt: '2026-03-03T10:00:00.000Z', status: 'queued' }),
      post('done', { publishAt: '2026-03-01T10:00:00.000Z', status: 'published' }),
      post('b', { notBefore: '2026-03-04T08:00:00.000Z' }),
      post('now', { status: 'queued' }),
    ];
    expect(scheduledPosts(posts).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('puts each post on its day of the week', () => {
    const start = weekStart(new Date(2026, 2, 4, 15));
    expect(start.getDay()).toBe(1);
    const posts = [post('x', { publishAt: new Date(2026, 2, 4, 10).toISOString() })];
    const days = weekDays(posts, start);
    expect(days.map((d) => d.posts.length)).toEqual([0, 0, 1, 0, 0, 0, 0]);
  });
});
