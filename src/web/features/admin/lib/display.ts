import type { CreditHistoryEntry } from '@shared/credits';
import { formatCredits } from '../../../lib/credit-packages';

export const LEDGER_KIND_LABELS: Record<CreditHistoryEntry['kind'], string> = {
  signup_grant: 'Sign-up bonus',
  purchase: 'Purchase',
  charge: 'Charge',
  refund: 'Refund',
  adjustment: 'Adjustment',
};

/** "+100" or "−64" (a real minus sign). */
export function formatSignedCredits(amount: number): string {
  if (amount === 0) return '0';
  return `${amount > 0 ? '+' : '\u2212'}${formatCredits(Math.abs(amount))}`;
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
