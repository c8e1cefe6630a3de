import { DELETE_MESSAGES, type DeletableKind } from '@shared/deletes';
import type { QueryKey } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { useDeleteItem, type DeleteItemEndpoint } from '../../lib/item-deletions';
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

interface DeleteItemButtonProps {
  kind: DeletableKind;
  id: string;
  /** The item's DELETE route. */
  endpoint: DeleteItemEndpoint;
  /** What the item is called on its card (its name, a video's prompt). */
  name: string;
  /** The button's accessible name, when "Delete <name>" would not say what it is. */
  label?: string;
  /** The lists it leaves. */
  queryKeys: readonly QueryKey[];
  /** Still being made: the confirmation says it will be stopped and refunded. */
  running?: boolean;
  /** One more sentence for the confirmation (a script's voiceovers go with it). */
  note?: string;
  /** Only the bin icon (a card's row of icon actions); its name stays in aria-label/title. */
  iconOnly?: boolean;
  className?: string;
}

/** A small "Delete" button that asks first, then deletes the item for good. */
export function DeleteItemButton(props: DeleteItemButtonProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteItem(props.kind, props.endpoint, props.queryKeys);
  const confirm = props.kind === 'voice' ? 'Remove' : 'Delete';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size={props.iconOnly ? 'icon' : 'sm'}
          className={cn(
            'text-destructive hover:text-destructive',
            props.iconOnly && 'size-9',
            props.className,
          )}
          aria-label={props.label ?? `${confirm} ${props.name}`}
          title={props.iconOnly ? confirm : undefined}
          data-testid="delete-item"
        >
          <Trash2 aria-hidden="true" />
          {!props.iconOnly && confirm}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{DELETE_MESSAGES.confirmTitle[props.kind]}</DialogTitle>
          <p className="line-clamp-2 font-medium break-words text-foreground">{props.name}</p>
          <DialogDescription>
            {DELETE_MESSAGES.confirmBody}
            {props.running && ` ${DELETE_MESSAGES.confirmRunning}`}
            {props.note && ` ${props.note}`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
          <Button
            variant="destructive"
            loading={remove.isPending}
            onClick={() => remove.mutate({ id: props.id }, { onSuccess: () => setOpen(false) })}
          >
            {confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
