import { VIDEO_MESSAGES } from '@shared/videos';
import type { ReactNode } from 'react';

/** True when the price is more than a known balance: the submit button is then disabled. */
export const exceedsBalance = (cost: number, balance: number | null): balance is number =>
  balance !== null && cost > balance;

/**
 * The spec's reason for a disabled submit, "Insufficient credits. You need X credits but have
 * Y.", shown under it; give the button `aria-describedby={id}`.
 */
export function CreditShortfall({
  id,
  cost,
  balance,
}: {
  id: string;
  cost: number;
  balance: number | null;
}): ReactNode {
  if (!exceedsBalance(cost, balance)) return null;
  return (
    <p id={id} role="status" className="text-sm font-medium text-destructive">
      {VIDEO_MESSAGES.needCredits(cost, balance)}
    </p>
  );
}
