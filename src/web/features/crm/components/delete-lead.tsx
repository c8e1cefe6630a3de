import { CRM_MESSAGES, type Lead } from '@shared/crm';
import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
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
  DialogTrigger,
} from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/error-messages';
import { useDeleteLead } from '../api/delete-lead';

/** Deletes the lead and its timeline, after asking. */
export function DeleteLead({ lead }: { lead: Lead }) {
  const remove = useDeleteLead(lead.id);
  const navigate = useNavigate();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="justify-self-start text-destructive">
          <Trash2 aria-hidden="true" />
          Delete lead
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {lead.businessName}?</DialogTitle>
          <DialogDescription>The lead and its timeline are removed for good.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
          <Button
            variant="destructive"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  toast.success(CRM_MESSAGES.deleted);
                  void navigate('/crm/dashboard');
                },
                onError: (error) => toast.error(errorMessage(error, 'Failed to delete the lead')),
              })
            }
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
