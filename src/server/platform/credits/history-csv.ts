import type { LedgerEntry } from './repo.js';

export const HISTORY_CSV_HEADER = [
  'date',
  'kind',
  'reason',
  'reference',
  'amount',
  'balance_after',
];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe: reasons are partly typed by people (admin adjustments).
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function historyCsvRow(entry: LedgerEntry): string {
  return [
    entry.createdAt.toISOString(),
    entry.kind,
    entry.reason,
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
