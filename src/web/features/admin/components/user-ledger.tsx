import { Skeleton } from '../../../components/ui/skeleton';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatCredits } from '../../../lib/credit-packages';
import { useUserLedger } from '../api/get-user-ledger';
import { formatDateTime, formatSignedCredits, LEDGER_KIND_LABELS } from '../lib/display';
import { QueryError } from './query-error';

/** One account's ledger, newest first, with "Load more" for older entries. */
export function UserLedger({ email }: { email: string }) {
  const ledger = useUserLedger(email);
  const entries = ledger.data?.pages.flatMap((page) => page.entries) ?? [];

  if (ledger.isPending) {
    return (
      <div className="grid gap-2">
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  }
  if (ledger.isError) {
    return <QueryError message={ledger.error.message} onRetry={() => void ledger.refetch()} />;
  }
  if (entries.length === 0) {
    return <p className="text-sm text-muted-foreground">No credit activity yet.</p>;
  }
  return (
    <div className="grid gap-3">
      <ul
        aria-label={`Credit history of ${email}, newest first`}
        className="divide-y divide-border rounded-lg border border-border"
      >
        {entries.map((entry) => (
          <li
            key={entry.id}
            data-testid="admin-ledger-entry"
            className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-0.5 px-4 py-3 text-sm"
          >
            <span className="font-medium">{LEDGER_KIND_LABELS[entry.kind]}</span>
            <span
              className={cn(
                'text-right font-semibold whitespace-nowrap tabular-nums',
                entry.amount > 0 ? 'text-success' : 'text-foreground',
              )}
            >
              {formatSignedCredits(entry.amount)}
            </span>
            <span className="break-words text-muted-foreground">{entry.reason}</span>
            <span className="text-right text-xs whitespace-nowrap text-muted-foreground tabular-nums">
              Balance {formatCredits(entry.balanceAfter)}
            </span>
            <time dateTime={entry.createdAt} className="col-span-2 text-xs text-muted-foreground">
              {formatDateTime(entry.createdAt)}
            </time>
          </li>
        ))}
      </ul>
      {ledger.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-center"
          onClick={() => void ledger.fetchNextPage()}
          loading={ledger.isFetchingNextPage}
        >
          Load more
        </Button>
      )}
    </div>
  );
}
