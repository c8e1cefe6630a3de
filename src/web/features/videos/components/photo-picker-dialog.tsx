import type { Photo } from '@shared/photos';
import { Check, Images, RotateCcw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useLibraryPhotos } from '../api/get-photos';
import { addPhotosLabel, pickedPhotos, toggleSelected } from '../lib/photo-picker';
import { isLibraryPhoto, type BatchImage, type LibraryPhoto } from '../lib/prompt-form';

const GRID = 'grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3';

function PickerItem({
  photo,
  selected,
  inBatch,
  onToggle,
}: {
  photo: Photo;
  selected: boolean;
  inBatch: boolean;
  onToggle: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onToggle}
        disabled={inBatch}
        aria-pressed={selected}
        aria-label={inBatch ? `${photo.name} (already chosen)` : photo.name}
        data-testid="photo-picker-item"
        className={cn(
          'group relative block aspect-square w-full overflow-hidden rounded-lg border-2 bg-muted',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          selected ? 'border-brand' : 'border-transparent hover:border-input',
          inBatch && 'cursor-not-allowed opacity-50',
        )}
      >
        <img
          src={photo.thumbnailUrl}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        {(selected || inBatch) && (
          <span className="absolute top-1.5 right-1.5 grid size-6 place-items-center rounded-full bg-brand text-brand-foreground shadow-card">
            <Check className="size-3.5" aria-hidden="true" />
          </span>
        )}
        <span className="absolute inset-x-0 bottom-0 truncate bg-ink/70 px-1.5 py-1 text-left text-[0.6875rem] text-ink-foreground">
          {inBatch ? 'Chosen' : photo.name}
        </span>
      </button>
    </li>
  );
}

interface PhotoPickerDialogProps {
  /** The batch as it is: its library photos are shown as already chosen. */
  chosen: readonly BatchImage[];
  onChoose: (photos: LibraryPhoto[]) => void;
}

/**
 * "Choose from My photos": the user's photo library in a dialog, several at a time. Chosen
 * photos join the batch like files (each its own job, priced alike), sent by id.
 */
export function PhotoPickerDialog({ chosen, onChoose }: PhotoPickerDialogProps) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const photos = useLibraryPhotos(open);
  const list = photos.data?.photos;
  const inBatch = new Set(chosen.filter(isLibraryPhoto).map((image) => image.photoId));

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) setSelected([]);
  }

  function add() {
    onChoose(pickedPhotos(list ?? [], selected));
    changeOpen(false);
  }

  let body: ReactNode;
  if (photos.isPending) {
    body = (
      <div className={GRID} aria-busy="true" aria-label="Loading your photos">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="aspect-square rounded-lg" />
        ))}
      </div>
    );
  } else if (!list) {
    body = (
      <div role="alert" className="grid justify-items-center gap-3 py-8 text-center">
        <p className="text-sm font-medium">Your photos could not be loaded</p>
        <Button variant="outline" size="sm" onClick={() => void photos.refetch()}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  } else if (list.length === 0) {
    body = (
      <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-input px-6 py-10 text-center">
        <Images className="size-8 text-brand" aria-hidden="true" />
        <p className="font-medium">No photos yet</p>
        <p className="max-w-sm text-sm text-muted-foreground">
          Upload photos in{' '}
          <Link to="/photos" className="font-medium text-brand underline-offset-4 hover:underline">
            My photos
          </Link>
          ; the photos of your approved submissions appear there too.
        </p>
      </div>
    );
  } else {
    body = (
      <ul className={cn(GRID, 'max-h-[55dvh] overflow-y-auto p-0.5')} aria-label="Your photos">
        {list.map((photo) => (
          <PickerItem
            key={photo.id}
            photo={photo}
            selected={selected.includes(photo.id)}
            inBatch={inBatch.has(photo.id)}
            onToggle={() => setSelected((current) => toggleSelected(current, photo.id))}
          />
        ))}
      </ul>
    );
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" data-testid="studio-choose-photos">
          <Images aria-hidden="true" />
          Choose from My photos
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Choose from My photos</DialogTitle>
          <DialogDescription>
            Each photo you choose becomes its own video, priced like an uploaded image.
          </DialogDescription>
        </DialogHeader>
        {body}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={add} disabled={selected.length === 0}>
            {addPhotosLabel(selected.length)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
