import type { Photo } from '@shared/photos';
import { Download, ExternalLink, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { formatFileSize } from '../../../lib/photos';

const addedOn = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

interface PhotoViewerDialogProps {
  /** The photo shown; null closes the dialog. */
  photo: Photo | null;
  onClose: () => void;
  onDelete: (photo: Photo) => void;
}

/** A photo at full size, with its details, a download and delete. */
export function PhotoViewerDialog({ photo, onClose, onDelete }: PhotoViewerDialogProps) {
  return (
    <Dialog open={photo !== null} onOpenChange={(open) => !open && onClose()}>
      {photo && (
        <DialogContent className="max-w-5xl">
          <DialogHeader>
            <DialogTitle className="truncate">{photo.name}</DialogTitle>
            <DialogDescription className="tabular-nums">
              {formatFileSize(photo.size)} · added {addedOn.format(new Date(photo.createdAt))}
            </DialogDescription>
          </DialogHeader>
          <img
            src={photo.url}
            alt={photo.name}
            className="max-h-[70dvh] w-full rounded-lg bg-ink object-contain"
          />
          <div className="flex flex-wrap items-center justify-end gap-2">
            <Button
              variant="ghost"
              size="sm"
              className="mr-auto text-destructive hover:text-destructive"
              onClick={() => onDelete(photo)}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
            <Button variant="outline" size="sm" asChild>
              <a href={photo.url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Open in a new tab
              </a>
            </Button>
            <Button variant="outline" size="sm" asChild>
              <a href={photo.downloadUrl} download={photo.name}>
                <Download aria-hidden="true" />
                Download
              </a>
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
