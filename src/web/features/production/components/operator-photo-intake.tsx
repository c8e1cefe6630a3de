import { useRef } from 'react';
import { toast } from 'sonner';
import { ORDER_PHOTO_MESSAGES as M } from '@shared/order-photos';
import { MAX_PHOTOS_PER_UPLOAD, PHOTO_ACCEPT, PHOTO_MESSAGES } from '@shared/photos';
import { Button } from '../../../components/ui/button';
import { useOperatorPhotoActions } from '../api/order-photos';

/**
 * For an order still waiting for photos: the operator adds them (a Drive submission imported
 * without the Google key, photos sent by mail) and starts production with what is there.
 */
export function OperatorPhotoIntake(props: { orderId: string; photoCount: number }) {
  const actions = useOperatorPhotoActions(props.orderId);
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = actions.upload.isPending || actions.start.isPending;
  const onFiles = (files: File[]) => {
    if (files.length === 0) return;
    if (files.length > MAX_PHOTOS_PER_UPLOAD) {
      toast.error(PHOTO_MESSAGES.tooManyFiles);
      return;
    }
    actions.upload.mutate(files, {
      onSuccess: (answer) => toast.success(`${answer.added} added to the order`),
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="operator-photo-intake">
      <p className="w-full text-sm text-muted-foreground">
        This order is waiting for its photos. Add them for the client, or start production with the
        photos it has.
      </p>
      <Button variant="outline" disabled={busy} onClick={() => fileInput.current?.click()}>
        {actions.upload.isPending ? 'Uploading…' : 'Add photos'}
      </Button>
      <input
        ref={fileInput}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        className="hidden"
        data-testid="operator-photo-input"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <Button
        disabled={busy || props.photoCount === 0}
        onClick={() =>
          actions.start.mutate(undefined, {
            onSuccess: () => toast.success(M.started),
            onError: (error) => toast.error(error.message),
          })
        }
      >
        {M.start}
      </Button>
    </div>
  );
}
