import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Database, DialectName } from '../../core/db';

// Every test app starts on a migrated, empty database. Migrating ~70 steps for each of the
// suite's ~250 apps was ~15 % of its CPU time: global-setup.ts migrates one SQLite file
// and one PostgreSQL database per jest run (make-templates.ts), and buildTestApp copies them.

/** The migrated SQLite file (set by global-setup.ts; absent: each app migrates its own). */
export const SQLITE_TEMPLATE_ENV = 'LOBBY_TEST_SQLITE_TEMPLATE';
/** The migrated PostgreSQL database's name, on the server of LOBBY_TEST_PG_URL. */
export const PG_TEMPLATE_ENV = 'LOBBY_TEST_PG_TEMPLATE';
/** How PostgreSQL copies it (`strategy` of CREATE DATABASE; empty: the server's default). */
export const PG_STRATEGY_ENV = 'LOBBY_TEST_PG_TEMPLATE_STRATEGY';
/** The schema the template's tables are in; each copy renames it to the app's own. */
export const TEMPLATE_SCHEMA = 'lobby_template';

/** `url` with its database replaced by `database`. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export interface TemplateCopy {
  /** PostgreSQL: the URL of the copy's own database. */
  databaseUrl: string | null;
  /** Makes the copy the app's: on PostgreSQL, the template's schema takes the app's name. */
  adopt(db: Kysely<Database>): Promise<void>;
}

/**
 * The app's database as a copy of the run's template, or null when there is none (the caller
 * migrates). SQLite: the file copied to `sqlitePath`. PostgreSQL: a database named `schema`
 * (made through `admin`) whose schema adopt() renames to `schema`, so the app's schema, and the
 * cluster bus's channel named after it, stay unique on the server.
 */
export async function copyTemplate(
  dialect: DialectName,
  target: { admin: pg.Pool | null; schema: string | null; sqlitePath: string },
): Promise<TemplateCopy | null> {
  if (dialect === 'sqlite') {
    const template = process.env[SQLITE_TEMPLATE_ENV];
    if (!template) return null;
    fs.mkdirSync(path.dirname(target.sqlitePath), { recursive: true });
    fs.copyFileSync(template, target.sqlitePath);
    return { databaseUrl: null, adopt: async () => undefined };
  }
  const template = process.env[PG_TEMPLATE_ENV];
  const url = process.env.LOBBY_TEST_PG_URL;
  const { admin, schema } = target;
  if (!template || !url || !admin || !schema) return null;
  const strategy = process.env[PG_STRATEGY_ENV];
  await admin.query(
    `create database ${schema} template ${template}${strategy ? ` strategy ${strategy}` : ''}`,
  );
  return {
    databaseUrl: databaseUrl(url, schema),
    async adopt(db) {
      await sql`alter schema ${sql.id(TEMPLATE_SCHEMA)} rename to ${sql.id(schema)}`.execute(db);
    },
  };
}

/**
 * Drops a PostgreSQL copy. The app's pool has ended its connections, but their server processes
 * may still be exiting (the server waits for them); FORCE would terminate them, and a client
 * told so before its socket closed raises an unhandled error. FORCE only ends a connection left
 * open.
 */
export async function dropCopy(admin: pg.Pool | pg.Client, database: string): Promise<void> {
  try {
    await admin.query(`drop database if exists ${database}`);
  } catch (error) {
    // 55006: still in use after the server's wait.
    if ((error as { code?: string }).code !== '55006') throw error;
    await admin.query(`drop database if exists ${database} with (force)`);
  }
}
