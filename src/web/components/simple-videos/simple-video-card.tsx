import { SIMPLE_UPLOAD_MESSAGES, simpleJobStatusText } from '@shared/quick-start';
import type { VideoJob } from '@shared/videos';
import { Download, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';

interface SimpleVideoCardProps {
  job: VideoJob;
  onRemove?: (job: VideoJob) => void;
  removing?: boolean;
}

const STATUS_TONE = {
  processing: 'secondary',
  completed: 'success',
  failed: 'destructive',
} as const;

/** One job of a simple flow: status text, the video to play, download and remove. */
export function SimpleVideoCard({ job, onRemove, removing }: SimpleVideoCardProps) {
  const status = simpleJobStatusText(job.status);
  const progress = job.progress === null ? null : Math.round(job.progress);
  return (
    <article
      data-testid="simple-video-card"
      data-status={status}
      className="flex flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-card"
    >
      <div className="relative aspect-[9/16] max-h-96 bg-muted">
        {job.videoUrl ? (
          <video
            src={job.videoUrl}
            poster={job.posterUrl ?? undefined}
            controls
            playsInline
            preload="metadata"
            className="size-full object-cover"
            aria-label="Finished video"
          />
        ) : (
          <div className="flex size-full items-center justify-center p-4 text-center text-sm text-muted-foreground">
            {status === 'failed'
              ? (job.error ?? 'The video could not be made')
              : `Processing${progress !== null ? ` ${progress}%` : '...'}`}
          </div>
        )}
      </div>
      <p className="px-3 pt-2 text-xs text-muted-foreground">
        {job.freeVideo ? 'Free daily video' : `${job.cost} credits`}
        {job.refunded ? ' · refunded' : ''}
      </p>
      <div className="flex items-center gap-1 px-3 pt-1 pb-2">
        <Badge variant={STATUS_TONE[status]} data-testid="simple-video-status" className="mr-auto">
          {status}
        </Badge>
        {job.downloadUrl && (
          <Button variant="ghost" size="icon" className="size-8" asChild>
            <a
              href={job.downloadUrl}
              download
              aria-label="Download video"
              title="Download"
              onClick={() => toast.success(SIMPLE_UPLOAD_MESSAGES.downloadStarted)}
            >
              <Download aria-hidden="true" />
            </a>
          </Button>
        )}
        {/* Removing an unfinished video stops it and gives back what paid for it (046). */}
        {onRemove && (
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground hover:text-destructive"
            onClick={() => onRemove(job)}
            disabled={removing}
            aria-label="Remove video"
            title="Remove"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
    </article>
  );
}
