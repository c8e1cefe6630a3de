import type { VideoJob } from '@shared/videos';
import { useEffect, useState } from 'react';

const TICK_MS = 1_000;

/**
 * Milliseconds since the job was created: ticking each second while it is active, frozen at
 * its completion time once it finished. Null for a finished job that has no completion time.
 */
export function useElapsedMs(
  job: Pick<VideoJob, 'createdAt' | 'completedAt'>,
  active: boolean,
): number | null {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [active]);

  const start = Date.parse(job.createdAt);
  if (Number.isNaN(start)) return null;
  if (job.completedAt) return Date.parse(job.completedAt) - start;
  return active ? now - start : null;
}
