import { Coins, Plus } from 'lucide-react';
import { useId } from 'react';
import { useCreditBalance } from '../../lib/credit-balance';
import { formatCredits } from '../../lib/credit-packages';
import { PurchaseCreditsDialog } from '../credits/purchase-credits-dialog';
import { Button } from '../ui/button';

/** The sidebar's balance (live across tabs; "..." until known) and the way to buy more. */
export function CreditPanel() {
  const { balance } = useCreditBalance();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl bg-ink p-4 text-ink-foreground shadow-card"
    >
      <h2
        id={titleId}
        className="flex items-center gap-2 text-xs font-medium tracking-wide text-ink-foreground/70 uppercase"
      >
        <Coins className="size-3.5" aria-hidden="true" />
        Credits
      </h2>
      <p className="mt-2 flex items-baseline gap-1.5" aria-live="polite">
        <span data-testid="credit-balance" className="text-3xl font-bold tabular-nums">
          {balance === null ? '...' : formatCredits(balance)}
        </span>
        <span className="text-sm text-ink-foreground/70">credits</span>
      </p>
      <PurchaseCreditsDialog
        trigger={
          <Button size="sm" className="mt-4 w-full">
            <Plus aria-hidden="true" />
            Buy Credits
          </Button>
        }
      />
    </section>
  );
}
