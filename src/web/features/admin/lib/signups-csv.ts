import { csvDocument } from '@shared/csv';
import type { MarketingSignups } from '@shared/marketing';

export const SIGNUPS_CSV_HEADER = ['type', 'list_or_source', 'name', 'email', 'page', 'created_at'];

/**
 * Every waitlist sign-up and exit-popup lead as one CSV, in the order the page shows them
 * (waitlists first, each list newest first). Fields are quoted and formula-guarded by
 * csvDocument: names and emails come from public forms, so a cell must never run in a
 * spreadsheet.
 */
export function signupsCsv(signups: MarketingSignups): string {
  return csvDocument(SIGNUPS_CSV_HEADER, [
    ...signups.waitlist.map((row) => [
      'waitlist',
      row.list,
      row.name,
      row.email,
      '',
      row.createdAt,
    ]),
    ...signups.leads.map((row) => [
      'lead',
      row.source,
      '',
      row.email,
      row.page ?? '',
      row.createdAt,
    ]),
  ]);
}

/** `marketing-signups-2026-11-25.csv`, dated in the admin's own time zone. */
export function signupsCsvFilename(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `marketing-signups-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
