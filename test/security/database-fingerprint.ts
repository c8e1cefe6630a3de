import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from '../helpers/app.js';

/**
 * What a refused request must leave as it was: the row count (and latest update) of every
 * table of the app, the sum of all balances, and the number of stored files. Taken before and
 * after a request; any difference after a 4xx is a partial write.
 */

/**
 * Tables a refused request may still change, with why. pg-boss's own tables live in their own
 * schema and are not read (its maintenance writes on a timer; a job is only ever queued in
 * the same transaction as its row, which is counted).
 */
export const TABLES_WRITTEN_ON_REFUSAL: Record<string, string> = {
  auth_attempt_counters:
    'sign-in attempts are counted per address and account so that guessing is throttled',
};

export async function fingerprinter(t: TestApp): Promise<() => Promise<string>> {
  const { rows: tables } = await t.database.executeSql<{ name: string; updated: boolean }>(
    `SELECT c.table_name AS name,
            bool_or(c.column_name = 'updated_at') AS updated
       FROM information_schema.columns c
       JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      GROUP BY c.table_name ORDER BY c.table_name`,
  );
  const watched = tables.filter((table) => !(table.name in TABLES_WRITTEN_ON_REFUSAL));
  const columns = watched.flatMap(({ name, updated }) => [
    `(SELECT count(*) FROM "${name}")::text AS "${name}"`,
    ...(updated ? [`(SELECT max(updated_at) FROM "${name}")::text AS "${name}.updated_at"`] : []),
  ]);
  columns.push(`(SELECT coalesce(sum(balance), 0) FROM user_credits)::text AS "balances"`);
  const query = `SELECT ${columns.join(', ')}`;
  const filesRoot = path.join(t.config.dataDir, 'files');

  return async () => {
    const { rows } = await t.database.executeSql<Record<string, string | null>>(query);
    const files = await readdir(filesRoot, { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    const stored = files.filter((entry) => entry.isFile()).length;
    return JSON.stringify({ ...rows[0], files: stored });
  };
}

/** The fields that differ between two fingerprints, for a failure message. */
export function fingerprintDifference(before: string, after: string): string {
  const a = JSON.parse(before) as Record<string, unknown>;
  const b = JSON.parse(after) as Record<string, unknown>;
  return Object.keys(b)
    .filter((key) => a[key] !== b[key])
    .map((key) => `${key}: ${String(a[key])} -> ${String(b[key])}`)
    .join(', ');
}
