import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { DialectName } from '../index';

/** A migration that knows which dialect it runs on (the provider passes it in). */
export interface LobbyMigration {
  up(db: Kysely<any>, dialect: DialectName): Promise<void>;
  down(db: Kysely<any>, dialect: DialectName): Promise<void>;
}

/** Integer primary key: autoincrement on SQLite, identity on PostgreSQL. */
export function idColumn(dialect: DialectName) {
  return (c: ColumnDefinitionBuilder) =>
    dialect === 'sqlite'
      ? c.primaryKey().autoIncrement()
      : c.primaryKey().generatedByDefaultAsIdentity();
}

/** Adds an integer id primary key. */
export function withId<T extends string>(t: CreateTableBuilder<T, never>, dialect: DialectName) {
  return t.addColumn('id', 'integer', idColumn(dialect));
}

/** A 0/1 boolean column with a check constraint. */
export function bool(column: string, defaultValue: 0 | 1) {
  return (c: ColumnDefinitionBuilder) =>
    c
      .notNull()
      .defaultTo(defaultValue)
      .check(sql.raw(`${column} in (0, 1)`));
}

/** `column in ('a','b')` for check constraints. */
export function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`);
}
