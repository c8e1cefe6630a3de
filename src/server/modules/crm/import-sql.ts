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
 * "Edited since the import" for a lead `l` of the import `i`: saved again after the import was
 * committed (every edit, status change or restore sets updated_at = now()), or given a timeline
 * entry other than an import's (a call, email, note, meeting, status change, Go High Level
 * message) after it. Both times are the database's clock. While the import is being committed
 * (committed_at null) nothing counts as edited: a failed commit takes back all it wrote.
 */
const EDITED = sql.raw(`(coalesce(l.updated_at > i.committed_at, false) OR EXISTS (
  SELECT 1 FROM crm_outreach_activities AS a
  WHERE a.lead_id = l.id AND a.activity_type <> 'import' AND a.created_at > i.committed_at))`);

/** The leads the import `i` added or updated (alias `l`). */
const TOUCHED = sql.raw(`(l.import_id = i.id OR EXISTS (
  SELECT 1 FROM crm_import_updates AS u WHERE u.import_id = i.id AND u.lead_id = l.id))`);

/** What undo would do now: untouched leads to remove and to restore, the edited ones named. */
export async function undoPlan(
  q: Queryable,
  userId: string,
  importId: string,
  listed: number,
): Promise<{
  remove: number;
  restore: number;
  kept: { id: string; businessName: string }[];
  keptTotal: number;
}> {
  const from = sql`FROM crm_leads AS l JOIN crm_imports AS i ON i.id = ${importId} AND i.user_id = ${userId}
    WHERE l.user_id = ${userId} AND ${TOUCHED}`;
  const [counts] = rowsOf<{ remove: number; restore: number; kept: number }>(
    await q.execute(sql`
    SELECT count(*) FILTER (WHERE l.import_id = i.id AND NOT ${EDITED})::int AS remove,
      count(*) FILTER (WHERE l.import_id IS DISTINCT FROM i.id AND NOT ${EDITED})::int AS restore,
      count(*) FILTER (WHERE ${EDITED})::int AS kept
    ${from}`),
  );
  const kept = rowsOf<{ id: string; businessName: string }>(
    await q.execute(sql`
    SELECT l.id, l.business_name AS "businessName" ${from} AND ${EDITED}
    ORDER BY l.business_name, l.id LIMIT ${listed}`),
  );
  return {
    remove: Number(counts?.remove ?? 0),
    restore: Number(counts?.restore ?? 0),
    kept: kept.map((lead) => ({ id: String(lead.id), businessName: lead.businessName })),
    keptTotal: Number(counts?.kept ?? 0),
  };
}

/**
 * Undo's half for updated leads: every lead the import changed and nobody edited since gets
 * its saved snapshot back, in one statement, and a timeline entry saying so (written first:
 * both statements then judge "edited" on the same rows). Returns how many were restored.
 */
export async function restoreUpdatedLeads(
  q: Queryable,
  userId: string,
  importId: string,
): Promise<number> {
  const noted = rowsOf(
    await q.execute(sql`
    INSERT INTO crm_outreach_activities (lead_id, user_id, activity_type, subject)
    SELECT u.lead_id, ${userId}, 'import', 'Import undone: earlier values restored'
    FROM crm_import_updates AS u JOIN crm_leads AS l ON l.id = u.lead_id
      JOIN crm_imports AS i ON i.id = u.import_id
    WHERE u.import_id = ${importId} AND l.user_id = ${userId} AND NOT ${EDITED}
    RETURNING lead_id`),
  );
  await q.execute(sql`
    UPDATE crm_leads AS l SET ${assignments}, updated_at = now()
    FROM crm_import_updates AS u, jsonb_to_record(u.previous) AS r(${recordType}), crm_imports AS i
    WHERE u.import_id = ${importId} AND i.id = u.import_id AND l.id = u.lead_id
      AND l.user_id = ${userId} AND NOT ${EDITED}`);
  return noted.length;
}

/** Undo's half for added leads: those nobody edited since are deleted with their timelines. */
export async function deleteUntouchedLeads(
  q: Queryable,
  userId: string,
  importId: string,
): Promise<number> {
  const deleted = rowsOf(
    await q.execute(sql`
    DELETE FROM crm_leads AS l USING crm_imports AS i
    WHERE i.id = ${importId} AND i.user_id = ${userId} AND l.user_id = ${userId}
      AND l.import_id = i.id AND NOT ${EDITED}
    RETURNING l.id`),
  );
  return deleted.length;
}

/** `execute`'s rows on either driver (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<Row = Record<string, unknown>>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
