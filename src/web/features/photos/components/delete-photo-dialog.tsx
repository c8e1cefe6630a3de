import { PHOTO_MESSAGES, type Photo } from '@shared/photos';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/error-messages';
import { useDeletePhoto } from '../api/delete-photo';

interface DeletePhotoDialogProps {
  /** The photo to delete; null closes the dialog. */
  photo: Photo | null;
  onClose: () => void;
}

/** "Delete this photo?": deleting is final, so it is asked once more, with what it means. */
export function DeletePhotoDialog({ photo, onClose }: DeletePhotoDialogProps) {
  const deletion = useDeletePhoto();

  function confirm() {
    if (!photo) return;
    deletion.mutate(photo.id, {
      onSuccess: () => {
        toast.success(PHOTO_MESSAGES.deleted);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, PHOTO_MESSAGES.deleteFailed)),
    });
  }

  return (
    <Dialog
      open={photo !== null}
      onOpenChange={(open) => !open && !deletion.isPending && onClose()}
    >
      {photo && (
        <DialogContent className="max-w-md" hideCloseButton>
          <DialogHeader>
            <DialogTitle>Delete this photo?</DialogTitle>
            <DialogDescription>
              <span className="font-medium break-all text-foreground">{photo.name}</span> will be
              removed from My photos for good. Videos already made from it are not affected.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={deletion.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="destructive" loading={deletion.isPending} onClick={confirm}>
              {!deletion.isPending && <Trash2 aria-hidden="true" />}
              Delete photo
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
