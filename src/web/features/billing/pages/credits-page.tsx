import { CREDITS_CHANGED_EVENT } from '@shared/credits';
import { useQueryClient } from '@tanstack/react-query';
import { Coins, Download, Plus, RotateCcw } from 'lucide-react';
import { BalanceFigure } from '../../../components/credits/balance-figure';
import { PurchaseCreditsDialog } from '../../../components/credits/purchase-credits-dialog';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCreditBalance } from '../../../lib/credit-balance';
import { useLiveEvent } from '../../../lib/use-live-events';
import {
  CREDIT_HISTORY_CSV_PATH,
  CREDIT_HISTORY_QUERY_KEY,
  useCreditHistory,
} from '../api/get-credit-history';
import { CheckoutResultNote } from '../components/checkout-result-note';
import { LedgerTable } from '../components/ledger-table';
import { PlanCard } from '../components/plan-card';

function BalanceCard() {
  const { balance } = useCreditBalance();
  return (
    <Card className="bg-ink text-ink-foreground">
      <CardContent className="flex flex-wrap items-center gap-4">
        <span className="grid size-12 place-items-center rounded-lg bg-white/10">
          <Coins className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-xs font-medium tracking-wide text-ink-foreground/70 uppercase">
            Balance
          </h2>
          <BalanceFigure
            balance={balance}
            testId="credits-page-balance"
            numberClassName="text-4xl"
          />
        </div>
        <PurchaseCreditsDialog
          trigger={
            <Button className="max-sm:w-full">
              <Plus aria-hidden="true" />
              Buy Credits
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}

function HistoryCard() {
  const history = useCreditHistory();
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card className="gap-4">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>History</CardTitle>
          <CardDescription>Every credit in and out, newest first.</CardDescription>
        </div>
        <Button variant="outline" size="sm" asChild>
          <a href={CREDIT_HISTORY_CSV_PATH} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </CardHeader>
      <CardContent className="max-md:px-4 md:px-2">
        {history.isPending && (
          <div className="grid gap-2 px-4">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
        {history.isError && (
          <div role="alert" className="grid justify-items-start gap-3 px-4 text-sm">
            <p className="text-destructive">{history.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          </div>
        )}
        {history.isSuccess && entries.length === 0 && (
          <p className="px-4 text-sm text-muted-foreground">No credit activity yet.</p>
        )}
        {entries.length > 0 && <LedgerTable entries={entries} />}
        {history.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <Button
              variant="outline"
              onClick={() => void history.fetchNextPage()}
              loading={history.isFetchingNextPage}
            >
              Load more
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /credits: the balance and the way to buy more, the user's plan, and the full ledger with a
 * CSV export. The ledger re-reads itself whenever the balance changes, in any tab.
 */
export function CreditsPage() {
  const queryClient = useQueryClient();
  useLiveEvent(CREDITS_CHANGED_EVENT, () => {
    void queryClient.invalidateQueries({ queryKey: CREDIT_HISTORY_QUERY_KEY });
  });
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          Credits
        </h1>
        <p className="max-w-2xl text-muted-foreground">
          Your balance, your plan and every credit you have bought or spent.
        </p>
      </div>
      <CheckoutResultNote />
      <BalanceCard />
      <PlanCard />
      <HistoryCard />
    </div>
  );
}
