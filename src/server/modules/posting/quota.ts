/**
 * YouTube's videos.insert bucket (about 100 uploads a day) belongs to the install's one Google
 * project and resets at midnight Pacific time (vendors.md section 6). A quota day is the
 * calendar date in America/Los_Angeles; its count of started uploads lives in one row per day.
 */
export const QUOTA_TIME_ZONE = 'America/Los_Angeles';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: QUOTA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The date and time `at` shows on a clock in Los Angeles, as YYYY-MM-DD and HH:MM. */
function pacific(at: Date): { day: string; time: string } {
  const parts = Object.fromEntries(wallClock.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The quota day `at` falls in (YYYY-MM-DD, Pacific). */
export function quotaDayOf(at: Date): string {
  return pacific(at).day;
}

/**
 * When the quota day after the one `at` falls in starts: the next midnight in Los Angeles,
 * 07:00 UTC under daylight saving time and 08:00 UTC outside it. DST changes at 02:00 there,
 * so every midnight exists exactly once.
 */
export function nextQuotaDayStart(at: Date): Date {
  const [year, month, day] = quotaDayOf(at).split('-').map(Number) as [number, number, number];
  const nextDay = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  for (const offsetHours of [7, 8]) {
    const candidate = new Date(Date.UTC(year, month - 1, day + 1, offsetHours));
    const clock = pacific(candidate);
    if (clock.day === nextDay && clock.time === '00:00') return candidate;
  }
  throw new Error(`no midnight found in ${QUOTA_TIME_ZONE} on ${nextDay}`);
}
