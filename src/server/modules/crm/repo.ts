import { and, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { LeadStatus } from '@shared/crm';
import type { Queryable } from '../../db/client.js';
import { crmLeads, crmOutreachActivities } from '../../db/schema/index.js';
import type { ExistingLeadKeys } from './plan.js';

/** Queries of crm_leads and crm_outreach_activities; every one is scoped by its owner. */

export type LeadRow = typeof crmLeads.$inferSelect;
export type NewLeadRow = typeof crmLeads.$inferInsert;
export type ActivityRow = typeof crmOutreachActivities.$inferSelect;
export type NewActivityRow = typeof crmOutreachActivities.$inferInsert;

/** LIKE's wildcards in a search typed by a person are literal characters. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

export interface LeadFilter {
  search?: string | undefined;
  status?: LeadStatus | undefined;
}

/**
 * The user's leads matching a search (business name, email, phone, address, website: the
 * generated search_text column) and a status. A search of digits also finds phones written
 * with other punctuation ("5550100" finds "(555) 0100").
 */
function leadWhere(userId: string, filter: LeadFilter): SQL {
  const conditions: SQL[] = [eq(crmLeads.userId, userId)];
  if (filter.status) conditions.push(eq(crmLeads.leadStatus, filter.status));
  const search = filter.search?.trim();
  if (search) {
    const digits = search.replace(/\D/g, '');
    const text = like(crmLeads.searchText, likePattern(search));
    conditions.push(
      digits.length >= 3 && /^[\d\s()+.-]+$/.test(search)
        ? (or(text, like(crmLeads.phoneKey, likePattern(digits))) as SQL)
        : text,
    );
  }
  return and(...conditions) as SQL;
}

/** One page, newest first (the file order for leads of one import: see import-commit.ts). */
export function listLeads(
  q: Queryable,
  userId: string,
  filter: LeadFilter,
  page: { limit: number; offset: number },
): Promise<LeadRow[]> {
  return q
    .select()
    .from(crmLeads)
    .where(leadWhere(userId, filter))
    .orderBy(desc(crmLeads.createdAt), desc(crmLeads.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countLeads(
  q: Queryable,
  userId: string,
  filter: LeadFilter,
): Promise<number> {
  const [row] = await q.select({ total: count() }).from(crmLeads).where(leadWhere(userId, filter));
  return row?.total ?? 0;
}

/** How many of the user's leads have each status. */
export async function countByStatus(
  q: Queryable,
  userId: string,
): Promise<Partial<Record<LeadStatus, number>>> {
  const rows = await q
    .select({ status: crmLeads.leadStatus, total: count() })
    .from(crmLeads)
    .where(eq(crmLeads.userId, userId))
    .groupBy(crmLeads.leadStatus);
  return Object.fromEntries(rows.map((row) => [row.status, row.total]));
}

export async function findLead(
  q: Queryable,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<LeadRow | undefined> {
  const query = q
    .select()
    .from(crmLeads)
    .where(and(eq(crmLeads.id, id), eq(crmLeads.userId, userId)));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

export async function insertLead(q: Queryable, row: NewLeadRow): Promise<LeadRow> {
  const [inserted] = await q.insert(crmLeads).values(row).returning();
  if (!inserted) throw new Error('crm_leads insert returned no row');
  return inserted;
}

export async function updateLead(
  q: Queryable,
  userId: string,
  id: string,
  changes: Partial<NewLeadRow>,
): Promise<LeadRow | undefined> {
  const [row] = await q
    .update(crmLeads)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(crmLeads.id, id), eq(crmLeads.userId, userId)))
    .returning();
  return row;
}

export async function deleteLead(q: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await q
    .delete(crmLeads)
    .where(and(eq(crmLeads.id, id), eq(crmLeads.userId, userId)))
    .returning({ id: crmLeads.id });
  return rows.length > 0;
}

/** What duplicates are found against: every lead of the user, its keys only. */
export function leadKeysOf(q: Queryable, userId: string): Promise<ExistingLeadKeys[]> {
  return q
    .select({
      id: crmLeads.id,
      businessName: crmLeads.businessName,
      mapsKey: crmLeads.mapsKey,
      phoneKey: crmLeads.phoneKey,
      websiteKey: crmLeads.websiteKey,
    })
    .from(crmLeads)
    .where(eq(crmLeads.userId, userId));
}

export function leadsByIds(q: Queryable, userId: string, ids: string[]): Promise<LeadRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return q
    .select()
    .from(crmLeads)
    .where(and(eq(crmLeads.userId, userId), inArray(crmLeads.id, ids)))
    .for('update');
}

export async function insertActivity(q: Queryable, row: NewActivityRow): Promise<ActivityRow> {
  const [inserted] = await q.insert(crmOutreachActivities).values(row).returning();
  if (!inserted) throw new Error('crm_outreach_activities insert returned no row');
  return inserted;
}

/**
 * A lead's timeline, newest first, `limit` rows; `beforeId` (an activity of the same lead)
 * gives the page after it. Compared in SQL: a JavaScript Date would drop the microseconds the
 * column orders by. The caller has checked the lead is the user's.
 */
export function listActivities(
  q: Queryable,
  leadId: string,
  limit: number,
  beforeId?: string,
): Promise<ActivityRow[]> {
  const conditions: SQL[] = [eq(crmOutreachActivities.leadId, leadId)];
  if (beforeId) {
    conditions.push(
      sql`(${crmOutreachActivities.createdAt}, ${crmOutreachActivities.id}) < (select a.created_at, a.id from crm_outreach_activities a where a.id = ${beforeId})`,
    );
  }
  return q
    .select()
    .from(crmOutreachActivities)
    .where(and(...conditions))
    .orderBy(desc(crmOutreachActivities.createdAt), desc(crmOutreachActivities.id))
    .limit(limit);
}

export async function findActivity(
  q: Queryable,
  leadId: string,
  id: string,
): Promise<ActivityRow | undefined> {
  const [row] = await q
    .select()
    .from(crmOutreachActivities)
    .where(and(eq(crmOutreachActivities.id, id), eq(crmOutreachActivities.leadId, leadId)));
  return row;
}
