import {
  displayProgress,
  formatElapsed,
  processingMessage,
  videoStatusLabel,
  type VideoJob,
} from '@shared/videos';
import { CircleAlert, CircleCheck, Clock, Timer } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeProps } from '../ui/badge';
import { Spinner } from '../ui/spinner';
import { cn } from '../../lib/cn';

type StatusLabel = ReturnType<typeof videoStatusLabel>;

const BADGE_VARIANT: Record<StatusLabel, BadgeProps['variant']> = {
  Queued: 'secondary',
  Processing: 'default',
  Completed: 'success',
  Failed: 'destructive',
};

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const label = videoStatusLabel(status);
  return (
    <Badge variant={BADGE_VARIANT[label]} className={cn('shadow-sm', className)}>
      {label === 'Queued' && <Clock aria-hidden="true" />}
      {label === 'Processing' && <Spinner label="" className="size-3" />}
      {label === 'Completed' && <CircleCheck aria-hidden="true" />}
      {label === 'Failed' && <CircleAlert aria-hidden="true" />}
      {label}
    </Badge>
  );
}

interface JobProgressProps {
  job: Pick<VideoJob, 'id' | 'status' | 'progress' | 'hasInputImage' | 'estimatedSeconds'>;
  elapsedMs: number | null;
}

/**
 * The card's progress bar (the spec's formula as a floor, the engine's real figure when
 * higher; never lower than the card showed before, even when a retry starts over), the elapsed
 * time and, while processing, the message measured for this kind of job.
 */
export function JobProgress({ job, elapsedMs }: JobProgressProps) {
  const label = videoStatusLabel(job.status);
  // The highest figure shown for this job so far (React's "information from previous renders").
  const [shown, setShown] = useState({ id: job.id, percent: 0 });
  const before = shown.id === job.id ? shown.percent : 0;
  const percent = Math.max(before, displayProgress(job, elapsedMs ?? 0));
  if (shown.id !== job.id || shown.percent !== percent) setShown({ id: job.id, percent });
  return (
    <div className="grid gap-1.5">
      <div
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-500 ease-out',
            label === 'Completed'
              ? 'bg-success'
              : label === 'Failed'
                ? 'bg-destructive'
                : 'bg-brand',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="flex items-center justify-between gap-3 text-xs text-muted-foreground">
        <span className="tabular-nums">{percent}%</span>
        {label === 'Processing' && elapsedMs !== null && (
          <span className="truncate">{processingMessage(elapsedMs, job.estimatedSeconds)}</span>
        )}
        {elapsedMs !== null && (
          <span className="inline-flex shrink-0 items-center gap-1 tabular-nums">
            <Timer className="size-3.5" aria-hidden="true" />
            <span className="sr-only">Elapsed </span>
            {formatElapsed(elapsedMs)}
          </span>
        )}
      </div>
    </div>
  );
}
