import { VIDEO_MESSAGES } from '@shared/videos';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { PurchaseCreditsDialog } from './purchase-credits-dialog';
import { shortOfCredits } from './shortfall';

export { shortOfCredits } from './shortfall';

/**
 * The spec's reason for a disabled submit, "Insufficient credits. You need X credits but have
 * Y.", and the way out of it right there: "Buy Credits" opens the purchase dialog without
 * leaving the form. Give the submit button `aria-describedby={id}`; `blank` as for
 * shortOfCredits.
 */
export function CreditShortfall({
  id,
  cost,
  balance,
  blank = false,
  className,
}: {
  id: string;
  cost: number;
  balance: number | null;
  blank?: boolean;
  className?: string;
}): ReactNode {
  if (!shortOfCredits(cost, balance, blank)) return null;
  return (
    <div
      data-testid="credit-shortfall"
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', className)}
    >
      <p id={id} role="status" className="min-w-0 flex-1 text-sm font-medium text-destructive">
        {VIDEO_MESSAGES.needCredits(cost, balance)}
      </p>
      <PurchaseCreditsDialog
        trigger={
          <Button size="sm" variant="outline" className="h-8">
            <Plus aria-hidden="true" />
            Buy Credits
          </Button>
        }
      />
    </div>
  );
}
