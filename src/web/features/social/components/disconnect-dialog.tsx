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
import { useDisconnectPlatform } from '../api/disconnect-platform';
import { SOCIAL_TOASTS } from '../lib/messages';

interface DisconnectDialogProps {
  open: boolean;
  channelName: string;
  onClose: () => void;
}

/** "Disconnect YouTube?": asked once more, with what it means for posting. */
export function DisconnectDialog({ open, channelName, onClose }: DisconnectDialogProps) {
  const disconnect = useDisconnectPlatform();

  function confirm() {
    disconnect.mutate('youtube', {
      onSuccess: () => {
        toast.success(SOCIAL_TOASTS.disconnected);
        onClose();
      },
      onError: () => toast.error(SOCIAL_TOASTS.disconnectFailed),
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !disconnect.isPending && onClose()}>
      <DialogContent className="max-w-md" hideCloseButton>
        <DialogHeader>
          <DialogTitle>Disconnect YouTube?</DialogTitle>
          <DialogDescription>
            Nothing more will be posted to{' '}
            <span className="font-medium break-words text-foreground">{channelName}</span>, and our
            access to the channel is withdrawn. Videos already on the channel stay there. You can
            connect again at any time.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={disconnect.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" loading={disconnect.isPending} onClick={confirm}>
            {!disconnect.isPending && <Unplug aria-hidden="true" />}
            Disconnect
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
