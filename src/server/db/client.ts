import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { lockDatabaseDirectory } from './pglite-lock.js';
import * as schema from './schema/index.js';
import { migrationsDir as migrationsFolder } from '../kernel/paths.js';

export type Schema = typeof schema;
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;
export type AppTx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Queryable = AppDb | AppTx;

export interface SqlResult<Row> {
  rows: Row[];
}

/** A raw SQL executor: what pg-boss calls `db` (`executeSql`), bound to one connection path. */
export interface SqlExecutor {
  executeSql<Row = Record<string, unknown>>(
    text: string,
    values?: unknown[],
  ): Promise<SqlResult<Row>>;
}

export interface Database extends SqlExecutor {
  kind: 'pglite' | 'postgres';
  db: AppDb;
  /** Subscribes to a NOTIFY channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Runs schema set-up work while holding a cross-process lock (see startupLock). */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole cluster as one uncompressed tarball (for `loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
}

/**
 * Opens the app database: embedded PGlite under DATA_DIR/db when no URL is given, else a
 * pg pool. Everything (drizzle, pg-boss, LISTEN) goes through the one client created here:
 * mixing paths to one PGlite instance lets a rollback on one path commit through the other.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** In-memory PGlite (tests). */
  memory?: boolean;
  /**
   * In-memory PGlite only: start from this dump (PGlite's dumpDataDir) instead of an empty
   * cluster. Tests start every file from one migrated dump: initdb and migrations cost ~3 s.
   */
  loadDataDir?: Blob | undefined;
}): Promise<Database> {
  const db = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : options.memory
      ? await openPglite(undefined, options.loadDataDir)
      : await openPglite(path.join(options.dataDir ?? './data', 'db'));
  await runMigrations(db);
  return db;
}

async function openPglite(dir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const unlock = dir ? lockDatabaseDirectory(dir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create(dir ?? 'memory://', loadDataDir ? { loadDataDir } : {});
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as AppDb;
  return {
    kind: 'pglite',
    db,
    withStartupLock: startupLock(undefined),
    async executeSql<Row>(text: string, values?: unknown[]) {
      // Parameterless calls may hold several statements (pg-boss migrations and maintenance,
      // some wrapped in their own BEGIN/COMMIT): PGlite runs those only through exec. An
      // error midway would leave the one connection inside an aborted transaction, so the
      // batch runs inside transaction(), which rolls back before anything else can run.
      if (!values || values.length === 0) {
        const results = await client.transaction((tx) => tx.exec(text));
        return { rows: (results.at(-1)?.rows ?? []) as Row[] };
      }
      const result = await client.query<Row>(text, values);
      return { rows: result.rows };
    },
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async close() {
      if (!client.closed) await client.close();
      unlock();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as AppDb;
  const listeners = new Set<pg.Client>();
  return {
    kind: 'postgres',
    db,
    withStartupLock: startupLock(url),
    async executeSql<Row>(text: string, values?: unknown[]) {
      if (values && values.length > 0) {
        const result = await pool.query(text, values);
        return { rows: result.rows as Row[] };
      }
      // A multi-statement batch with its own BEGIN that fails midway leaves its connection in
      // an aborted transaction: roll back before the connection returns to the pool.
      const client = await pool.connect();
      try {
        const result = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
        const last = Array.isArray(result) ? result.at(-1) : result;
        return { rows: (last?.rows ?? []) as Row[] };
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      // LISTEN needs one session for its whole life, so it gets its own client.
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end().catch(() => {});
      };
    },
    async close() {
      await Promise.all([...listeners].map((c) => c.end().catch(() => {})));
      await pool.end();
    },
  };
}

/** The raw executor behind an open drizzle transaction, so pg-boss can enqueue inside it. */
export function transactionExecutor(tx: AppTx): SqlExecutor {
  // drizzle keeps the transaction's connection (pg PoolClient | PGlite Transaction) on its
  // session; both answer query(text, values) with { rows }.
  const client = (tx as unknown as { session: { client: { query: pg.Pool['query'] } } }).session
    .client;
  return {
    async executeSql<Row>(text: string, values?: unknown[]) {
      const result = await client.query(text, values);
      return { rows: result.rows as Row[] };
    },
  };
}

const STARTUP_LOCK = 727_274_001;

/**
 * Runs schema set-up (our migrations, pg-boss's schema and queues) one process at a time:
 * processes booting together against one Postgres would otherwise race on CREATE SCHEMA.
 * PGlite belongs to this process alone, so there it just runs.
 */
function startupLock(databaseUrl: string | undefined) {
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (!databaseUrl) return work();
    const lockClient = new pg.Client({ connectionString: databaseUrl });
    await lockClient.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
      return await work();
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
      await lockClient.end();
    }
  };
}

/** Applies the committed drizzle-kit migrations; one code path for PGlite and Postgres. */
async function runMigrations(database: Database): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  // The same call drizzle's per-driver migrators make, so both drivers share this path.
  const internals = database.db as unknown as {
    dialect: { migrate(m: unknown, session: unknown, config: unknown): Promise<void> };
    session: unknown;
  };
  await database.withStartupLock(() =>
    internals.dialect.migrate(migrations, internals.session, { migrationsFolder }),
  );
}
