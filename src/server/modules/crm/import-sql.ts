import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import type { LeadRow } from './repo.js';

/**
 * The columns an import may write on an existing lead, as one statement per batch: a lead's
 * values travel as a JSON record read back with jsonb_to_recordset, because one UPDATE per
 * lead made 10,000 duplicates take 31 s on PGlite (bench/results/crm-import.md).
 */
const COLUMNS = [
  ['businessName', 'business_name', 'text'],
  ['googleMapsUrl', 'google_maps_url', 'text'],
  ['rating', 'rating', 'double precision'],
  ['reviewCount', 'review_count', 'integer'],
  ['address', 'address', 'text'],
  ['website', 'website', 'text'],
  ['phone', 'phone', 'text'],
  ['email', 'email', 'text'],
  ['claimStatus', 'claim_status', 'text'],
  ['completionPercentage', 'completion_percentage', 'integer'],
  ['instagramUrl', 'instagram_url', 'text'],
  ['linkedinUrl', 'linkedin_url', 'text'],
  ['youtubeUrl', 'youtube_url', 'text'],
  ['suggestedServices', 'suggested_services', 'text[]'],
  ['aiMessage', 'ai_message', 'text'],
  ['mapsKey', 'maps_key', 'text'],
  ['phoneKey', 'phone_key', 'text'],
  ['websiteKey', 'website_key', 'text'],
] as const satisfies readonly (readonly [keyof LeadRow, string, string])[];

export type LeadSnapshot = Record<string, unknown>;

/** The importable columns of a lead, keyed by column name (what undo writes back). */
export function snapshotOf(lead: Pick<LeadRow, (typeof COLUMNS)[number][0]>): LeadSnapshot {
  return Object.fromEntries(COLUMNS.map(([field, column]) => [column, lead[field]]));
}

const recordType = sql.raw(COLUMNS.map(([, column, type]) => `${column} ${type}`).join(', '));
const assignments = sql.raw(COLUMNS.map(([, column]) => `${column} = r.${column}`).join(', '));

/** Sets the importable columns of the user's leads from snapshots, in one statement. */
export async function setLeads(
  q: Queryable,
  userId: string,
  leads: { id: string; values: LeadSnapshot }[],
): Promise<void> {
  if (leads.length === 0) return;
  const records = JSON.stringify(leads.map(({ id, values }) => ({ ...values, id })));
  await q.execute(sql`
    UPDATE crm_leads AS l SET ${assignments}, updated_at = now()
    FROM jsonb_to_recordset(${records}::jsonb) AS r(id uuid, ${recordType})
    WHERE l.id = r.id AND l.user_id = ${userId}`);
}

/**
 * Undo's half for updated leads: every lead the import changed gets its saved snapshot back,
 * in one statement, and a timeline entry saying so. Returns how many were restored.
 */
export async function restoreUpdatedLeads(
  q: Queryable,
  userId: string,
  importId: string,
): Promise<number> {
  // Counted from the updates table first: the UPDATE's result shape differs by driver.
  const [counted] = await q
    .execute(
      sql`
    SELECT count(*)::int AS n FROM crm_import_updates AS u JOIN crm_leads AS l ON l.id = u.lead_id
    WHERE u.import_id = ${importId} AND l.user_id = ${userId}`,
    )
    .then((r) => rowsOf(r));
  await q.execute(sql`
    UPDATE crm_leads AS l SET ${assignments}, updated_at = now()
    FROM crm_import_updates AS u, jsonb_to_record(u.previous) AS r(${recordType})
    WHERE u.import_id = ${importId} AND l.id = u.lead_id AND l.user_id = ${userId}`);
  await q.execute(sql`
    INSERT INTO crm_outreach_activities (lead_id, user_id, activity_type, subject)
    SELECT u.lead_id, ${userId}, 'import', 'Import undone: earlier values restored'
    FROM crm_import_updates AS u JOIN crm_leads AS l ON l.id = u.lead_id
    WHERE u.import_id = ${importId} AND l.user_id = ${userId}`);
  return Number(counted?.n ?? 0);
}

/** `execute`'s rows on either driver (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf(result: unknown): { n?: unknown }[] {
  return (result as { rows: { n?: unknown }[] }).rows;
}
