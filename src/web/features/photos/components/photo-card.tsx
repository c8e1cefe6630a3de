import type { Photo } from '@shared/photos';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { formatFileSize } from '../../../lib/photos';

interface PhotoCardProps {
  photo: Photo;
  onView: () => void;
  onDelete: () => void;
}

/** One photo of the grid: its thumbnail (opens the full size), name, size and delete. */
export function PhotoCard({ photo, onView, onDelete }: PhotoCardProps) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      data-testid="photo-card"
      className="group flex w-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-card"
    >
      <button
        type="button"
        onClick={onView}
        aria-label={`View ${photo.name} full size`}
        className="relative block aspect-square overflow-hidden bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        <img
          src={photo.thumbnailUrl}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </button>
      <div className="flex items-center gap-1 py-2 pr-1.5 pl-3">
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="truncate text-sm font-medium" title={photo.name}>
            {photo.name}
          </h3>
          <p className="text-xs text-muted-foreground tabular-nums">{formatFileSize(photo.size)}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground hover:text-destructive"
          onClick={onDelete}
          aria-label={`Delete ${photo.name}`}
          title="Delete"
          data-testid="photo-delete"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </article>
  );
}
