import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DuplicateChoice, ImportStatus } from '@shared/crm-import';
import type { Queryable } from '../../db/client.js';
import {
  crmImports,
  crmImportUpdates,
  crmLeads,
  crmOutreachActivities,
} from '../../db/schema/index.js';

/** Queries of crm_imports and crm_import_updates; every one is scoped by its owner. */

export type ImportRow = typeof crmImports.$inferSelect;
export type NewImportRow = typeof crmImports.$inferInsert;

export async function insertImport(q: Queryable, row: NewImportRow): Promise<ImportRow> {
  const [inserted] = await q.insert(crmImports).values(row).returning();
  if (!inserted) throw new Error('crm_imports insert returned no row');
  return inserted;
}

export async function findImport(
  q: Queryable,
  userId: string,
  id: string,
): Promise<ImportRow | undefined> {
  const [row] = await q
    .select()
    .from(crmImports)
    .where(and(eq(crmImports.id, id), eq(crmImports.userId, userId)));
  return row;
}

export async function updateImport(
  q: Queryable,
  userId: string,
  id: string,
  changes: PgUpdateSetSource<typeof crmImports>,
): Promise<ImportRow | undefined> {
  const [row] = await q
    .update(crmImports)
    .set(changes)
    .where(and(eq(crmImports.id, id), eq(crmImports.userId, userId)))
    .returning();
  return row;
}

/**
 * Moves an import from one status to another in one statement: of two commits (or undos) of
 * the same import sent together, only one gets the row.
 */
export async function claimImport(
  q: Queryable,
  userId: string,
  id: string,
  from: ImportStatus[],
  changes: { status: ImportStatus; duplicateChoice?: DuplicateChoice },
): Promise<ImportRow | undefined> {
  const [row] = await q
    .update(crmImports)
    .set(changes)
    .where(
      and(eq(crmImports.id, id), eq(crmImports.userId, userId), inArray(crmImports.status, from)),
    )
    .returning();
  return row;
}

/** Drafts left behind (a preview never imported) are dropped after a day. */
export async function deleteStaleDrafts(q: Queryable, userId: string): Promise<void> {
  await q
    .delete(crmImports)
    .where(
      and(
        eq(crmImports.userId, userId),
        eq(crmImports.status, 'draft'),
        lt(crmImports.createdAt, sql`now() - interval '1 day'`),
      ),
    );
}

export async function insertImportUpdates(
  q: Queryable,
  rows: { importId: string; leadId: string; previous: Record<string, unknown> }[],
): Promise<void> {
  if (rows.length === 0) return;
  await q.insert(crmImportUpdates).values(rows).onConflictDoNothing();
}

/** Inserts one batch of a file's new leads; their ids, in the batch's order. */
export function insertImportedLeads(
  q: Queryable,
  values: (typeof crmLeads.$inferInsert)[],
): Promise<{ id: string }[]> {
  return q.insert(crmLeads).values(values).returning({ id: crmLeads.id });
}

/** Writes an import entry on each lead's timeline. */
export async function insertImportActivities(
  q: Queryable,
  userId: string,
  entries: { leadId: string; subject: string }[],
): Promise<void> {
  if (entries.length === 0) return;
  await q
    .insert(crmOutreachActivities)
    .values(entries.map((entry) => ({ ...entry, userId, activityType: 'import' as const })));
}
