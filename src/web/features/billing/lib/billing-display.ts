import { CHECKOUT_PURCHASE_PARAM, CHECKOUT_RESULT_PARAM } from '@shared/billing';
import type { CreditHistoryEntry } from '@shared/credits';
import { formatCredits } from '../../../lib/credit-packages';

export const LEDGER_KIND_LABELS: Record<CreditHistoryEntry['kind'], string> = {
  signup_grant: 'Sign-up bonus',
  purchase: 'Purchase',
  charge: 'Charge',
  refund: 'Refund',
  adjustment: 'Adjustment',
};

/** "+100" or "−64" (a real minus sign, so the column reads well). */
export function formatSignedCredits(amount: number): string {
  if (amount === 0) return '0';
  return `${amount > 0 ? '+' : '\u2212'}${formatCredits(Math.abs(amount))}`;
}

const centsFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** "$15.00": a checkout shows the exact amount charged. */
export const formatCents = (cents: number) => centsFormat.format(cents / 100);

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

export const formatEntryDate = (iso: string) => dateTimeFormat.format(new Date(iso));
export const formatLongDate = (iso: string) => dateFormat.format(new Date(iso));

export type CheckoutResult = 'success' | 'cancelled';

/**
 * How a checkout sent the user back (`?checkout=`): Stripe and the offline page both return
 * to the credits page with it. American and British spellings of cancel are both accepted.
 */
export function checkoutResultOf(search: URLSearchParams): CheckoutResult | null {
  const value = search.get(CHECKOUT_RESULT_PARAM)?.toLowerCase();
  if (value === 'success') return 'success';
  if (value === 'cancel' || value === 'cancelled' || value === 'canceled') return 'cancelled';
  return null;
}

/** Which note the return shows: a paid plan's must not promise credits, which plans never grant. */
export type CheckoutNote = 'credits-paid' | 'plan-paid' | 'paid' | 'cancelled';

export function checkoutNoteOf(search: URLSearchParams): CheckoutNote | null {
  const result = checkoutResultOf(search);
  if (result !== 'success') return result;
  const purchase = search.get(CHECKOUT_PURCHASE_PARAM);
  if (purchase === 'plan') return 'plan-paid';
  if (purchase === 'credits') return 'credits-paid';
  // A checkout opened before returns named the purchase: say only what is certain.
  return 'paid';
}
