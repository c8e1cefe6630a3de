import { isFinalJobStatus } from '@shared/job-statuses';
import { formatEstimate, type VideoJob } from '@shared/videos';
import { CalendarClock, Film, ImagePlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { JobProgress, StatusBadge } from '../../../components/video-jobs/job-status';
import { useElapsedMs } from '../../../components/video-jobs/use-elapsed-ms';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';

interface GenerateStepProps {
  jobs: VideoJob[];
  /** The batch's Drive folder link, whose images the server imports. */
  driveLink: string | null;
  onSchedule: () => void;
  onUploadMore: () => void;
  busy: boolean;
}

/** Seconds left for the batch, from the measured render time of each unfinished job. */
function secondsLeft(jobs: VideoJob[], now: number): number | null {
  const left = jobs
    .filter((job) => !isFinalJobStatus(job.status))
    .map((job) =>
      job.estimatedSeconds === null
        ? null
        : Math.max(0, job.estimatedSeconds - (now - Date.parse(job.createdAt)) / 1000),
    );
  if (left.length === 0 || left.some((value) => value === null)) return null;
  return Math.max(...(left as number[]));
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function JobRow({ job, index }: { job: VideoJob; index: number }) {
  const active = !isFinalJobStatus(job.status);
  const elapsedMs = useElapsedMs(job, active);
  return (
    <li
      className="grid grid-cols-[3rem_1fr] items-center gap-3 rounded-lg border border-border p-3"
      data-testid="generate-job"
      data-status={job.status}
    >
      <div className="grid aspect-[9/16] place-items-center overflow-hidden rounded-md bg-muted">
        {job.posterUrl ? (
          <img src={job.posterUrl} alt="" className="size-full object-cover" />
        ) : (
          <Film className="size-4 text-muted-foreground" aria-hidden="true" />
        )}
      </div>
      <div className="grid min-w-0 gap-2">
        <div className="flex items-center justify-between gap-2">
          <span className="text-sm font-medium">Video {index + 1}</span>
          <StatusBadge status={job.status} />
        </div>
        {job.status === 'failed' ? (
          <p className="text-xs text-destructive">
            {job.error ?? 'The video could not be made'}
            {job.refunded || job.freeVideo ? ' · given back' : ''}
          </p>
        ) : (
          <JobProgress job={job} elapsedMs={elapsedMs} />
        )}
      </div>
    </li>
  );
}

/**
 * Step 3: the batch's real progress, live (job updates re-read the wizard's state), with the
 * time left from this server's measured render times. Scheduling can start at once: coming
 * videos are posted when they finish.
 */
export function GenerateStep({
  jobs,
  driveLink,
  onSchedule,
  onUploadMore,
  busy,
}: GenerateStepProps) {
  const finished = jobs.filter((job) => job.status === 'succeeded').length;
  const failed = jobs.filter((job) => job.status === 'failed').length;
  const running = jobs.length - finished - failed;
  const now = useNow(running > 0);
  const left = secondsLeft(jobs, now);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Making your videos</CardTitle>
        <CardDescription aria-live="polite" data-testid="generate-summary">
          {jobs.length === 0
            ? driveLink
              ? 'No videos in this batch yet: the images of your Drive folder show here once imported.'
              : 'No videos in this batch yet.'
            : `${finished} of ${jobs.length} video${jobs.length === 1 ? '' : 's'} ready` +
              (failed > 0 ? `, ${failed} failed` : '') +
              (running > 0
                ? left === null
                  ? '. Each takes a few minutes.'
                  : left > 0
                    ? `. ${formatEstimate(left).replace(/^about/, 'About')} left.`
                    : '. Almost done.'
                : '.')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {jobs.length > 0 && (
          <ol className="grid gap-2 sm:grid-cols-2">
            {jobs.map((job, index) => (
              <JobRow key={job.id} job={job} index={index} />
            ))}
          </ol>
        )}
        <p className="text-sm text-muted-foreground">
          You can pick the publish times now: videos still being made are posted as soon as they are
          ready.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          {jobs.length - failed > 0 ? (
            <Button onClick={onSchedule} loading={busy} data-testid="to-schedule">
              <CalendarClock aria-hidden="true" />
              Schedule videos
            </Button>
          ) : (
            <Button onClick={onUploadMore} loading={busy}>
              <ImagePlus aria-hidden="true" />
              Upload images
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
