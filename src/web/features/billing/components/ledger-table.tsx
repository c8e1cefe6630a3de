import type { CreditHistoryEntry } from '@shared/credits';
import { cn } from '../../../lib/cn';
import { formatCredits } from '../../../lib/credit-packages';
import { formatEntryDate, formatSignedCredits, LEDGER_KIND_LABELS } from '../lib/billing-display';

/*
 * One table for every screen: from md up a classic table; on phones each row becomes a small
 * card (a two-column grid), its cells reordered so kind and amount lead, with the column name
 * written before the cells that need one.
 */
const labelled =
  'max-md:before:block max-md:before:text-xs max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]';

function LedgerRow({ entry }: { entry: CreditHistoryEntry }) {
  const credit = entry.amount > 0;
  return (
    <tr
      data-testid="ledger-entry"
      className="border-border max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-2 max-md:rounded-lg max-md:border max-md:bg-surface max-md:p-4 md:border-t"
    >
      <td
        data-label="Date"
        className={cn(labelled, 'px-4 py-3 whitespace-nowrap max-md:order-4 max-md:p-0')}
      >
        <time dateTime={entry.createdAt}>{formatEntryDate(entry.createdAt)}</time>
      </td>
      <td className="px-4 py-3 font-medium max-md:order-1 max-md:p-0">
        {LEDGER_KIND_LABELS[entry.kind]}
      </td>
      <td className="px-4 py-3 max-md:order-3 max-md:col-span-2 max-md:p-0 max-md:text-muted-foreground">
        {entry.reason}
      </td>
      <td
        data-label="Job or payment"
        className={cn(labelled, 'px-4 py-3 max-md:order-6 max-md:col-span-2 max-md:p-0')}
      >
        {entry.reference ? (
          <span
            className="block max-w-[16rem] truncate font-mono text-xs max-md:max-w-full"
            title={entry.reference}
          >
            {entry.reference}
          </span>
        ) : (
          <span className="text-muted-foreground">None</span>
        )}
      </td>
      <td
        className={cn(
          'px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums max-md:order-2 max-md:p-0',
          credit ? 'text-success' : 'text-foreground',
        )}
      >
        {formatSignedCredits(entry.amount)}
      </td>
      <td
        data-label="Balance after"
        className={cn(
          labelled,
          'px-4 py-3 text-right whitespace-nowrap tabular-nums max-md:order-5 max-md:p-0',
        )}
      >
        {formatCredits(entry.balanceAfter)}
      </td>
    </tr>
  );
}

/** Every ledger entry of the user, newest first. */
export function LedgerTable({ entries }: { entries: CreditHistoryEntry[] }) {
  return (
    <table className="w-full text-sm max-md:block">
      <caption className="sr-only">Credit history, newest first</caption>
      <thead className="max-md:hidden">
        <tr className="text-left text-xs tracking-wide text-muted-foreground uppercase">
          <th scope="col" className="px-4 py-2 font-medium">
            Date
          </th>
          <th scope="col" className="px-4 py-2 font-medium">
            Kind
          </th>
          <th scope="col" className="px-4 py-2 font-medium">
            Reason
          </th>
          <th scope="col" className="px-4 py-2 font-medium">
            Job or payment
          </th>
          <th scope="col" className="px-4 py-2 text-right font-medium">
            Amount
          </th>
          <th scope="col" className="px-4 py-2 text-right font-medium whitespace-nowrap">
            Balance after
          </th>
        </tr>
      </thead>
      <tbody className="max-md:grid max-md:gap-3">
        {entries.map((entry) => (
          <LedgerRow key={entry.id} entry={entry} />
        ))}
      </tbody>
    </table>
  );
}
