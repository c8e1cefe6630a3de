import { ORDER_PHOTO_MESSAGES as M, type OrderPhotosAdded } from '@shared/order-photos';
import { MAX_PHOTOS_PER_UPLOAD, PHOTO_ACCEPT } from '@shared/photos';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { photosQueryOptions } from '../../../lib/photos';
import { orderDetailQuery, useOrderPhotoActions } from '../api/order-photos';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What an add answered: how many went in, and why the others did not. */
function reportAdded(answer: OrderPhotosAdded) {
  if (answer.added > 0)
    toast.success(`${answer.added} ${answer.added === 1 ? 'photo' : 'photos'} added`);
  for (const skip of answer.skipped.slice(0, 3)) toast.error(`${skip.name}: ${skip.message}`);
}

/**
 * An order's photos on its page (decision 056): the grid, "Add from My photos", upload,
 * remove, and "Start production with these photos", with the count against the allowance.
 */
export function OrderPhotosPanel({ orderId }: { orderId: string }) {
  const detail = useQuery(orderDetailQuery(orderId));
  const actions = useOrderPhotoActions(orderId);
  const [picking, setPicking] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  if (detail.isPending) return <p className="text-muted-foreground">Loading photos…</p>;
  if (detail.error) {
    return (
      <div role="alert" className="grid gap-2">
        <p>{errorText(detail.error)}</p>
        <Button variant="outline" onClick={() => void detail.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { order, photos, photosWanted, canChangePhotos, photosNote } = detail.data;
  const busy =
    actions.upload.isPending ||
    actions.fromLibrary.isPending ||
    actions.remove.isPending ||
    actions.start.isPending;

  const onFiles = (files: File[]) => {
    if (files.length === 0) return;
    actions.upload.mutate(files.slice(0, MAX_PHOTOS_PER_UPLOAD), {
      onSuccess: reportAdded,
      onError: (error) => toast.error(errorText(error)),
    });
  };

  return (
    <section aria-labelledby="order-photos-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="order-photos-title" className="font-display text-xl font-semibold text-ink">
            Photos
          </h2>
          <p className="tabular-nums text-muted-foreground" data-testid="order-photo-count">
            {M.count(photos.length, order.clipAllowance)}
          </p>
        </div>
        {canChangePhotos && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={busy || photosWanted === 0}
              onClick={() => setPicking(true)}
            >
              {M.addFromLibrary}
            </Button>
            <Button
              variant="outline"
              disabled={busy || photosWanted === 0}
              onClick={() => fileInput.current?.click()}
            >
              {actions.upload.isPending ? 'Uploading…' : M.upload}
            </Button>
            <input
              ref={fileInput}
              type="file"
              multiple
              accept={PHOTO_ACCEPT}
              className="hidden"
              data-testid="order-photo-input"
              onChange={(event) => {
                onFiles(Array.from(event.target.files ?? []));
                event.target.value = '';
              }}
            />
          </div>
        )}
      </div>
      {photosNote && <p className="rounded-md bg-muted p-3 text-sm">{photosNote}</p>}
      {photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {photos.map((photo) => (
            <li key={photo.id} className="grid gap-1">
              <img
                src={photo.thumbnailUrl}
                alt={photo.name}
                className="aspect-square w-full rounded-md object-cover"
              />
              <div className="flex min-w-0 items-center justify-between gap-1 text-xs">
                <span className="truncate" title={photo.name}>
                  {photo.name}
                </span>
                {canChangePhotos && !photo.usedByClip && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${M.remove} ${photo.name}`}
                    disabled={busy}
                    onClick={() =>
                      actions.remove.mutate(photo.id, {
                        onError: (error) => toast.error(errorText(error)),
                      })
                    }
                  >
                    {M.remove}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {canChangePhotos && (
        <div>
          <Button
            disabled={busy || photos.length === 0}
            onClick={() =>
              actions.start.mutate(undefined, {
                onSuccess: () => toast.success(M.started),
                onError: (error) => toast.error(errorText(error)),
              })
            }
          >
            {M.start}
          </Button>
        </div>
      )}
      <LibraryPicker
        open={picking}
        room={photosWanted}
        onClose={() => setPicking(false)}
        onChoose={(ids) =>
          actions.fromLibrary.mutate(ids, {
            onSuccess: (answer) => {
              reportAdded(answer);
              setPicking(false);
            },
            onError: (error) => toast.error(errorText(error)),
          })
        }
        busy={actions.fromLibrary.isPending}
      />
    </section>
  );
}

/** My photos to choose from, up to the room the order has left. */
function LibraryPicker(props: {
  open: boolean;
  room: number;
  busy: boolean;
  onClose: () => void;
  onChoose: (ids: string[]) => void;
}) {
  const library = useQuery({ ...photosQueryOptions, enabled: props.open });
  const [chosen, setChosen] = useState<string[]>([]);
  const toggle = (id: string) =>
    setChosen((now) =>
      now.includes(id)
        ? now.filter((other) => other !== id)
        : now.length < props.room
          ? [...now, id]
          : now,
    );
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open) {
          setChosen([]);
          props.onClose();
        }
      }}
    >
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{M.addFromLibrary}</DialogTitle>
          <DialogDescription>
            Choose up to {props.room} {props.room === 1 ? 'photo' : 'photos'}: {chosen.length}{' '}
            chosen.
          </DialogDescription>
        </DialogHeader>
        {library.isPending && <p>Loading your photos…</p>}
        {library.data?.photos.length === 0 && <p>No photos in My photos yet.</p>}
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {library.data?.photos.map((photo) => {
            const selected = chosen.includes(photo.id);
            return (
              <li key={photo.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  aria-label={photo.name}
                  onClick={() => toggle(photo.id)}
                  className={`block w-full overflow-hidden rounded-md border-2 ${
                    selected ? 'border-brand' : 'border-transparent'
                  }`}
                >
                  <img
                    src={photo.thumbnailUrl}
                    alt=""
                    className="aspect-square w-full object-cover"
                  />
                </button>
              </li>
            );
          })}
        </ul>
        <DialogFooter>
          <Button
            disabled={chosen.length === 0 || props.busy}
            onClick={() => {
              props.onChoose(chosen);
              setChosen([]);
            }}
          >
            Add {chosen.length || ''} to the order
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
