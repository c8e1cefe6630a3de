import type { ImportPreview, UndoPreview } from '@shared/crm-import';
import { keptLeads } from '@shared/crm-import';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
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
import { useUndoPreview } from '../api/get-undo-preview';
import { useUndoImport } from '../api/undo-import';
import { formatCount } from '../lib/display';

const leads = (n: number) => `${formatCount(n)} ${n === 1 ? 'lead' : 'leads'}`;

/** The preview in words: what goes, what gets its earlier values, what stays and why. */
function UndoSummary({ plan }: { plan: UndoPreview }) {
  return (
    <ul className="grid gap-2 text-sm" data-testid="import-undo-summary">
      <li data-testid="import-undo-remove">
        {leads(plan.remove)} added by this import will be removed.
      </li>
      {plan.restore > 0 && (
        <li>{leads(plan.restore)} it updated will get their earlier values back.</li>
      )}
      {plan.keptTotal > 0 && (
        <li data-testid="import-undo-kept">
          {leads(plan.keptTotal)} edited since the import {plan.keptTotal === 1 ? 'is' : 'are'} kept
          as {plan.keptTotal === 1 ? 'it is' : 'they are'}:{' '}
          <span className="font-medium [overflow-wrap:anywhere]">
            {keptLeads(
              plan.kept.map((lead) => lead.businessName),
              plan.keptTotal,
            )}
          </span>
          .
        </li>
      )}
    </ul>
  );
}

/**
 * "Undo import", after asking: the dialog reads what undo would do now (leads edited since the
 * import are kept, by name) and undoes only when confirmed.
 */
export function UndoImport({
  preview,
  onDone,
}: {
  preview: ImportPreview;
  onDone: (p: ImportPreview) => void;
}) {
  const [open, setOpen] = useState(false);
  const plan = useUndoPreview(preview.id, open);
  const undo = useUndoImport(preview.id);
  const removing = plan.data?.remove ?? 0;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" data-testid="import-undo">
          <Undo2 aria-hidden="true" />
          Undo import
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="import-undo-dialog">
        <DialogHeader>
          <DialogTitle>Undo this import?</DialogTitle>
          <DialogDescription>
            Leads you have changed since the import (their details, status or timeline) are kept.
          </DialogDescription>
        </DialogHeader>
        {plan.isPending && <p className="text-sm text-muted-foreground">Checking your leads…</p>}
        {plan.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(plan.error, 'Could not check what undo would remove')}
          </p>
        )}
        {plan.data && <UndoSummary plan={plan.data} />}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={!plan.data}
            loading={undo.isPending}
            data-testid="import-undo-confirm"
            onClick={() =>
              undo.mutate(undefined, {
                onSuccess: (answer) => {
                  setOpen(false);
                  toast.success(answer.message);
                  onDone(answer.import);
                },
                onError: (error) => toast.error(errorMessage(error, 'Failed to undo the import')),
              })
            }
          >
            {removing > 0 ? `Remove ${leads(removing)}` : 'Undo import'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
