import { VIDEO_MESSAGES, type VideoJob } from '@shared/videos';
import { Clapperboard, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { JobCard } from './job-card';

const GRID = 'grid gap-4 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3';

function EmptyState() {
  return (
    <div className="grid min-h-80 place-items-center rounded-2xl border border-dashed border-input bg-surface/60 px-6 py-16 text-center">
      <div className="flex flex-col items-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-brand-soft text-brand">
          <Clapperboard className="size-7" aria-hidden="true" />
        </span>
        <p className="mt-5 text-lg font-semibold text-foreground">{VIDEO_MESSAGES.emptyTitle}</p>
        <p className="mt-1.5 text-sm text-muted-foreground">{VIDEO_MESSAGES.emptySubtitle}</p>
      </div>
    </div>
  );
}

interface JobGridProps {
  jobs: readonly VideoJob[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}

/** The user's jobs as cards, newest first; the spec's empty state when there are none. */
export function JobGrid({ jobs, isPending, error, onRetry }: JobGridProps) {
  if (isPending) {
    return (
      <div className={GRID} aria-busy="true" aria-label="Loading your videos">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-96 rounded-xl" />
        ))}
      </div>
    );
  }
  if (!jobs) {
    return (
      <div
        role="alert"
        className="rounded-2xl border border-border bg-surface px-6 py-12 text-center"
      >
        <p className="font-semibold">{VIDEO_MESSAGES.failedToLoad}</p>
        {error && <p className="mt-1 text-sm text-muted-foreground">{error.message}</p>}
        <Button variant="outline" className="mt-5" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  if (jobs.length === 0) return <EmptyState />;
  return (
    <ul className={GRID}>
      {jobs.map((job) => (
        <li key={job.id} className="flex">
          <JobCard job={job} />
        </li>
      ))}
    </ul>
  );
}
