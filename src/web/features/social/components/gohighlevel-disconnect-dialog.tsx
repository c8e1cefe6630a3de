import { GHL_MESSAGES } from '@shared/gohighlevel';
import { Unplug } from 'lucide-react';
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
import { useDisconnectGoHighLevel } from '../api/disconnect-gohighlevel';

interface GoHighLevelDisconnectDialogProps {
  open: boolean;
  locationName: string;
  onOpenChange: (open: boolean) => void;
}

/** "Disconnect Go High Level?": it stops every feature, so it is asked once more. */
export function GoHighLevelDisconnectDialog({
  open,
  locationName,
  onOpenChange,
}: GoHighLevelDisconnectDialogProps) {
  const disconnect = useDisconnectGoHighLevel();

  function confirm() {
    disconnect.mutate(undefined, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onOpenChange(false);
      },
      onError: (error) => toast.error(errorMessage(error, GHL_MESSAGES.failedToDisconnect)),
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !disconnect.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-md" hideCloseButton>
        <DialogHeader>
          <DialogTitle>Disconnect Go High Level?</DialogTitle>
          <DialogDescription>
            The API key for <span className="font-medium text-foreground">{locationName}</span> is
            deleted and every feature turns off: no more webhooks or social posts. Your settings are
            kept for when you connect again.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={disconnect.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            loading={disconnect.isPending}
            onClick={confirm}
            data-testid="ghl-disconnect-confirm"
          >
            {!disconnect.isPending && <Unplug aria-hidden="true" />}
            Disconnect
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
