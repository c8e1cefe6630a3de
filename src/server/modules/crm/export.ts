import type { LeadListQuery } from '@shared/crm';
import { csvDocument } from '@shared/csv';
import type { Queryable } from '../../db/client.js';
import { listLeads, type LeadRow } from './repo.js';

/** Read this many leads a query: an export of every lead never holds one huge result. */
const EXPORT_PAGE = 1_000;

export const LEADS_CSV_HEADER = [
  'business_name',
  'google_maps_url',
  'rating',
  'review_count',
  'address',
  'website',
  'phone',
  'email',
  'claim_status',
  'completion_percentage',
  'instagram_url',
  'linkedin_url',
  'youtube_url',
  'suggested_services',
  'ai_message',
  'lead_status',
  'priority',
  'tags',
  'notes',
  'created_at',
];

function csvRow(lead: LeadRow): (string | number)[] {
  return [
    lead.businessName,
    lead.googleMapsUrl ?? '',
    lead.rating ?? '',
    lead.reviewCount ?? '',
    lead.address ?? '',
    lead.website ?? '',
    lead.phone ?? '',
    lead.email ?? '',
    lead.claimStatus ?? '',
    lead.completionPercentage ?? '',
    lead.instagramUrl ?? '',
    lead.linkedinUrl ?? '',
    lead.youtubeUrl ?? '',
    lead.suggestedServices.join('; '),
    lead.aiMessage ?? '',
    lead.leadStatus,
    lead.priority,
    lead.tags.join('; '),
    lead.notes ?? '',
    lead.createdAt.toISOString(),
  ];
}

/**
 * The leads the dashboard shows for a search and status (every page, newest first) as CSV,
 * written by papaparse with the formula guard of src/shared/csv.ts: lead data comes from maps
 * listings and files, and a cell must never run in a spreadsheet.
 */
export async function leadsCsv(
  q: Queryable,
  userId: string,
  filter: Omit<LeadListQuery, 'page'>,
): Promise<string> {
  const rows: (string | number)[][] = [];
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const page = await listLeads(q, userId, filter, { limit: EXPORT_PAGE, offset });
    rows.push(...page.map(csvRow));
    if (page.length < EXPORT_PAGE) break;
  }
  return csvDocument(LEADS_CSV_HEADER, rows);
}
