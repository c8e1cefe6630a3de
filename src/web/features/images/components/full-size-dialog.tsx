import { ExternalLink } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';

interface FullSizeDialogProps {
  imageUrl: string;
  prompt: string;
  size: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "View Full Size": the whole picture in a dialog, with a way to open the file itself. */
export function FullSizeDialog({
  imageUrl,
  prompt,
  size,
  open,
  onOpenChange,
}: FullSizeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl">
        <DialogHeader>
          <DialogTitle>Full size image</DialogTitle>
          <DialogDescription className="line-clamp-2">{prompt}</DialogDescription>
        </DialogHeader>
        <img
          src={imageUrl}
          alt={`Full size image: ${prompt}`}
          className="max-h-[70dvh] w-full rounded-lg bg-ink object-contain"
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <span className="tabular-nums">{size.replace('x', ' × ')} pixels</span>
          <Button variant="outline" size="sm" asChild>
            <a href={imageUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Open in a new tab
            </a>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
