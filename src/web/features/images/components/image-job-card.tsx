import { imageEndpoints } from '@shared/endpoints/images';
import { IMAGE_MESSAGES, imageSizeDimensions, type ImageJob } from '@shared/images';
import { ImageIcon, Maximize2 } from 'lucide-react';
import { Fragment, useId, useState } from 'react';
import { AssetError } from '../../../components/assets/asset-error';
import { EngineLabel } from '../../../components/assets/engine-label';
import { StatusBadge } from '../../../components/assets/status-badge';
import { DeleteItemButton } from '../../../components/item-actions/delete-item-button';
import { Button } from '../../../components/ui/button';
import { IMAGE_JOBS_QUERY_KEY } from '../api/get-image-jobs';
import { cn } from '../../../lib/cn';
import { formatSize, IMAGE_STATUS_DISPLAY } from '../lib/labels';
import { FullSizeDialog } from './full-size-dialog';

/** The picture, over a blurred copy of itself so any shape fills the square frame. */
function JobPicture({ job }: { job: ImageJob }) {
  const display = IMAGE_STATUS_DISPLAY[job.status];
  const { width, height } = imageSizeDimensions(job.size);
  return (
    <div className="relative aspect-square overflow-hidden bg-ink">
      {job.status === 'succeeded' && job.imageUrl ? (
        <>
          <img
            src={job.imageUrl}
            alt=""
            aria-hidden="true"
            className="absolute inset-0 size-full scale-110 object-cover opacity-50 blur-xl"
          />
          <img
            src={job.imageUrl}
            alt={job.prompt}
            width={width}
            height={height}
            loading="lazy"
            className="relative size-full object-contain"
          />
        </>
      ) : (
        <div
          className={cn(
            'grid size-full place-items-center bg-gradient-to-br from-ink via-ink-hover to-brand/60 text-ink-foreground/80',
            display.active && 'animate-pulse',
          )}
        >
          <div className="flex flex-col items-center gap-2 text-sm">
            <ImageIcon className="size-10" aria-hidden="true" />
            {display.active && <span role="status">Generating your image…</span>}
          </div>
        </div>
      )}
      <StatusBadge display={display} className="absolute top-3 left-3" />
    </div>
  );
}

/** One image job: the picture (or its state), what was asked for, and the engine that made it. */
export function ImageJobCard({ job }: { job: ImageJob }) {
  const [fullSize, setFullSize] = useState(false);
  const promptId = useId();
  const details = [
    formatSize(job.size),
    job.quality,
    job.styleName ?? 'No style',
    `Seed ${job.seed}`,
  ];
  return (
    <article
      aria-labelledby={promptId}
      data-testid="image-job-card"
      data-status={job.status}
      className="flex w-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-card"
    >
      <JobPicture job={job} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={promptId} className="line-clamp-2 text-sm leading-snug font-medium">
          {job.prompt}
        </h3>
        <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
          {details.map((detail, index) => (
            <Fragment key={detail}>
              {index > 0 && <span aria-hidden="true">·</span>}
              <span>{detail}</span>
            </Fragment>
          ))}
        </p>
        <EngineLabel engine={job.engine} />
        {job.status === 'failed' && (
          <AssetError>
            {job.error ?? 'The image could not be made.'}
            {job.refunded && (
              <span className="mt-1 block font-medium">The {job.cost} credits were refunded.</span>
            )}
          </AssetError>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-1 pt-1">
          {job.status === 'succeeded' && job.imageUrl && (
            <>
              <Button variant="outline" size="sm" className="h-9" onClick={() => setFullSize(true)}>
                <Maximize2 aria-hidden="true" />
                {IMAGE_MESSAGES.viewFullSize}
              </Button>
              <FullSizeDialog
                imageUrl={job.imageUrl}
                prompt={job.prompt}
                size={job.size}
                open={fullSize}
                onOpenChange={setFullSize}
              />
            </>
          )}
          <DeleteItemButton
            kind="image"
            id={job.id}
            endpoint={imageEndpoints.remove}
            name={job.prompt}
            label={`Delete the image “${job.prompt}”`}
            queryKeys={[IMAGE_JOBS_QUERY_KEY]}
            running={job.status === 'queued' || job.status === 'running'}
            className="ml-auto h-9"
          />
        </div>
      </div>
    </article>
  );
}
