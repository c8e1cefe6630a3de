import { ACTIVE_VIDEO_STATUSES, VIDEO_MESSAGES, type VideoJob } from '@shared/videos';
import { useEffect, useRef } from 'react';
import { browserLocalStorage } from '../../../lib/browser-storage';
import {
  jobsToAnnounce,
  readNotifiedJobIds,
  rememberNotifiedJobIds,
} from '../lib/video-notifications';

/**
 * Fires the browser notification "Video Ready!" once per job that finishes while the studio is
 * open, if the user granted permission. Clicking it brings the studio's tab forward.
 */
export function useVideoReadyNotifications(jobs: readonly VideoJob[] | undefined): void {
  const seenInProgress = useRef(new Set<string>());

  useEffect(() => {
    if (!jobs) return;
    for (const job of jobs) {
      if (ACTIVE_VIDEO_STATUSES.includes(job.status)) seenInProgress.current.add(job.id);
    }
    const storage = browserLocalStorage();
    const ready = jobsToAnnounce(jobs, seenInProgress.current, readNotifiedJobIds(storage));
    if (ready.length === 0) return;
    rememberNotifiedJobIds(
      storage,
      ready.map((job) => job.id),
    );
    for (const job of ready) {
      seenInProgress.current.delete(job.id);
      if (typeof Notification === 'undefined' || Notification.permission !== 'granted') continue;
      try {
        const notification = new Notification(VIDEO_MESSAGES.videoReady, {
          body: job.prompt,
          tag: `video-${job.id}`,
          icon: '/favicon.svg',
        });
        notification.onclick = () => {
          window.focus();
          notification.close();
        };
      } catch {
        // Some browsers (Android Chrome) only notify through a service worker: skip quietly.
      }
    }
  }, [jobs]);
}
