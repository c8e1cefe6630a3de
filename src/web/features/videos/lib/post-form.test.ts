import { POSTING_MESSAGES } from '@shared/posting';
import { YOUTUBE_METADATA_MESSAGES } from '@shared/youtube-metadata';
import { describe, expect, it } from 'vitest';
import { checkPostForm, editPostForm, initialPostForm, titleCount } from './post-form';

const now = new Date('2026-05-01T10:00:00');
const proposal = {
  title: 'Sunny Loft',
  description: 'Plants.',
  tags: ['loft', 'plants'],
  engine: 'local' as const,
  fallbackReason: null,
};

describe('the post dialog’s form', () => {
  it('starts from the proposal with YouTube’s defaults: public, not for kids, altered content', () => {
    expect(initialPostForm(proposal)).toEqual({
      title: 'Sunny Loft',
      description: 'Plants.',
      tags: 'loft, plants',
      privacy: 'public',
      madeForKids: false,
      syntheticMedia: true,
      publishAt: '',
    });
  });

  it('makes a post with a publish time private, and drops the time for public or unlisted', () => {
    const timed = editPostForm(initialPostForm(proposal), { publishAt: '2026-05-02T09:00' });
    expect(timed.privacy).toBe('private');
    expect(editPostForm(timed, { privacy: 'unlisted' })).toMatchObject({
      privacy: 'unlisted',
      publishAt: '',
    });
  });

  it('sends the publish time as an instant and refuses one in the past', () => {
    const timed = editPostForm(initialPostForm(proposal), { publishAt: '2026-05-02T09:00' });
    const result = checkPostForm(timed, now);
    expect(result).toEqual({
      ok: true,
      data: {
        title: 'Sunny Loft',
        description: 'Plants.',
        tags: ['loft', 'plants'],
        privacy: 'private',
        madeForKids: false,
        syntheticMedia: true,
        postAgain: false,
        publishAt: new Date('2026-05-02T09:00').toISOString(),
      },
    });
    const past = editPostForm(timed, { publishAt: '2026-04-30T09:00' });
    expect(checkPostForm(past, now)).toEqual({
      ok: false,
      message: POSTING_MESSAGES.publishAtInPast,
    });
  });

  it('refuses what YouTube would, with the server’s messages, and counts the title', () => {
    const form = initialPostForm(proposal);
    expect(checkPostForm({ ...form, title: 'a <b>' }, now)).toEqual({
      ok: false,
      message: YOUTUBE_METADATA_MESSAGES.titleBrackets,
    });
    expect(checkPostForm({ ...form, title: ' ' }, now)).toEqual({
      ok: false,
      message: YOUTUBE_METADATA_MESSAGES.titleRequired,
    });
    expect(titleCount('x'.repeat(101))).toEqual({ text: '101/100', over: true });
    expect(titleCount(' Sunny ')).toEqual({ text: '5/100', over: false });
  });
});
