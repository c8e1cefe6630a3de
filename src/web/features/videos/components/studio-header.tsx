import { Coins, RefreshCw } from 'lucide-react';
import { MobileNavDrawer } from '../../../components/app-shell/mobile-nav-drawer';
import { SignOutButton } from '../../../components/app-shell/sign-out-button';
import { PurchaseCreditsDialog } from '../../../components/credits/purchase-credits-dialog';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatCredits } from '../../../lib/credit-packages';

interface StudioHeaderProps {
  balance: number | null;
  onRefresh: () => void;
  isRefreshing: boolean;
}

/**
 * The studio's sticky header (spec): its title, the balance as a button that opens the
 * purchase dialog, a refresh of every job, and sign-out. It stands in for the app shell's
 * header on this page (route handle `ownHeader`), so it carries the menu button on small
 * screens, and spans the page's full width (the negative margins undo the shell's padding).
 */
export function StudioHeader({ balance, onRefresh, isRefreshing }: StudioHeaderProps) {
  return (
    <div className="sticky top-0 z-30 -mx-4 -mt-8 border-b border-border/70 bg-background/90 px-4 backdrop-blur-md sm:-mx-6 sm:-mt-10 sm:px-6 lg:-mx-10 lg:px-10">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 sm:h-16">
        <MobileNavDrawer />
        <h1 className="min-w-0 flex-1 truncate font-display text-lg font-bold tracking-tight text-ink sm:text-2xl">
          AI Video Studio
        </h1>
        <PurchaseCreditsDialog
          trigger={
            <Button variant="outline" size="sm" className="h-9" title="Buy credits">
              <Coins aria-hidden="true" className="text-brand" />
              <span data-testid="studio-credit-balance" className="font-semibold tabular-nums">
                {balance === null ? '...' : formatCredits(balance)}
              </span>
              <span className="max-sm:sr-only">credits</span>
            </Button>
          }
        />
        <Button
          variant="ghost"
          size="sm"
          className="h-9 max-sm:w-9 max-sm:px-0"
          onClick={onRefresh}
          disabled={isRefreshing}
          title="Refresh the status of your videos"
        >
          <RefreshCw aria-hidden="true" className={cn(isRefreshing && 'animate-spin')} />
          <span className="max-sm:sr-only">Refresh</span>
        </Button>
        <SignOutButton />
      </div>
    </div>
  );
}
