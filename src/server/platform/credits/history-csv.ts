import { csvField } from '@shared/csv';
import { ledgerReasonText } from '@shared/ledger-names';
import type { LedgerEntry } from './repo.js';

export const HISTORY_CSV_HEADER = [
  'date',
  'kind',
  'reason',
  'reference',
  'amount',
  'balance_after',
];

export function historyCsvRow(entry: LedgerEntry): string {
  return [
    entry.createdAt.toISOString(),
    entry.kind,
    ledgerReasonText(entry.reason),
    entry.reference ?? '',
    entry.amount,
    entry.balanceAfter,
  ]
    .map(csvField)
    .join(',');
}

/** The whole history, newest first, header line first; CRLF line ends as RFC 4180 asks. */
export function historyCsv(entries: readonly LedgerEntry[]): string {
  const lines = [HISTORY_CSV_HEADER.join(','), ...entries.map(historyCsvRow)];
  return `${lines.join('\r\n')}\r\n`;
}
