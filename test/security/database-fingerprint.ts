import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from '../helpers/app.js';

/**
 * What a refused request must leave as it was: every row of the app's tables and the stored
 * files. A row-level trigger on each table (installed in the test's own database only) counts
 * inserts, updates and deletes per table in `suite.writes`, inside the writing transaction, so a
 * write that was rolled back is not counted and one that was committed always is. Reading the
 * counters is one small query, where counting every table took ten times longer.
 */

/**
 * Tables a refused request may still change, with why. pg-boss's own tables live in their own
 * schema and are not watched (its maintenance writes on a timer; a job is only ever queued in
 * the same transaction as its row, which is watched).
 */
export const TABLES_WRITTEN_ON_REFUSAL: Record<string, string> = {
  auth_attempt_counters:
    'attempts are counted per address (and account) so that guessing and floods are throttled: sign-in, /upload submissions, signed-out quick-starts',
  submission_upload_reservations:
    'room for an /upload submission is reserved before its body is read and given back when it is refused: written, then left without the row',
};

export async function fingerprinter(t: TestApp): Promise<() => Promise<string>> {
  const { rows } = await t.database.executeSql<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const watched = rows
    .map((row) => row.name)
    .filter((name) => !(name in TABLES_WRITTEN_ON_REFUSAL));
  await t.database.executeSql(`
    CREATE SCHEMA suite;
    CREATE TABLE suite.writes (table_name text PRIMARY KEY, n bigint NOT NULL DEFAULT 0);
    CREATE FUNCTION suite.count_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE suite.writes SET n = n + 1 WHERE table_name = TG_TABLE_NAME;
      RETURN NULL;
    END $$;
  `);
  for (const name of watched) {
    await t.database.executeSql(`INSERT INTO suite.writes (table_name) VALUES ($1)`, [name]);
    await t.database.executeSql(
      `CREATE TRIGGER suite_count_write AFTER INSERT OR UPDATE OR DELETE ON public."${name}"
         FOR EACH ROW EXECUTE FUNCTION suite.count_write()`,
    );
  }
  const filesRoot = path.join(t.config.dataDir, 'files');

  return async () => {
    const { rows: counts } = await t.database.executeSql<{ table_name: string; n: string }>(
      'SELECT table_name, n::text AS n FROM suite.writes WHERE n > 0 ORDER BY table_name',
    );
    const files = await readdir(filesRoot, { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    const stored = files.filter((entry) => entry.isFile()).length;
    return JSON.stringify({
      ...Object.fromEntries(counts.map((row) => [`${row.table_name} writes`, row.n])),
      'stored files': stored,
    });
  };
}

/** The fields that differ between two fingerprints, for a failure message. */
export function fingerprintDifference(before: string, after: string): string {
  const a = JSON.parse(before) as Record<string, unknown>;
  const b = JSON.parse(after) as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((key) => a[key] !== b[key])
    .map((key) => `${key}: ${String(a[key] ?? 0)} -> ${String(b[key] ?? 0)}`)
    .join(', ');
}
