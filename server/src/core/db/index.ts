import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { SqliteDatabase, Transaction } from 'kysely';
import pg from 'pg';
import { trackWrites } from '../cache/write-tracking';
import type { WriteTracker } from '../cache/write-tracking';
import type { Database } from './tables';

export type { Database };

export type DialectName = 'sqlite' | 'postgres';
/** What repositories take: the database, a transaction, or a connection-bound instance. */
export type Db = Kysely<Database> | Transaction<Database>;

// bigint (int8, e.g. count(*) and sums of integers) and numeric (sum of bigint, avg) come back
// as strings by default; our values stay far below 2^53, so numbers are exact and simpler.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

const dialects = new WeakMap<object, DialectName>();
const pgConfigs = new WeakMap<object, pg.ClientConfig>();

/**
 * PostgreSQL: the connection settings of the database's pool (URL and search_path), for a
 * dedicated client outside the pool (the cluster bus's LISTEN connection). Null on SQLite.
 */
export function pgClientConfig(db: Db): pg.ClientConfig | null {
  return pgConfigs.get(db) ?? null;
}

const trackers = new WeakMap<object, WriteTracker>();

/** Where the writes of a Kysely instance created by createDatabase are announced (the cache). */
export function writeTrackerOf(db: Db): WriteTracker | undefined {
  return trackers.get(db);
}

/** The dialect a Kysely instance created by createDatabase talks to. */
export function dialectOf(db: Db): DialectName {
  const d = dialects.get(db);
  if (!d) throw new Error('Unknown database instance (not created by createDatabase)');
  return d;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  sqlitePath: string;
  /** PostgreSQL only: a schema to put first on the search_path (tests use a fresh one). */
  pgSchema?: string;
  pgPoolMax?: number;
  /**
   * SQLite: how long a write waits for another process's lock (better-sqlite3 waits
   * synchronously, holding the event loop). The server keeps this short and answers 503 with
   * Retry-After instead (http/error-handler.ts); the CLIs may wait longer. Default 5000.
   */
  sqliteBusyTimeoutMs?: number;
}

export function createDatabase(opts: DatabaseOptions): DatabaseHandle {
  if (opts.databaseUrl) {
    const clientConfig: pg.ClientConfig = {
      connectionString: opts.databaseUrl,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    };
    const pool = new pg.Pool({ ...clientConfig, max: opts.pgPoolMax ?? 10 });
    const { dialect, tracker } = trackWrites(new PostgresDialect({ pool }));
    const db = new Kysely<Database>({ dialect });
    dialects.set(db, 'postgres');
    pgConfigs.set(db, clientConfig);
    trackers.set(db, tracker);
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  fs.mkdirSync(path.dirname(opts.sqlitePath), { recursive: true });
  const sqlite = new BetterSqlite3(opts.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`busy_timeout = ${Math.max(0, Math.trunc(opts.sqliteBusyTimeoutMs ?? 5000))}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const { dialect, tracker } = trackWrites(
    new SqliteDialect({ database: withStatementCache(sqlite) }),
  );
  const db = new Kysely<Database>({ dialect });
  dialects.set(db, 'sqlite');
  trackers.set(db, tracker);
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/** Prepared statements kept per SQLite database, the most recently used ones. */
const STATEMENTS_KEPT = 500;

/**
 * The database as Kysely's SQLite driver sees it, with each statement prepared once: the driver
 * prepares every query anew, and preparing (parsing and planning the SQL) cost more than running
 * most of the app's queries. (better-sqlite3 runs nothing else on a connection while a
 * statement is iterated, so a kept statement is never busy when asked for; it is checked anyway.)
 * SQLite re-prepares a kept statement itself when the schema changed (a migration) since.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const kept = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => {
      kept.clear();
      sqlite.close();
    },
    prepare: (text: string) => {
      const found = kept.get(text);
      if (found && !found.busy) {
        // Most recently used last: the first key is the one to drop.
        kept.delete(text);
        kept.set(text, found);
        return found;
      }
      const statement = sqlite.prepare(text);
      kept.delete(text);
      kept.set(text, statement);
      if (kept.size > STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
      return statement;
    },
  };
}

/**
 * Runs fn in one transaction. On SQLite it starts with BEGIN IMMEDIATE so a second writer waits
 * for the lock (busy_timeout) instead of failing with SQLITE_BUSY when it upgrades a read lock;
 * on PostgreSQL it is a normal READ COMMITTED transaction. Inside fn use only the instance passed
 * in: on SQLite the outer instance is blocked until the transaction ends.
 */
export async function withTransaction<T>(
  db: Kysely<Database>,
  fn: (trx: Db) => Promise<T>,
): Promise<T> {
  const callbacks: (() => void)[] = [];
  let result: T;
  if (dialectOf(db) === 'postgres')
    result = await db.transaction().execute((trx) => {
      dialects.set(trx, 'postgres');
      committed.set(trx, callbacks);
      roots.set(trx, db);
      return fn(trx);
    });
  else
    result = await db.connection().execute(async (conn) => {
      dialects.set(conn, 'sqlite');
      committed.set(conn, callbacks);
      roots.set(conn, db);
      await sql`begin immediate`.execute(conn);
      try {
        const value = await fn(conn);
        await sql`commit`.execute(conn);
        return value;
      } catch (error) {
        await sql`rollback`.execute(conn).catch(() => undefined);
        throw error;
      } finally {
        committed.delete(conn);
      }
    });
  for (const callback of callbacks) {
    try {
      callback();
    } catch {
      // A failing notification never turns a committed write into an error.
    }
  }
  return result;
}

const committed = new WeakMap<object, (() => void)[]>();
const roots = new WeakMap<object, Kysely<Database>>();

/** Whether `db` is a transaction of withTransaction still open (afterCommit then waits). */
export function inTransaction(db: Db): boolean {
  return committed.has(db);
}

/** The database a transaction of withTransaction belongs to; `db` itself otherwise. */
export function rootOf(db: Db): object {
  return roots.get(db) ?? db;
}

/**
 * Runs fn once the transaction `db` belongs to has committed (never on rollback), or at once when
 * `db` is not a transaction of withTransaction: for what other processes must only see after
 * the write (app.live.publish, app.invalidate).
 */
export function afterCommit(db: Db, fn: () => void): void {
  const callbacks = committed.get(db);
  if (callbacks) callbacks.push(fn);
  else fn();
}
