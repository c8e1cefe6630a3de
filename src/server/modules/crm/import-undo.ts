import { IMPORT_MESSAGES, type ImportPreview } from '@shared/crm-import';
import type { Database, Queryable } from '../../db/client.js';
import { conflict } from '../../platform/errors.js';
import { claimImport, deleteImportedLeads, updateImport } from './import-repo.js';
import { restoreUpdatedLeads } from './import-sql.js';
import { ownImport, previewOf } from './imports.js';

/**
 * Takes back what an import wrote, in one transaction: the leads it added are deleted (with
 * their timelines), the leads it updated get their earlier values back (noted on their
 * timelines). Returns how many of each.
 */
export async function undoImportWork(
  tx: Queryable,
  userId: string,
  importId: string,
): Promise<{ removed: number; restored: number }> {
  const restored = await restoreUpdatedLeads(tx, userId, importId);
  const removed = await deleteImportedLeads(tx, userId, importId);
  return { removed, restored };
}

/** Undoes an imported file as a whole; a draft or an undone import is a 409. */
export async function undoImport(
  database: Database,
  userId: string,
  id: string,
): Promise<{ message: string; import: ImportPreview }> {
  const { db } = database;
  const current = await ownImport(db, userId, id);
  // One transaction: the status and the work change together or not at all.
  const { row, removed, restored } = await db.transaction(async (tx) => {
    const claimed = await claimImport(tx, userId, current.id, ['imported'], { status: 'undone' });
    if (!claimed) throw conflict(IMPORT_MESSAGES.notImported);
    const counts = await undoImportWork(tx, userId, claimed.id);
    const done = await updateImport(tx, userId, claimed.id, { undoneAt: new Date() });
    return { row: done ?? claimed, ...counts };
  });
  return { message: IMPORT_MESSAGES.undone(removed, restored), import: await previewOf(db, row) };
}
