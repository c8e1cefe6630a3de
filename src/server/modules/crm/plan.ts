import type { ImportCounts, ImportMapping } from '@shared/crm-import';
import { DEDUPE_KEY_NAMES, dedupeKeys, KEY_LABELS, type DedupeKeys } from './dedupe.js';
import type { ParsedRow } from './parse.js';
import { importedLead, type ImportedLead } from './values.js';

/**
 * What an import does with each row, decided once for the preview and again, by the same
 * function, at commit (decision 038). Rows are taken in file order; a row whose maps link,
 * phone or website matches a lead the user has, or a row above it, is a duplicate of that
 * lead. The plan does not depend on the user's choice: "skip" leaves duplicates out, "update"
 * merges them into the lead they match.
 */

export interface ExistingLeadKeys extends DedupeKeys {
  id: string;
  businessName: string;
}

export type Target = { kind: 'existing'; id: string } | { kind: 'new'; index: number };

export interface PlannedRow {
  row: number;
  cells: string[];
  lead: ImportedLead;
  keys: DedupeKeys;
  outcome: 'add' | 'no_name' | 'duplicate';
  /** Why it is not a new lead, worded for the user; null for rows to add. */
  reason: string | null;
  /** Where a duplicate goes under "update": an existing lead, or the new lead of a row above. */
  target: Target | null;
}

export interface ImportPlan {
  rows: PlannedRow[];
  counts: ImportCounts;
}

export const NO_NAME_REASON = 'No business name';

export function planImport(
  parsed: readonly ParsedRow[],
  mapping: ImportMapping,
  existing: readonly ExistingLeadKeys[],
): ImportPlan {
  // key value -> what it belongs to, one map per key kind.
  const owners = Object.fromEntries(
    DEDUPE_KEY_NAMES.map((name) => [name, new Map<string, Target>()]),
  ) as Record<(typeof DEDUPE_KEY_NAMES)[number], Map<string, Target>>;
  const existingNames = new Map<string, string>();
  for (const lead of existing) {
    existingNames.set(lead.id, lead.businessName);
    for (const name of DEDUPE_KEY_NAMES) {
      const value = lead[name];
      if (value && !owners[name].has(value))
        owners[name].set(value, { kind: 'existing', id: lead.id });
    }
  }

  const rows: PlannedRow[] = [];
  const counts: ImportCounts = {
    rows: parsed.length,
    toAdd: 0,
    noName: 0,
    duplicatesInFile: 0,
    duplicatesExisting: 0,
    toUpdate: 0,
  };
  const updated = new Set<string>();

  for (const { row, cells } of parsed) {
    const lead = importedLead(cells, mapping);
    const keys = dedupeKeys(lead);
    if (!lead.businessName) {
      counts.noName += 1;
      rows.push({
        row,
        cells,
        lead,
        keys,
        outcome: 'no_name',
        reason: NO_NAME_REASON,
        target: null,
      });
      continue;
    }
    const match = firstMatch(keys, owners);
    const target: Target = match?.target ?? { kind: 'new', index: rows.length };
    // Every key of the row now leads to the same lead, so a row matching this one by another
    // key (its website, say) is found too.
    for (const name of DEDUPE_KEY_NAMES) {
      const value = keys[name];
      if (value && !owners[name].has(value)) owners[name].set(value, target);
    }
    if (!match) {
      counts.toAdd += 1;
      rows.push({ row, cells, lead, keys, outcome: 'add', reason: null, target: null });
      continue;
    }
    const label = KEY_LABELS[match.key];
    let reason: string;
    if (match.target.kind === 'existing') {
      counts.duplicatesExisting += 1;
      updated.add(match.target.id);
      const name = existingNames.get(match.target.id) ?? '';
      reason = `Duplicate of “${name}” in your leads (same ${label})`;
    } else {
      counts.duplicatesInFile += 1;
      reason = `Duplicate of row ${rows[match.target.index]?.row ?? '?'} in this file (same ${label})`;
    }
    rows.push({ row, cells, lead, keys, outcome: 'duplicate', reason, target: match.target });
  }
  counts.toUpdate = updated.size;
  return { rows, counts };
}

function firstMatch(
  keys: DedupeKeys,
  owners: Record<(typeof DEDUPE_KEY_NAMES)[number], Map<string, Target>>,
): { key: (typeof DEDUPE_KEY_NAMES)[number]; target: Target } | null {
  for (const name of DEDUPE_KEY_NAMES) {
    const value = keys[name];
    const target = value ? owners[name].get(value) : undefined;
    if (target) return { key: name, target };
  }
  return null;
}

/** The rows the download of skipped rows lists under a choice. */
export function skippedRows(plan: ImportPlan, choice: 'skip' | 'update'): PlannedRow[] {
  return plan.rows.filter(
    (row) => row.outcome === 'no_name' || (choice === 'skip' && row.outcome === 'duplicate'),
  );
}
