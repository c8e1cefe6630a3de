import { CircleCheck, Info, X, type LucideIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { CHECKOUT_PURCHASE_PARAM, CHECKOUT_RESULT_PARAM } from '@shared/billing';
import { cn } from '../../../lib/cn';
import { checkoutNoteOf, type CheckoutNote } from '../lib/billing-display';

const paid = { icon: CircleCheck, className: 'border-success/30 bg-success-soft text-success' };
const NOTES: Record<CheckoutNote, { icon: LucideIcon; text: string; className: string }> = {
  'credits-paid': {
    ...paid,
    text: 'Payment received: your credits will appear here in a moment.',
  },
  // Plans deliver clips every month and grant no credits (decision 009): promise none.
  'plan-paid': { ...paid, text: 'Payment received: your plan will show here in a moment.' },
  paid: { ...paid, text: 'Payment received.' },
  cancelled: {
    icon: Info,
    text: 'Checkout cancelled. Nothing was charged.',
    className: 'border-border bg-muted text-foreground',
  },
};

/** The note a checkout leaves when it sends the user back here (`?checkout=`), dismissible. */
export function CheckoutResultNote() {
  const [search, setSearch] = useSearchParams();
  const result = checkoutNoteOf(search);
  if (!result) return null;
  const note = NOTES[result];
  const Icon = note.icon;
  const dismiss = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CHECKOUT_RESULT_PARAM);
        next.delete(CHECKOUT_PURCHASE_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <div
      role="status"
      className={cn('flex items-start gap-3 rounded-xl border px-4 py-3 text-sm', note.className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="flex-1 font-medium">{note.text}</p>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss"
        className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
