import { DELETE_MESSAGES } from '@shared/deletes';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { EndpointDefinition } from '@shared/endpoint';
import type { idParams } from '@shared/ids';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/error-messages';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../ui/dialog';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

/**
 * The PATCH route of one item: `/…/:id` with a `{ name }` body, whose schema (the name rules
 * of creation) the dialog checks before sending.
 */
export interface RenameItemEndpoint extends EndpointDefinition {
  method: 'PATCH';
  path: `${string}/:id`;
  params: typeof idParams;
  body: z.ZodType<{ name: string }>;
}

interface RenameItemButtonProps {
  endpoint: RenameItemEndpoint;
  id: string;
  name: string;
  /** The lists that show the name. */
  queryKeys: readonly QueryKey[];
  /** "character", "background": for the dialog's title. */
  what: string;
}

/** "Rename": a dialog with the name, checked as at creation, saved with PATCH. */
export function RenameItemButton(props: RenameItemButtonProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(props.name);
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const queryClient = useQueryClient();
  const rename = useMutation({
    mutationFn: (body: { name: string }) =>
      api.call(props.endpoint, { params: { id: props.id }, body }),
    onSuccess: () => {
      for (const queryKey of props.queryKeys) void queryClient.invalidateQueries({ queryKey });
      toast.success(DELETE_MESSAGES.renamed);
      setOpen(false);
    },
    onError: (error) => setProblem(errorMessage(error, `The ${props.what} could not be renamed`)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = props.endpoint.body.safeParse({ name });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please check the name');
      return;
    }
    setProblem(null);
    rename.mutate(parsed.data);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setName(props.name);
          setProblem(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Rename ${props.name}`}>
          <Pencil aria-hidden="true" />
          Rename
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Rename {props.what}</DialogTitle>
            <DialogDescription>The new name shows everywhere it is used.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>Name</Label>
            <Input
              id={fieldId}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setProblem(null);
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${fieldId}-problem` : undefined}
              autoFocus
            />
            {problem && (
              <p id={`${fieldId}-problem`} role="alert" className="text-sm text-destructive">
                {problem}
              </p>
            )}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={rename.isPending}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
