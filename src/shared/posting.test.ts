import { describe, expect, it } from 'vitest';
import { postToYouTubeBodySchema, POSTING_MESSAGES, successRate } from './posting.js';

describe('posting rules', () => {
  it('rounds the success rate of successful over total, 0 without posts', () => {
    expect(successRate(0, 0)).toBe(0);
    expect(successRate(2, 3)).toBe(67);
    expect(successRate(1, 3)).toBe(33);
    expect(successRate(1, 8)).toBe(13); // 12.5 rounds up
    expect(successRate(5, 5)).toBe(100);
  });

  it('fills the dialog’s defaults: public, not for kids, altered content declared, a first post', () => {
    expect(postToYouTubeBodySchema.parse({ title: 'Hello' })).toEqual({
      title: 'Hello',
      description: '',
      tags: [],
      privacy: 'public',
      madeForKids: false,
      syntheticMedia: true,
      postAgain: false,
    });
  });

  it('requires private for a publish time', () => {
    const publishAt = '2030-01-01T10:00:00+01:00';
    const refused = postToYouTubeBodySchema.safeParse({ title: 'x', publishAt });
    expect(refused.error?.issues[0]?.message).toBe(POSTING_MESSAGES.publishAtNeedsPrivate);
    expect(
      postToYouTubeBodySchema.safeParse({ title: 'x', publishAt, privacy: 'private' }).success,
    ).toBe(true);
    expect(
      postToYouTubeBodySchema.safeParse({ title: 'x', publishAt: 'tomorrow', privacy: 'private' })
        .success,
    ).toBe(false);
  });
});
