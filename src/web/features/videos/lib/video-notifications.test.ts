import type { VideoJob } from '@shared/videos';
import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../../lib/browser-storage';
import {
  jobsToAnnounce,
  markNotificationsOffered,
  NOTIFIED_JOBS_STORAGE_KEY,
  readNotifiedJobIds,
  rememberNotifiedJobIds,
  shouldOfferNotifications,
} from './video-notifications';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

const jobWith = (id: string, status: VideoJob['status']) => ({ id, status }) as VideoJob;

describe('jobsToAnnounce', () => {
  it('announces a job that finished while watched, once', () => {
    const jobs = [jobWith('a', 'succeeded'), jobWith('b', 'running'), jobWith('c', 'failed')];
    const watched = new Set(['a', 'b', 'c']);
    expect(jobsToAnnounce(jobs, watched, new Set()).map(({ id }) => id)).toEqual(['a']);
    expect(jobsToAnnounce(jobs, watched, new Set(['a']))).toEqual([]);
  });

  it('does not announce videos that were already done when the page opened', () => {
    expect(jobsToAnnounce([jobWith('old', 'succeeded')], new Set(), new Set())).toEqual([]);
  });
});

describe('notified job ids in storage', () => {
  it('round-trips and keeps only the most recent 200', () => {
    const storage = memoryStorage();
    rememberNotifiedJobIds(storage, ['a', 'b']);
    expect(readNotifiedJobIds(storage)).toEqual(new Set(['a', 'b']));
    rememberNotifiedJobIds(
      storage,
      Array.from({ length: 250 }, (_, index) => `job-${index}`),
    );
    const ids = readNotifiedJobIds(storage);
    expect(ids.size).toBe(200);
    expect(ids.has('a')).toBe(false);
    expect(ids.has('job-249')).toBe(true);
  });

  it('survives unreadable or missing storage', () => {
    expect(readNotifiedJobIds(memoryStorage({ [NOTIFIED_JOBS_STORAGE_KEY]: '{oops' }))).toEqual(
      new Set(),
    );
    expect(readNotifiedJobIds(undefined)).toEqual(new Set());
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => rememberNotifiedJobIds(throwing, ['a'])).not.toThrow();
    expect(shouldOfferNotifications(throwing, 'default')).toBe(false);
  });
});

describe('shouldOfferNotifications', () => {
  it('offers once, and only while the browser has not been asked', () => {
    const storage = memoryStorage();
    expect(shouldOfferNotifications(storage, 'granted')).toBe(false);
    expect(shouldOfferNotifications(storage, 'denied')).toBe(false);
    expect(shouldOfferNotifications(storage, undefined)).toBe(false);
    expect(shouldOfferNotifications(storage, 'default')).toBe(true);
    markNotificationsOffered(storage);
    expect(shouldOfferNotifications(storage, 'default')).toBe(false);
  });
});
