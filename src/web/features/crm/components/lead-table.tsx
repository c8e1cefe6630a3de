import type { Lead } from '@shared/crm';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount, formatDate } from '../lib/display';
import { StatusBadge } from './status-badge';

const PRIORITY_CLASS = {
  high: 'text-destructive',
  medium: 'text-foreground',
  low: 'text-muted-foreground',
} as const;

function Rating({ lead }: { lead: Lead }) {
  if (lead.rating === null) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap tabular-nums">
      <Star aria-hidden="true" className="size-3.5 fill-warning text-warning" />
      {lead.rating.toFixed(1)}
      {lead.reviewCount !== null && (
        <span className="text-muted-foreground">({formatCount(lead.reviewCount)})</span>
      )}
    </span>
  );
}

/**
 * The dashboard's leads: a table from tablets up; on a phone the same rows as stacked cards
 * (a seven-column table cannot be read at 390 px).
 */
export function LeadTable({ leads }: { leads: Lead[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm" data-testid="crm-lead-table">
          <thead>
            <tr className="border-b border-border text-left text-xs text-muted-foreground uppercase">
              <th className="py-2 pr-3 font-medium">Business</th>
              <th className="px-2 py-2 font-medium">Rating</th>
              <th className="px-2 py-2 font-medium">Phone</th>
              <th className="px-2 py-2 font-medium">Email</th>
              <th className="px-2 py-2 font-medium">Status</th>
              <th className="px-2 py-2 font-medium">Priority</th>
              <th className="py-2 pl-3 font-medium">Created</th>
            </tr>
          </thead>
          <tbody>
            {leads.map((lead) => (
              <tr
                key={lead.id}
                className="border-b border-border last:border-0"
                data-testid="crm-lead-row"
              >
                <td className="max-w-56 py-2.5 pr-3">
                  <Link
                    to={`/crm/leads/${lead.id}`}
                    className="block truncate font-medium text-ink hover:underline"
                  >
                    {lead.businessName}
                  </Link>
                  {lead.address && (
                    <span className="block truncate text-xs text-muted-foreground">
                      {lead.address}
                    </span>
                  )}
                </td>
                <td className="px-2 py-2.5">
                  <Rating lead={lead} />
                </td>
                <td className="px-2 py-2.5 whitespace-nowrap">{lead.phone ?? '—'}</td>
                <td className="max-w-44 truncate px-2 py-2.5" title={lead.email ?? undefined}>
                  {lead.email ?? '—'}
                </td>
                <td className="px-2 py-2.5">
                  <StatusBadge status={lead.leadStatus} />
                </td>
                <td className={`px-2 py-2.5 capitalize ${PRIORITY_CLASS[lead.priority]}`}>
                  {lead.priority}
                </td>
                <td className="py-2.5 pl-3 whitespace-nowrap text-muted-foreground">
                  {formatDate(lead.createdAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-2 md:hidden" aria-label="Leads">
        {leads.map((lead) => (
          <li key={lead.id} data-testid="crm-lead-card">
            <Link
              to={`/crm/leads/${lead.id}`}
              className="grid gap-1 rounded-lg border border-border p-3 hover:bg-muted"
            >
              <span className="flex items-start justify-between gap-2">
                <span className="min-w-0 truncate font-medium text-ink">{lead.businessName}</span>
                <StatusBadge status={lead.leadStatus} />
              </span>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                <Rating lead={lead} />
                {lead.phone && <span>{lead.phone}</span>}
                <span className="capitalize">{lead.priority} priority</span>
              </span>
              {lead.email && <span className="truncate text-sm">{lead.email}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
