import { BILLING_MESSAGES } from '@shared/billing';
import { CREDITS_CHANGED_EVENT, creditsChangedPayloadSchema } from '@shared/credits';
import { toast } from 'sonner';
import type { LiveEvent } from './events';
import { useLiveEvents } from './use-live-events';

/**
 * The toast for a purchase that just landed: "Added {amount} credits! New balance: {balance}",
 * with an id made from the event's, so one event never shows twice in a tab. Other balance
 * changes (charges, refunds, adjustments) have their own feedback where they happen.
 */
export function creditsAddedToast(
  event: Pick<LiveEvent, 'id' | 'type' | 'payload'>,
): { id: string; message: string } | undefined {
  if (event.type !== CREDITS_CHANGED_EVENT) return undefined;
  const parsed = creditsChangedPayloadSchema.safeParse(event.payload);
  if (!parsed.success || parsed.data.kind !== 'purchase' || parsed.data.delta <= 0)
    return undefined;
  return {
    id: `credits-added-${event.id}`,
    message: BILLING_MESSAGES.creditsAdded(parsed.data.delta, parsed.data.balance),
  };
}

/**
 * Shows the purchase toast in every open tab; mounted once for the whole app, while someone
 * is signed in (a signed-out visitor's pages open no live stream).
 */
export function CreditsAddedToasts(): null {
  useLiveEvents(
    (event) => {
      const added = creditsAddedToast(event);
      if (added) toast.success(added.message, { id: added.id });
    },
    { types: [CREDITS_CHANGED_EVENT] },
  );
  return null;
}
