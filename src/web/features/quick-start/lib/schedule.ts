import { dailySchedule, QUICK_START_MESSAGES } from '@shared/quick-start';
import type { VideoJob } from '@shared/videos';

/**
 * The Schedule step's arithmetic: which videos are scheduled (finished and coming ones, not
 * failed ones), their default times (one a day at the time the user picked) and the values of
 * the per-video date-and-time fields, which speak the user's own clock.
 */

export const DEFAULT_POST_TIME = '09:00';

/** The batch's videos that can still be posted, in the order they were made. */
export const schedulableJobs = (jobs: VideoJob[]) => jobs.filter((job) => job.status !== 'failed');

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DDTHH:mm` in local time: the value a datetime-local field takes. */
export function toLocalInput(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A datetime-local value read as local time; null when it is empty or not a date. */
export function fromLocalInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hours, minutes] = match.map(Number) as number[];
  const date = new Date(year!, month! - 1, day, hours, minutes);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Each video's publish time: the user's own edit when there is one, else one a day at `time`
 * from the first day that time is still ahead.
 */
export function scheduleTimes(
  jobIds: string[],
  time: string,
  edits: Readonly<Record<string, string>>,
  now: Date,
): { jobId: string; value: string; at: Date | null }[] {
  const defaults = dailySchedule(jobIds.length, time, now);
  return jobIds.map((jobId, index) => {
    const value = edits[jobId] ?? toLocalInput(defaults[index]!);
    return { jobId, value, at: fromLocalInput(value) };
  });
}

/** Why the schedule cannot be sent yet (a time missing or past), or null. */
export function scheduleProblem(times: { at: Date | null }[], now: Date): string | null {
  if (times.some((item) => item.at === null)) return 'Choose a date and time for every video';
  if (times.some((item) => item.at!.getTime() <= now.getTime())) {
    return QUICK_START_MESSAGES.publishAtInPast;
  }
  return null;
}
