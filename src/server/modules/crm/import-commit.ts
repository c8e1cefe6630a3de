import { sql } from 'drizzle-orm';
import { CRM_MESSAGES } from '@shared/crm';
import { IMPORT_MESSAGES, type DuplicateChoice, type ImportPreview } from '@shared/crm-import';
import type { Database, Queryable } from '../../db/client.js';
import { conflict } from '../../platform/errors.js';
import { dedupeKeys } from './dedupe.js';
import {
  claimImport,
  insertImportActivities,
  insertImportedLeads,
  insertImportUpdates,
  updateImport,
  type ImportRow,
} from './import-repo.js';
import { ownImport, planOf, previewOf } from './imports.js';
import { undoImportWork } from './import-undo.js';
import type { PlannedRow } from './plan.js';
import { setLeads, snapshotOf } from './import-sql.js';
import { leadsByIds, type NewLeadRow } from './repo.js';
import type { ImportedLead } from './values.js';

/** Rows written per transaction: short transactions, and well under 65,535 parameters. */
export const IMPORT_BATCH_SIZE = 500;

type LeadValues = Omit<ImportedLead, 'businessName'> & { businessName: string };

/** Fields a later row fills in: its non-empty values win, services add up. */
function merge<T extends Partial<LeadValues>>(into: T, from: ImportedLead): T {
  const merged: Partial<LeadValues> = { ...into };
  for (const [field, value] of Object.entries(from) as [keyof LeadValues, unknown][]) {
    if (value === null || value === '') continue;
    if (field === 'suggestedServices') {
      const services = [...(into.suggestedServices ?? []), ...from.suggestedServices];
      merged.suggestedServices = [...new Set(services)].slice(0, 20);
    } else if (field === 'claimStatus') {
      // "unclaimed" is also what an empty cell reads as: only a claim is news.
      if (from.claimStatus === 'claimed' || !into.claimStatus)
        merged.claimStatus = from.claimStatus;
    } else (merged as Record<string, unknown>)[field] = value;
  }
  return merged as T;
}

interface Work {
  inserts: { first: PlannedRow; values: LeadValues }[];
  /** Existing lead id -> the values the file brings for it, in file order. */
  updates: Map<string, Partial<LeadValues>>;
  skipped: number;
}

function workOf(rows: PlannedRow[], choice: DuplicateChoice): Work {
  const work: Work = { inserts: [], updates: new Map(), skipped: 0 };
  const insertOfRow = new Map<number, Work['inserts'][number]>();
  rows.forEach((row, index) => {
    if (row.outcome === 'add') {
      const insert = { first: row, values: row.lead as LeadValues };
      insertOfRow.set(index, insert);
      work.inserts.push(insert);
    } else if (row.outcome === 'no_name' || choice === 'skip' || !row.target) {
      work.skipped += 1;
    } else if (row.target.kind === 'new') {
      const insert = insertOfRow.get(row.target.index);
      if (insert) insert.values = merge(insert.values, row.lead);
      insertOfRow.set(index, insert!);
    } else {
      work.updates.set(row.target.id, merge(work.updates.get(row.target.id) ?? {}, row.lead));
    }
  });
  return work;
}

const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / IMPORT_BATCH_SIZE) }, (_, i) =>
    items.slice(i * IMPORT_BATCH_SIZE, (i + 1) * IMPORT_BATCH_SIZE),
  );

async function insertBatch(
  tx: Queryable,
  row: ImportRow,
  batch: Work['inserts'],
  start: number,
  base: number,
) {
  // Newest first on the dashboard = the file's order: each row a millisecond older.
  const values: NewLeadRow[] = batch.map(({ values: lead }, i) => ({
    ...lead,
    ...dedupeKeys(lead),
    userId: row.userId,
    importId: row.id,
    leadStatus: 'new',
    priority: 'medium',
    tags: ['imported'],
    createdAt: new Date(base - (start + i)),
  }));
  const inserted = await insertImportedLeads(tx, values);
  await insertImportActivities(
    tx,
    row.userId,
    inserted.map(({ id }, i) => ({
      leadId: id,
      subject: `Imported from ${row.fileName} (row ${batch[i]?.first.row ?? '?'})`,
    })),
  );
}

async function updateBatch(tx: Queryable, row: ImportRow, batch: [string, Partial<LeadValues>][]) {
  const ids = batch.map(([id]) => id);
  const current = new Map((await leadsByIds(tx, row.userId, ids)).map((lead) => [lead.id, lead]));
  const saved: { importId: string; leadId: string; previous: Record<string, unknown> }[] = [];
  const updates: { id: string; values: Record<string, unknown> }[] = [];
  for (const [id, values] of batch) {
    const lead = current.get(id);
    // Deleted since the plan was made: nothing to update.
    if (!lead) continue;
    const next = { ...lead, ...values, ...dedupeKeys({ ...lead, ...values }) };
    saved.push({ importId: row.id, leadId: id, previous: snapshotOf(lead) });
    updates.push({ id, values: snapshotOf(next) });
  }
  await setLeads(tx, row.userId, updates);
  // Saved before they are needed: undo reads them from the table, not from memory.
  await insertImportUpdates(tx, saved);
  if (saved.length) {
    await insertImportActivities(
      tx,
      row.userId,
      saved.map(({ leadId }) => ({ leadId, subject: `Updated from ${row.fileName}` })),
    );
  }
  return saved.length;
}

/**
 * Imports a draft under the user's duplicate choice (decision 038): planned again now with the
 * same planImport the preview showed, then written 500 rows per transaction. If a batch fails,
 * what the earlier batches wrote is undone and the draft can be committed again.
 */
export async function commitImport(
  database: Database,
  userId: string,
  id: string,
  choice: DuplicateChoice,
): Promise<{ message: string; import: ImportPreview }> {
  const { db } = database;
  const draft = await ownImport(db, userId, id);
  const row = await claimImport(db, userId, draft.id, ['draft'], {
    status: 'importing',
    duplicateChoice: choice,
  });
  if (!row) throw conflict(IMPORT_MESSAGES.alreadyImported);
  try {
    const plan = await planOf(db, row);
    const work = workOf(plan.rows, choice);
    const base = Date.now();
    let start = 0;
    for (const batch of chunks(work.inserts)) {
      await db.transaction((tx) => insertBatch(tx, row, batch, start, base));
      start += batch.length;
    }
    let updated = 0;
    for (const batch of chunks([...work.updates])) {
      updated += await db.transaction((tx) => updateBatch(tx, row, batch));
    }
    const done = await updateImport(db, userId, row.id, {
      status: 'imported',
      insertedCount: work.inserts.length,
      updatedCount: updated,
      skippedCount: work.skipped,
      // The database's clock, like the leads' updated_at: undo compares the two (import-sql.ts).
      committedAt: sql`now()`,
      outcome: {
        counts: plan.counts,
        rows: plan.rows.map(({ outcome, reason }) => ({ outcome, reason })),
      },
    });
    return {
      message: CRM_MESSAGES.imported(work.inserts.length),
      import: await previewOf(db, done ?? row),
    };
  } catch (error) {
    await db.transaction((tx) => undoImportWork(tx, userId, row.id));
    await updateImport(db, userId, row.id, { status: 'draft', duplicateChoice: null });
    throw error;
  }
}
