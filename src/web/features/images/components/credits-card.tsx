import { IMAGE_BASE_CREDITS, imageCost } from '@shared/pricing';
import { Coins, Plus } from 'lucide-react';
import { useId } from 'react';
import { PurchaseCreditsDialog } from '../../../components/credits/purchase-credits-dialog';
import { Button } from '../../../components/ui/button';
import { formatCredits } from '../../../lib/credit-packages';

/** The studio's credits card: the live balance, what an image costs, and the way to buy more. */
export function CreditsCard({ balance }: { balance: number | null }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-xl border border-border bg-surface px-5 py-4 shadow-card"
    >
      <span className="grid size-11 place-items-center rounded-lg bg-brand-soft text-brand">
        <Coins className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2
          id={titleId}
          className="text-xs font-medium tracking-wide text-muted-foreground uppercase"
        >
          Credits
        </h2>
        <p className="flex items-baseline gap-1.5" aria-live="polite">
          <span data-testid="images-credit-balance" className="text-2xl font-bold tabular-nums">
            {balance === null ? '...' : formatCredits(balance)}
          </span>
          <span className="text-sm text-muted-foreground">credits</span>
        </p>
      </div>
      <p className="text-sm text-muted-foreground max-sm:order-last max-sm:w-full">
        An image costs {IMAGE_BASE_CREDITS} credits at 720p and {imageCost('1080p')} at 1080p.
      </p>
      <PurchaseCreditsDialog
        trigger={
          <Button size="sm" className="h-9">
            <Plus aria-hidden="true" />
            Buy Credits
          </Button>
        }
      />
    </section>
  );
}
