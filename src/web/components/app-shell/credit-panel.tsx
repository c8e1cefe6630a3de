import { Coins, History, Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useCreditBalance } from '../../lib/credit-balance';
import { BalanceFigure } from '../credits/balance-figure';
import { PurchaseCreditsDialog } from '../credits/purchase-credits-dialog';
import { Button } from '../ui/button';

/**
 * The sidebar's balance (live across tabs; "..." until known), the way to buy more and the
 * link to the credit history. `onNavigate` lets the mobile drawer close when it is followed.
 */
export function CreditPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { balance } = useCreditBalance();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl bg-ink p-4 text-ink-foreground shadow-card"
    >
      <div className="flex items-center justify-between gap-2">
        <h2
          id={titleId}
          className="flex items-center gap-2 text-xs font-medium tracking-wide text-ink-foreground/70 uppercase"
        >
          <Coins className="size-3.5" aria-hidden="true" />
          Credits
        </h2>
        <Link
          to="/credits"
          onClick={onNavigate}
          className="-my-1 inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-medium text-ink-foreground/80 hover:bg-white/10 hover:text-ink-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <History className="size-3.5" aria-hidden="true" />
          History
        </Link>
      </div>
      <BalanceFigure
        balance={balance}
        testId="credit-balance"
        className="mt-2"
        numberClassName="text-3xl"
      />
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
