import { billingEndpoints } from '@shared/endpoints/billing';
import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { api } from '../../lib/api';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';
import { Skeleton } from '../ui/skeleton';
import { creditCheckView } from './credit-check-view';

export interface CreditCheckDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many images the batch has (one simple video each). */
  imageCount: number;
  /** Make this many videos now (the whole batch or the part that can be paid for). */
  onGenerate: (count: number) => void;
  /** Buy this many credits (a package size, so it can go straight to credit checkout). */
  onBuy: (credits: number) => void;
}

/**
 * The spec's credit check before a batch (check-credits-and-queue-jobs): how many videos the
 * free daily videos and the balance cover, what the rest needs, and the ways on. The server
 * counts the free videos and the balance; asked afresh each time the dialog opens.
 */
export function CreditCheckDialog({
  open,
  onOpenChange,
  imageCount,
  onGenerate,
  onBuy,
}: CreditCheckDialogProps) {
  const check = useQuery({
    queryKey: ['billing', 'credit-check', imageCount],
    queryFn: ({ signal }) =>
      api.call(billingEndpoints.creditCheck, { body: { imageCount }, signal }),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  const view = check.data ? creditCheckView(imageCount, check.data) : undefined;
  const generate = view?.generate;
  const buy = view?.buy;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Check your credits</DialogTitle>
          <DialogDescription>What this batch costs and what you can make now.</DialogDescription>
        </DialogHeader>
        {check.isPending && (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        )}
        {check.isError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {check.error.message}
          </p>
        )}
        {view && (
          <div className="grid gap-3 text-sm">
            {view.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
            {view.freeUsedUpMessage && (
              <p
                role="status"
                className="flex gap-2 rounded-lg bg-warning-soft px-4 py-3 font-medium text-warning"
              >
                <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {view.freeUsedUpMessage}
              </p>
            )}
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          {generate && (
            <Button
              variant={buy ? 'outline' : 'default'}
              onClick={() => onGenerate(generate.count)}
            >
              {generate.label}
            </Button>
          )}
          {buy && <Button onClick={() => onBuy(buy.credits)}>{buy.label}</Button>}
        </div>
      </DialogContent>
    </Dialog>
  );
}
