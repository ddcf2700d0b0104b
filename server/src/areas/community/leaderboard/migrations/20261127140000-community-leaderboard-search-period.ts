import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../../../../core/db';
import { extensionSchema } from './20261127073000-community-leaderboard-search-flat';

// PostgreSQL: the name search's trigram index holds every period's names, so a probe for one
// period's matches rechecked the rows of every period sharing the term (most of them ended) and
// dropped those of the others one by one. With btree_gin (a trusted extension, like pg_trgm) the
// index leads with the period, and a probe reads only its own period's matches. Where btree_gin
// cannot be created the index stays as it was (the period is then a filter). SQLite's FTS index
// already keys its texts by period (20261127073000).

const INDEX = sql.raw('leaderboard_entries_name_trgm');
const NAME = sql`(lower(display_name || chr(31) || username))`;

async function hasIndex(db: Kysely<any>): Promise<boolean> {
  const r = await sql<{ n: number }>`select count(*)::int as n from pg_indexes
    where schemaname = current_schema() and indexname = 'leaderboard_entries_name_trgm'`.execute(
    db,
  );
  return Number(r.rows[0]?.n ?? 0) > 0;
}

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres' || !(await hasIndex(db))) return;
  const trgm = await extensionSchema(db, 'pg_trgm');
  if (!trgm || !(await extensionSchema(db, 'btree_gin'))) return;
  await sql`drop index ${INDEX}`.execute(db);
  await sql`create index ${INDEX} on leaderboard_entries
    using gin (leaderboard_id, ${NAME} ${sql.id(trgm)}.gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres' || !(await hasIndex(db))) return;
  const trgm = await extensionSchema(db, 'pg_trgm');
  if (!trgm) return;
  // btree_gin stays: other schemas of the database may use it.
  await sql`drop index ${INDEX}`.execute(db);
  await sql`create index ${INDEX} on leaderboard_entries
    using gin (${NAME} ${sql.id(trgm)}.gin_trgm_ops)`.execute(db);
}
