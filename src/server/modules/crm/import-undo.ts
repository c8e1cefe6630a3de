import {
  IMPORT_MESSAGES,
  UNDO_KEPT_LISTED,
  type ImportPreview,
  type UndoPreview,
} from '@shared/crm-import';
import type { Database, Queryable } from '../../db/client.js';
import { conflict } from '../../platform/errors.js';
import { claimImport, updateImport } from './import-repo.js';
import { deleteUntouchedLeads, restoreUpdatedLeads, undoPlan } from './import-sql.js';
import { ownImport, previewOf } from './imports.js';

/**
 * Takes back what an import wrote, in one transaction: the leads it added are deleted (with
 * their timelines), the leads it updated get their earlier values back (noted on their
 * timelines). Leads edited since the import was committed are left as they are (import-sql.ts
 * says what counts as edited); before the commit has finished, nothing is, so a failed commit
 * takes back everything. Returns how many of each.
 */
export async function undoImportWork(
  tx: Queryable,
  userId: string,
  importId: string,
): Promise<{ removed: number; restored: number }> {
  const restored = await restoreUpdatedLeads(tx, userId, importId);
  const removed = await deleteUntouchedLeads(tx, userId, importId);
  return { removed, restored };
}

/** What undo would do now, for the user to confirm; a draft or an undone import is a 409. */
export async function previewUndo(
  database: Database,
  userId: string,
  id: string,
): Promise<UndoPreview> {
  const { db } = database;
  const current = await ownImport(db, userId, id);
  if (current.status !== 'imported') throw conflict(IMPORT_MESSAGES.notImported);
  return undoPlan(db, userId, current.id, UNDO_KEPT_LISTED);
}

/**
 * Undoes an imported file, keeping the leads edited since and naming them in the answer; a
 * draft or an undone import is a 409.
 */
export async function undoImport(
  database: Database,
  userId: string,
  id: string,
): Promise<{ message: string; import: ImportPreview } & Pick<UndoPreview, 'kept' | 'keptTotal'>> {
  const { db } = database;
  const current = await ownImport(db, userId, id);
  // One transaction: the status and the work change together or not at all.
  const { row, removed, restored, kept, keptTotal } = await db.transaction(async (tx) => {
    const claimed = await claimImport(tx, userId, current.id, ['imported'], { status: 'undone' });
    if (!claimed) throw conflict(IMPORT_MESSAGES.notImported);
    // Named before the work: what is kept now is what the work leaves alone.
    const plan = await undoPlan(tx, userId, claimed.id, UNDO_KEPT_LISTED);
    const counts = await undoImportWork(tx, userId, claimed.id);
    const done = await updateImport(tx, userId, claimed.id, { undoneAt: new Date() });
    return { row: done ?? claimed, ...counts, kept: plan.kept, keptTotal: plan.keptTotal };
  });
  const names = kept.map((lead) => lead.businessName);
  return {
    message: IMPORT_MESSAGES.undone(removed, restored, names, keptTotal),
    import: await previewOf(db, row),
    kept,
    keptTotal,
  };
}
