import { CHANGE_COMMENT_MAX, ORDER_REVIEW_MESSAGES, type OrderClip } from '@shared/order-review';
import { useState, type FormEvent } from 'react';
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
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-messages';
import { useRequestChange } from '../api/order-review';

interface RequestChangeDialogProps {
  orderId: string;
  /** The clip to ask a change of; null closes the dialog. */
  clip: OrderClip | null;
  onClose: () => void;
}

/** "Request a change": the comment goes to the operator with the clip (required, ≤ 1000). */
export function RequestChangeDialog({ orderId, clip, onClose }: RequestChangeDialogProps) {
  const request = useRequestChange(orderId);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function close() {
    if (request.isPending) return;
    setComment('');
    setProblem(null);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!clip) return;
    const words = comment.trim();
    if (!words) return setProblem(ORDER_REVIEW_MESSAGES.commentRequired);
    if (words.length > CHANGE_COMMENT_MAX) return setProblem(ORDER_REVIEW_MESSAGES.commentTooLong);
    request.mutate(
      { clipId: clip.id, comment: words },
      {
        onSuccess: () => {
          toast.success(ORDER_REVIEW_MESSAGES.changeRequested);
          setComment('');
          setProblem(null);
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error, DEFAULT_ERROR_MESSAGE)),
      },
    );
  }

  return (
    <Dialog open={clip !== null} onOpenChange={(open) => !open && close()}>
      {clip && (
        <DialogContent className="max-w-lg">
          <form onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Request a change</DialogTitle>
              <DialogDescription>
                Tell us what to change in{' '}
                <span className="font-medium text-foreground">{clip.title}</span>. We make it again
                and send it back for your review.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="change-comment">What would you like changed?</Label>
              <Textarea
                id="change-comment"
                value={comment}
                maxLength={CHANGE_COMMENT_MAX + 100}
                aria-invalid={problem ? true : undefined}
                aria-describedby="change-comment-help"
                placeholder="For example: a slower camera move, and keep the sofa in view."
                onChange={(event) => {
                  setComment(event.target.value);
                  setProblem(null);
                }}
              />
              <p
                id="change-comment-help"
                className={problem ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
                role={problem ? 'alert' : undefined}
              >
                {problem ?? `${comment.trim().length} / ${CHANGE_COMMENT_MAX} characters`}
              </p>
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={request.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" loading={request.isPending}>
                Send request
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
