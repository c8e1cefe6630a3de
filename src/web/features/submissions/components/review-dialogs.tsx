import { useState } from 'react';
import { toast } from 'sonner';
import { SUBMISSION_LIMITS, SUBMISSION_MESSAGES, type Submission } from '@shared/submissions';
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
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/error-messages';
import { useApproveSubmission, useRejectSubmission } from '../api/submissions';
import { approvalConfirmation, rejectionConfirmation } from '../lib/review-text';

const REASON_LABEL = 'Reason (optional, mailed to the submitter)';

/**
 * "Approve & Create Account", asked first: approving makes an account, moves the photos and
 * mails a link, and nothing undoes it. Cancel (or Esc) closes the dialog and changes nothing.
 */
export function ApproveSubmissionDialog({ submission }: { submission: Submission }) {
  const [open, setOpen] = useState(false);
  const approve = useApproveSubmission();
  const { title, body } = approvalConfirmation(submission);
  const filesRemoved = submission.filesRemovedAt !== null;

  function onApprove() {
    approve.mutate(submission.id, {
      onSuccess: (answer) => {
        setOpen(false);
        toast.success(SUBMISSION_MESSAGES.approved, { description: answer.message });
        // The Drive folder could not be copied: a to-do for the operator, kept until dismissed.
        if (answer.photosToAddMessage) {
          toast.warning(answer.photosToAddMessage, { duration: Infinity, closeButton: true });
        }
      },
      onError: (error) => {
        setOpen(false);
        toast.error(SUBMISSION_MESSAGES.approvalFailed, {
          description: errorMessage(error, SUBMISSION_MESSAGES.tryAgain),
        });
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !approve.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button
          disabled={filesRemoved}
          title={filesRemoved ? SUBMISSION_MESSAGES.filesRemovedCannotApprove : undefined}
          data-testid="approve-submission"
        >
          Approve &amp; Create Account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{body}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={approve.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button loading={approve.isPending} onClick={onApprove}>
            Approve
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * "Reject": a dialog with the optional reason. Cancel (or Esc) closes it, sends nothing and
 * forgets the reason typed.
 */
export function RejectSubmissionDialog({ submission }: { submission: Submission }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reject = useRejectSubmission();
  const { title, body } = rejectionConfirmation(submission);

  function onOpenChange(next: boolean) {
    if (reject.isPending) return;
    setOpen(next);
    if (!next) setReason('');
  }
  function onReject() {
    const trimmed = reason.trim();
    reject.mutate(
      { submissionId: submission.id, ...(trimmed ? { reason: trimmed } : {}) },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(SUBMISSION_MESSAGES.rejected);
        },
        onError: (error) => {
          setOpen(false);
          toast.error(SUBMISSION_MESSAGES.rejectionFailed, {
            description: errorMessage(error, SUBMISSION_MESSAGES.tryAgain),
          });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" data-testid="reject-submission">
          Reject
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{body}</DialogDescription>
        </DialogHeader>
        <Textarea
          aria-label={REASON_LABEL}
          placeholder={REASON_LABEL}
          maxLength={SUBMISSION_LIMITS.rejectionReason}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={reject.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" loading={reject.isPending} onClick={onReject}>
            Reject
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
