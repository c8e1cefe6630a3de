import { isFinalJobStatus } from '@shared/job-statuses';
import { VIDEO_ENGINE_LABELS, type VideoJob } from '@shared/videos';
import { Captions, Cpu } from 'lucide-react';
import { Link } from 'react-router';
import { JobProgress, StatusBadge } from '../../../components/video-jobs/job-status';
import { useElapsedMs } from '../../../components/video-jobs/use-elapsed-ms';
import { Skeleton } from '../../../components/ui/skeleton';
import { useClipJobs } from '../api/clips';
import { formatEdge } from '../lib/trim';

/** One clip of the batch: status, live progress and engine, then the video to play. */
function ClipJob({ job, label }: { job: VideoJob; label: string }) {
  const active = !isFinalJobStatus(job.status);
  const elapsedMs = useElapsedMs(job, active);
  const ready = job.status === 'succeeded' && job.videoUrl !== null;
  return (
    <article
      className="grid content-start gap-3 rounded-xl border border-border bg-surface p-3 shadow-card"
      data-testid="clip-job"
      data-job-id={job.id}
      data-status={job.status}
      aria-label={label}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-medium">{label}</h3>
        <StatusBadge status={job.status} />
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Cpu className="size-3.5" aria-hidden="true" />
          <span className="sr-only">Engine: </span>
          {VIDEO_ENGINE_LABELS[job.engine]}
        </span>
        <span className="tabular-nums">{formatEdge(job.durationSeconds)}</span>
        <span>{job.aspectRatio}</span>
        {job.captioned && (
          <span className="inline-flex items-center gap-1">
            <Captions className="size-3.5" aria-hidden="true" />
            Captions
          </span>
        )}
      </p>
      {ready ? (
        <video
          src={job.videoUrl!}
          poster={job.posterUrl ?? undefined}
          controls
          playsInline
          preload="metadata"
          className="max-h-96 w-full rounded-md bg-ink object-contain"
          aria-label={`${label}, finished video`}
        />
      ) : job.status === 'failed' ? (
        <p className="rounded-md bg-destructive/10 px-3 py-2 text-xs text-destructive">
          {job.error ?? 'The video could not be made.'}
          {job.refunded && ` The ${job.cost} credits were refunded.`}
        </p>
      ) : (
        <JobProgress job={job} elapsedMs={elapsedMs} />
      )}
    </article>
  );
}

/**
 * The clips cut from this episode (rendered here, or before), live through the studio's job events; they are in the
 * video studio too, with its download and posting.
 */
export function ClipJobs({ batch }: { batch: readonly { id: string; label: string }[] }) {
  const jobs = useClipJobs(batch.map((clip) => clip.id));
  if (batch.length === 0) return null;
  return (
    <section className="grid gap-3" aria-labelledby="clip-jobs-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="clip-jobs-heading" className="text-xl font-semibold text-ink">
          Your clips
        </h2>
        <Link to="/videos" className="text-sm font-medium text-brand hover:underline">
          Open the video studio
        </Link>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {batch.map((clip, k) => {
          const job = jobs[k];
          return (
            <li key={clip.id} className="grid">
              {job ? (
                <ClipJob job={job} label={clip.label} />
              ) : (
                <Skeleton className="h-40 rounded-xl" />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
