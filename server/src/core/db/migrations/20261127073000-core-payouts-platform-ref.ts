import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../index';

// The core's payout tables stop referencing the community area's `platforms` table: the core
// knows no area's tables. A payout's platform_id stays the platform's id; the platforms provider
// (core/providers.ts) answers which platforms exist, and Admin › Payouts checks it before
// configuring one. Nothing in the platform deletes a platform, so the cascade never ran.
// `down` puts the references back as 20261123150200-core-payouts made them.
const TABLES = ['payout_providers', 'payouts'] as const;
const REFERENCE = ' references "platforms" ("id") on delete cascade';
const PLATFORM_COLUMN = /("platform_id" integer (?:primary key|not null))/;

/** SQLite cannot drop a foreign key: rebuild the table from its own SQL, edited, with its rows. */
async function rebuildSqlite(db: Kysely<any>, table: string, edit: (create: string) => string) {
  const { rows } = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
  const create = rows.find((r) => r.type === 'table')?.sql;
  if (!create) throw new Error(`No table ${table}`);
  const edited = edit(create);
  if (edited === create) throw new Error(`The platform reference of ${table} is not as expected`);
  const seq = await sql<{ seq: number }>`
    select seq from sqlite_sequence where name = ${table}`.execute(db);
  const temp = `${table}_rebuilt`;
  await sql.raw(edited.replace(`CREATE TABLE "${table}"`, `CREATE TABLE "${temp}"`)).execute(db);
  await sql`insert into ${sql.table(temp)} select * from ${sql.table(table)}`.execute(db);
  await db.schema.dropTable(table).execute();
  await db.schema.alterTable(temp).renameTo(table).execute();
  for (const index of rows.filter((r) => r.type === 'index')) await sql.raw(index.sql).execute(db);
  // Ids are never reused (autoincrement): the rebuilt table goes on from the old one's last id.
  const last = seq.rows[0]?.seq;
  if (last != null) {
    await sql`delete from sqlite_sequence where name = ${table}`.execute(db);
    await sql`insert into sqlite_sequence (name, seq) values (${table}, ${last})`.execute(db);
  }
}

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  for (const table of TABLES) {
    if (dialect === 'postgres')
      await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(`${table}_platform_id_fkey`)}`.execute(
        db,
      );
    else await rebuildSqlite(db, table, (create) => create.replace(REFERENCE, ''));
  }
}

export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  for (const table of TABLES) {
    if (dialect === 'postgres')
      await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_platform_id_fkey`)}
        foreign key (platform_id) references platforms (id) on delete cascade`.execute(db);
    else
      await rebuildSqlite(db, table, (create) => create.replace(PLATFORM_COLUMN, `$1${REFERENCE}`));
  }
}
