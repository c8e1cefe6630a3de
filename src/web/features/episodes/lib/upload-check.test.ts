import { EPISODE_MAX_BYTES, EPISODE_MESSAGES } from '@shared/episodes';
import { describe, expect, it } from 'vitest';
import { parseTopics, readMomentFields, refuseEpisodeFile } from './upload-check';

describe('refuseEpisodeFile', () => {
  it('takes audio and video up to 3 hours and 2 GB', () => {
    expect(refuseEpisodeFile({ size: 10, type: 'audio/mpeg' }, 3600)).toBeNull();
    expect(refuseEpisodeFile({ size: 10, type: 'video/mp4' }, null)).toBeNull();
    expect(refuseEpisodeFile({ size: 10, type: '' }, 60)).toBeNull();
  });
  it('says why it refuses a file', () => {
    expect(refuseEpisodeFile({ size: 10, type: 'image/png' }, null)).toBe(
      EPISODE_MESSAGES.notAudio,
    );
    expect(refuseEpisodeFile({ size: EPISODE_MAX_BYTES + 1, type: 'audio/wav' }, 60)).toBe(
      EPISODE_MESSAGES.tooLarge(EPISODE_MAX_BYTES),
    );
    expect(refuseEpisodeFile({ size: 10, type: 'audio/wav' }, 3 * 3600 + 1)).toBe(
      EPISODE_MESSAGES.tooLong,
    );
  });
});

describe('moment fields', () => {
  it('reads topics once each, lower-cased, at most ten', () => {
    expect(parseTopics(' Pricing, hiring;pricing\n design ,')).toEqual([
      'pricing',
      'hiring',
      'design',
    ]);
    expect(parseTopics(Array.from({ length: 14 }, (_, i) => `w${i}`).join(','))).toHaveLength(10);
  });
  it('gives a request or the first thing wrong', () => {
    expect(readMomentFields({ minSeconds: '20', maxSeconds: '60', topics: 'rates' })).toEqual({
      request: { minSeconds: 20, maxSeconds: 60, topics: ['rates'] },
    });
    expect(readMomentFields({ minSeconds: '60', maxSeconds: '20', topics: '' })).toEqual({
      error: 'The shortest moment cannot be longer than the longest.',
    });
    expect(readMomentFields({ minSeconds: '5', maxSeconds: '20', topics: '' })).toEqual({
      error: 'Moments can be 15 to 90 seconds long.',
    });
  });
});
