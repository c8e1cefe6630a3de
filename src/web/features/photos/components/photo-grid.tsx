import { PHOTO_MESSAGES, type Photo } from '@shared/photos';
import { Images, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { PhotoCard } from './photo-card';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';

interface PhotoGridProps {
  /** Undefined while loading or after a failed load. */
  photos: readonly Photo[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  onView: (photo: Photo) => void;
  onDelete: (photo: Photo) => void;
}

/** The library: placeholders while it loads, the reason and a retry, where photos come from. */
export function PhotoGrid({ photos, isPending, error, onRetry, onView, onDelete }: PhotoGridProps) {
  let body: ReactNode;
  if (isPending) {
    body = (
      <div className={GRID} aria-busy="true" aria-label="Loading your photos">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="aspect-[4/5] rounded-xl" />
        ))}
      </div>
    );
  } else if (!photos) {
    body = (
      <div
        role="alert"
        className="rounded-2xl border border-border bg-surface px-6 py-10 text-center"
      >
        <p className="font-semibold">{PHOTO_MESSAGES.loadFailed}</p>
        {error && <p className="mt-1 text-sm text-muted-foreground">{error.message}</p>}
        <Button variant="outline" className="mt-5" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  } else if (photos.length === 0) {
    body = (
      <div
        data-testid="photos-empty"
        className="grid min-h-72 place-items-center rounded-2xl border border-dashed border-input bg-surface/60 px-6 py-12 text-center"
      >
        <div className="flex max-w-md flex-col items-center">
          <span className="grid size-12 place-items-center rounded-2xl bg-brand-soft text-brand">
            <Images className="size-6" aria-hidden="true" />
          </span>
          <p className="mt-4 font-semibold">{PHOTO_MESSAGES.emptyTitle}</p>
          <p className="mt-1 text-sm text-muted-foreground">{PHOTO_MESSAGES.empty}</p>
        </div>
      </div>
    );
  } else {
    body = (
      <ul className={GRID} aria-label="Your photos">
        {photos.map((photo) => (
          <li key={photo.id} className="flex">
            <PhotoCard
              photo={photo}
              onView={() => onView(photo)}
              onDelete={() => onDelete(photo)}
            />
          </li>
        ))}
      </ul>
    );
  }
  return <section aria-label="Photo library">{body}</section>;
}
