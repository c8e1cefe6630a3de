import { BILLING_MESSAGES } from '@shared/billing';
import { CREDITS_CHANGED_EVENT } from '@shared/credits';
import { toast } from 'sonner';
import type { LiveEventOf } from './events';
import { useLiveEvent } from './use-live-events';

/**
 * The toast for a purchase that just landed: "Added {amount} credits! New balance: {balance}",
 * with an id made from the event's, so one event never shows twice in a tab. Other balance
 * changes (charges, refunds, adjustments) have their own feedback where they happen.
 */
export function creditsAddedToast(
  event: Pick<LiveEventOf<typeof CREDITS_CHANGED_EVENT>, 'id' | 'payload'>,
): { id: string; message: string } | undefined {
  const { kind, delta, balance } = event.payload;
  if (kind !== 'purchase' || delta <= 0) return undefined;
  return {
    id: `credits-added-${event.id}`,
    message: BILLING_MESSAGES.creditsAdded(delta, balance),
  };
}

/**
 * Shows the purchase toast in every open tab; mounted once for the whole app, while someone
 * is signed in (a signed-out visitor's pages open no live stream).
 */
export function CreditsAddedToasts(): null {
  useLiveEvent(CREDITS_CHANGED_EVENT, (_payload, event) => {
    const added = creditsAddedToast(event);
    if (added) toast.success(added.message, { id: added.id });
  });
  return null;
}
