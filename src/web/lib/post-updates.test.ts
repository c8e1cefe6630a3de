import { describe, expect, it } from 'vitest';
import { postToast } from './post-updates';

const payload = {
  id: 'p1',
  videoJobId: 'v1',
  platform: 'youtube' as const,
  auto: false,
  failureReason: null,
};

describe('the toast of a post’s change', () => {
  it('says “Posted to YouTube successfully!” once per post when it is published', () => {
    expect(postToast({ ...payload, status: 'published' })).toEqual({
      id: 'post-p1-published',
      kind: 'success',
      message: 'Posted to YouTube successfully!',
    });
  });

  it('says “Failed to post to YouTube” with the reason, and nothing on the way', () => {
    expect(postToast({ ...payload, status: 'failed', failureReason: 'Duplicate.' })).toEqual({
      id: 'post-p1-failed',
      kind: 'error',
      message: 'Failed to post to YouTube',
      description: 'Duplicate.',
    });
    for (const status of ['queued', 'scheduled', 'uploading', 'processing', 'cancelled'] as const) {
      expect(postToast({ ...payload, status })).toBeUndefined();
    }
  });
});
