import { createHash, randomBytes } from 'node:crypto';
import { openAsBlob, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import { migrationsDir, projectRoot } from '../../src/server/kernel/paths.js';
import { appJobs } from '../../src/server/modules/index.js';
import { JobQueue } from '../../src/server/platform/jobs/index.js';

export interface TestDatabase {
  database: Database;
  /** The connection URL when running on Postgres (for spawning other processes). */
  url: string | undefined;
  /** Closes the connection and drops the per-file database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the server named by TEST_DATABASE_URL when the suite runs on Postgres.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ memory: true, loadDataDir: await migratedPglite() });
    return { database, url: undefined, dispose: () => database.close() };
  }
  const name = `reelcast_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = await migratedPostgresTemplate(admin, serverUrl);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    url: url.toString(),
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export const onPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

/**
 * The Postgres counterpart of migratedPglite: a database with our migrations and pg-boss's
 * schema, built once per run's database and per template key, which each file's database is
 * copied from (CREATE DATABASE … TEMPLATE: ~0.4 s, where migrating took ~3 s). Its name starts
 * with the run's database name, so `.ci/run` drops it with that database. Built under a
 * different name and renamed when whole, under an advisory lock, so a file running beside
 * this one waits and never copies half a template.
 */
async function migratedPostgresTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const runDatabase = new URL(serverUrl).pathname.slice(1) || 'postgres';
  const template = `${runDatabase}_tpl_${templateKey()}`.toLowerCase().slice(0, 63);
  const exists = async () =>
    (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount === 1;
  if (await exists()) return template;
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
  try {
    if (await exists()) return template;
    const building = `${template.slice(0, 50)}_b${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    const queue = await JobQueue.start(database, { jobs: appJobs });
    await queue.stop({ graceful: false, timeoutMs: 1000 });
    await database.close();
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    return template;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
  }
}

/**
 * A PGlite cluster with our migrations and pg-boss's schema and queues applied, dumped once
 * and kept in the temp dir under a name made from everything that shapes it (migration files,
 * PGlite and pg-boss versions). Every test file starts from it: initdb plus migrations took
 * ~3 s a file, loading the dump ~0.7 s. A changed migration gives a new name, so a stale dump
 * is never loaded.
 */
async function migratedPglite(): Promise<Blob> {
  const file = path.join(tmpdir(), `reelcast-test-pglite-${templateKey()}.tar`);
  try {
    return await openAsBlob(file);
  } catch {
    const database = await openDatabase({ memory: true });
    const queue = await JobQueue.start(database, { jobs: appJobs });
    await queue.stop({ graceful: false, timeoutMs: 1000 });
    const dump = await database.dumpDataDir!();
    await database.close();
    // Written aside and renamed: a file running beside this one never reads half a dump.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  }
}

function templateKey(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    if (name.endsWith('.sql'))
      hash.update(name).update(readFileSync(path.join(migrationsDir, name)));
  }
  for (const pkg of ['@electric-sql/pglite', 'pg-boss']) {
    const { version } = JSON.parse(
      readFileSync(path.join(projectRoot, 'node_modules', pkg, 'package.json'), 'utf8'),
    ) as { version: string };
    hash.update(`${pkg}@${version}`);
  }
  return hash.digest('hex').slice(0, 16);
}
