import {
  IMPORT_MESSAGES,
  IMPORT_PREVIEW_ROWS,
  IMPORT_SKIPPED_LISTED,
  type DuplicateChoice,
  type ImportMapping,
  type ImportPreview,
  type ImportRow as PreviewRow,
} from '@shared/crm-import';
import { csvDocument } from '@shared/csv';
import type { Database, Queryable } from '../../db/client.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/http/index.js';
import {
  deleteStaleDrafts,
  findImport,
  insertImport,
  updateImport,
  type ImportRow,
} from './import-repo.js';
import { checkMapping, parseLeadFile } from './parse.js';
import { planImport, type ImportPlan } from './plan.js';
import { leadKeysOf } from './repo.js';
import { displayValues, importedLead } from './values.js';

/**
 * The import's first step and its reads (decision 038): a file becomes a stored draft with its
 * parsed rows; its preview is planned against the user's leads each time it is shown, by the
 * same planImport the commit runs. A committed import shows what the commit did.
 */

export async function ownImport(q: Queryable, userId: string, id: string): Promise<ImportRow> {
  const row = isUuid(id) ? await findImport(q, userId, id) : undefined;
  if (!row) throw notFound(IMPORT_MESSAGES.importNotFound);
  return row;
}

export async function planOf(q: Queryable, row: ImportRow): Promise<ImportPlan> {
  return planImport(row.rows, row.mapping, await leadKeysOf(q, row.userId));
}

export async function createImport(
  database: Database,
  userId: string,
  file: { name: string; bytes: Uint8Array },
): Promise<ImportPreview> {
  const parsed = parseLeadFile(file.bytes, file.name);
  await deleteStaleDrafts(database.db, userId);
  const row = await insertImport(database.db, {
    userId,
    fileName: file.name.slice(0, 255),
    format: parsed.format,
    header: parsed.header,
    rows: parsed.rows,
    mapping: parsed.mapping,
    warnings: parsed.warnings,
  });
  return previewOf(database.db, row);
}

export async function getImport(
  database: Database,
  userId: string,
  id: string,
): Promise<ImportPreview> {
  return previewOf(database.db, await ownImport(database.db, userId, id));
}

/** A corrected mapping for a comma-separated draft; the preview is planned again. */
export async function remapImport(
  database: Database,
  userId: string,
  id: string,
  mapping: ImportMapping,
): Promise<ImportPreview> {
  const current = await ownImport(database.db, userId, id);
  if (current.status !== 'draft') throw badRequest(IMPORT_MESSAGES.alreadyImported);
  if (current.format !== 'csv') throw badRequest(IMPORT_MESSAGES.mappingFixed);
  const checked = checkMapping(mapping, current.header);
  const row = await updateImport(database.db, userId, id, { mapping: checked });
  return previewOf(database.db, row ?? current);
}

/** Rows and outcomes: planned now for a draft, as the commit left them otherwise. */
async function outcomesOf(q: Queryable, row: ImportRow) {
  if (row.status === 'draft' || !row.outcome) {
    const plan = await planOf(q, row);
    return { counts: plan.counts, rows: plan.rows };
  }
  const stored = row.outcome;
  const rows = row.rows.map((parsed, index) => ({
    row: parsed.row,
    cells: parsed.cells,
    lead: importedLead(parsed.cells, row.mapping),
    outcome: stored.rows[index]?.outcome ?? 'add',
    reason: stored.rows[index]?.reason ?? null,
  }));
  return { counts: stored.counts, rows };
}

export async function previewOf(q: Queryable, row: ImportRow): Promise<ImportPreview> {
  const { counts, rows } = await outcomesOf(q, row);
  const choice: DuplicateChoice = row.duplicateChoice ?? 'skip';
  const shown = (planned: (typeof rows)[number]): PreviewRow => ({
    row: planned.row,
    values: displayValues(planned.lead),
    outcome: planned.outcome,
    reason: planned.reason,
  });
  const skipped = rows.filter(
    (r) => r.outcome === 'no_name' || (choice === 'skip' && r.outcome === 'duplicate'),
  );
  const committed = row.status === 'imported' || row.status === 'undone';
  return {
    id: row.id,
    status: row.status,
    fileName: row.fileName,
    format: row.format,
    header: row.header,
    mapping: row.mapping,
    mappingEditable: row.format === 'csv' && row.status === 'draft',
    counts,
    sample: rows.slice(0, IMPORT_PREVIEW_ROWS).map(shown),
    skipped: skipped.slice(0, IMPORT_SKIPPED_LISTED).map(shown),
    warnings: row.warnings,
    result:
      committed && row.duplicateChoice
        ? {
            duplicates: row.duplicateChoice,
            inserted: row.insertedCount,
            updated: row.updatedCount,
            skipped: row.skippedCount,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Every skipped row with its reason and its cells as the file had them: for a draft under the
 * choice asked, for a committed import as it was done.
 */
export async function skippedCsv(
  database: Database,
  userId: string,
  id: string,
  choice: DuplicateChoice = 'skip',
): Promise<{ fileName: string; csv: string }> {
  const row = await ownImport(database.db, userId, id);
  const { rows } = await outcomesOf(database.db, row);
  const using = row.status === 'draft' ? choice : (row.duplicateChoice ?? choice);
  const skipped = rows.filter(
    (r) => r.outcome === 'no_name' || (using === 'skip' && r.outcome === 'duplicate'),
  );
  const width = Math.max(row.header.length, ...skipped.map((r) => r.cells.length));
  const header = [
    'row',
    'reason',
    ...Array.from({ length: width }, (_, i) => row.header[i] || `column ${i + 1}`),
  ];
  const csv = csvDocument(
    header,
    skipped.map((r) => [
      r.row,
      r.reason ?? '',
      ...Array.from({ length: width }, (_, i) => r.cells[i] ?? ''),
    ]),
  );
  const base = row.fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '-') || 'leads';
  return { fileName: `${base}-skipped.csv`, csv };
}
