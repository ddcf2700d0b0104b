import type { Kysely, RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../../../../core/db';
import { extensionSchema } from './20261127073000-community-leaderboard-search-flat';

// A common search term (thousands of matches) pages through the period in rank order and tests
// each row it passes (repository.ts, `searchIndexed`); the test lowered the display name and the
// username, joined, for every row. Each entry now has that text as a column, `search_text`,
// written by the database itself (a generated column: every write path — feed syncs, CSV
// imports, admin corrections, the seed, raw inserts — keeps it right, and it folds exactly as the
// expression it replaces, with the database's own lower()). The ranked index carries it, so the
// walk reads only the index until it has the page:
// - PostgreSQL: a stored generated column; the ranked index INCLUDEs it and the id (an
//   index-only scan), and the trigram index is on the column (its rechecks read the column
//   instead of computing the expression), with a short pending list (below).
// - SQLite: ALTER TABLE cannot add a stored generated column (only a table rebuild could), and
//   a rebuild would have to recreate the table's constraints, indexes and FTS triggers; a
//   virtual one is added in place, and the ranked index holds its value (an index on a virtual
//   column stores it), so the walk does not compute it either.

const RANKED = sql.raw('leaderboard_entries_ranked');
const TRGM = sql.raw('leaderboard_entries_name_trgm');
const LOWERED = (sep: string) => sql.raw(`lower(display_name || ${sep}(31) || username)`);

async function hasIndex(db: Kysely<any>, name: string): Promise<boolean> {
  const r = await sql<{ n: number }>`select count(*)::int as n from pg_indexes
    where schemaname = current_schema() and indexname = ${name}`.execute(db);
  return Number(r.rows[0]?.n ?? 0) > 0;
}

/** PostgreSQL: the trigram index over `key`, leading with the period where btree_gin is. */
async function trigramIndex(
  db: Kysely<any>,
  key: RawBuilder<unknown>,
  options: RawBuilder<unknown> = sql``,
): Promise<void> {
  const trgm = await extensionSchema(db, 'pg_trgm');
  if (!trgm) return;
  const period = (await extensionSchema(db, 'btree_gin')) ? sql`leaderboard_id, ` : sql``;
  await sql`create index ${TRGM} on leaderboard_entries
    using gin (${period}${key} ${sql.id(trgm)}.gin_trgm_ops)${options}`.execute(db);
}

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`alter table leaderboard_entries add column search_text text
      generated always as (${LOWERED('char')}) virtual`.execute(db);
    await sql`drop index ${RANKED}`.execute(db);
    await sql`create index ${RANKED} on leaderboard_entries
      (leaderboard_id, wagered desc, username, search_text)`.execute(db);
    return;
  }
  const trigram = await hasIndex(db, 'leaderboard_entries_name_trgm');
  if (trigram) await sql`drop index ${TRGM}`.execute(db);
  await sql`alter table leaderboard_entries add column search_text text
    generated always as (${LOWERED('chr')}) stored`.execute(db);
  await sql`drop index ${RANKED}`.execute(db);
  await sql`create index ${RANKED} on leaderboard_entries
    (leaderboard_id, wagered desc, username) include (id, search_text)`.execute(db);
  // A GIN index keeps new entries in a pending list (up to 4 MB by default) until a vacuum or the
  // list's limit merges them, and every search reads that whole list: after a sync of 100,000
  // rows, ~500 pages per search (8 ms instead of 2.5 on the bench's data). A 256 kB list bounds
  // that to 32 pages; a bulk insert merges more often (about twice as long for 100,000 new rows;
  // without a list at all, seven times).
  if (trigram)
    await trigramIndex(db, sql.raw('search_text'), sql` with (gin_pending_list_limit = 256)`);
}

export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const trigram = dialect === 'postgres' && (await hasIndex(db, 'leaderboard_entries_name_trgm'));
  await sql`drop index ${RANKED}`.execute(db);
  if (trigram) await sql`drop index ${TRGM}`.execute(db);
  await sql`alter table leaderboard_entries drop column search_text`.execute(db);
  await sql`create index ${RANKED} on leaderboard_entries
    (leaderboard_id, wagered desc, username)`.execute(db);
  if (trigram) await trigramIndex(db, sql`(${LOWERED('chr')})`);
}
