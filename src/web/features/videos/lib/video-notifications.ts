import type { VideoJob } from '@shared/videos';
import type { KeyValueStorage } from '../../../lib/browser-storage';

/**
 * "Video Ready!" fires once per succeeded job. Which jobs were announced is kept in
 * localStorage, shared by every tab and kept across reloads, so neither a second tab nor a
 * reload announces the same video twice.
 */

export const NOTIFIED_JOBS_STORAGE_KEY = 'reelcast.videos.notified-jobs';
export const NOTIFICATIONS_OFFERED_STORAGE_KEY = 'reelcast.videos.notifications-offered';
/** Enough to cover any realistic backlog while keeping the stored list small. */
const MAX_REMEMBERED_JOBS = 200;

/** The ids already announced. Re-read on every call, since another tab may have added some. */
export function readNotifiedJobIds(storage: KeyValueStorage | undefined): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(NOTIFIED_JOBS_STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : []);
  } catch {
    return new Set(); // unreadable (or storage blocked): start afresh rather than fail
  }
}

export function rememberNotifiedJobIds(
  storage: KeyValueStorage | undefined,
  ids: readonly string[],
): void {
  if (ids.length === 0) return;
  const all = [...readNotifiedJobIds(storage), ...ids];
  try {
    storage?.setItem(NOTIFIED_JOBS_STORAGE_KEY, JSON.stringify(all.slice(-MAX_REMEMBERED_JOBS)));
  } catch {
    // Storage full or blocked: the worst outcome is one repeated notification.
  }
}

/**
 * The jobs to announce now: succeeded, seen still in the works in this tab (a video that was
 * already done when the page opened is old news), and not announced by any tab before.
 */
export function jobsToAnnounce(
  jobs: readonly VideoJob[],
  seenInProgress: ReadonlySet<string>,
  alreadyNotified: ReadonlySet<string>,
): VideoJob[] {
  return jobs.filter(
    (job) =>
      job.status === 'succeeded' && seenInProgress.has(job.id) && !alreadyNotified.has(job.id),
  );
}

/**
 * Whether to offer browser notifications after a submit: only while the browser has not been
 * asked yet (permission "default"), and only once, however often the user submits.
 */
export function shouldOfferNotifications(
  storage: KeyValueStorage | undefined,
  permission: NotificationPermission | undefined,
): boolean {
  if (permission !== 'default') return false;
  try {
    return storage?.getItem(NOTIFICATIONS_OFFERED_STORAGE_KEY) === null;
  } catch {
    return false;
  }
}

export function markNotificationsOffered(storage: KeyValueStorage | undefined): void {
  try {
    storage?.setItem(NOTIFICATIONS_OFFERED_STORAGE_KEY, new Date().toISOString());
  } catch {
    // Blocked storage: the offer may come again next time, which is harmless.
  }
}
