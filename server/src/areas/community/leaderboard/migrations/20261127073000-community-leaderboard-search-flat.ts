import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../../../../core/db';

// The name search's cost must not grow with the period (repository.ts, `listRankedPage`).
//
// SQLite: the FTS5 trigram index of 20261123140000-community-leaderboard-search held every
// period's names, so a search had to join each match back to its entry to keep one period's,
// and count them one by one. Each indexed text now starts with its period's marker
// (char(30) id char(30), which no search can contain: control characters are refused), so
// `"<marker>" AND "<term>"` matches, counts and stops inside the index alone.
//
// PostgreSQL: a pg_trgm GIN index on the lower-cased names (display name, char(31), username)
// serves `like '%term%'`. pg_trgm is a trusted extension (any member with CREATE on the
// database may add it); where it cannot be created here the migration goes on without the index
// and the search stays a LIKE scan.

const SEP = sql.raw(`char(31)`);
const MARK = sql.raw(`char(30)`);
const TRIGGERS = ['insert', 'delete', 'update'] as const;

/** The indexed text of an entry: `<marker>display name<sep>username`. */
const text = (row: 'new' | 'old' | 'e', marked: boolean) => {
  const r = sql.raw(row);
  const name = sql`coalesce(${r}.display_name, '') || ${SEP} || ${r}.username`;
  return marked ? sql`${MARK} || ${r}.leaderboard_id || ${MARK} || ${name}` : name;
};

async function ftsExists(db: Kysely<any>): Promise<boolean> {
  const r = await sql<{ n: number }>`select count(*) as n from sqlite_master
    where type = 'table' and name = 'leaderboard_entries_fts'`.execute(db);
  return Number(r.rows[0]?.n ?? 0) > 0;
}

/** Refills the SQLite index and recreates its triggers, with or without the period's marker. */
async function rebuildFts(db: Kysely<any>, marked: boolean): Promise<void> {
  for (const t of TRIGGERS)
    await sql`drop trigger if exists ${sql.raw(`leaderboard_entries_fts_${t}`)}`.execute(db);
  await sql`insert into leaderboard_entries_fts (leaderboard_entries_fts) values ('delete-all')`.execute(
    db,
  );
  await sql`insert into leaderboard_entries_fts (rowid, name)
    select e.id, ${text('e', marked)} from leaderboard_entries e`.execute(db);
  await sql`create trigger leaderboard_entries_fts_insert after insert on leaderboard_entries begin
    insert into leaderboard_entries_fts (rowid, name) values (new.id, ${text('new', marked)});
  end`.execute(db);
  await sql`create trigger leaderboard_entries_fts_delete after delete on leaderboard_entries begin
    delete from leaderboard_entries_fts where rowid = old.id;
  end`.execute(db);
  await sql`create trigger leaderboard_entries_fts_update
    after update of username, display_name, leaderboard_id on leaderboard_entries begin
    delete from leaderboard_entries_fts where rowid = old.id;
    insert into leaderboard_entries_fts (rowid, name) values (new.id, ${text('new', marked)});
  end`.execute(db);
}

/**
 * The schema the extension `name` lives in, creating it in the current schema when missing; null
 * where it cannot be created (not installed, or not trusted for this role).
 */
export async function extensionSchema(db: Kysely<any>, name: string): Promise<string | null> {
  const find = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension x
        join pg_namespace n on n.oid = x.extnamespace where x.extname = ${name}`.execute(db)
    ).rows[0]?.schema ?? null;
  const found = await find();
  if (found) return found;
  // In a savepoint: the migrations run in one transaction, which a refusal would abort.
  await sql`savepoint lobby_extension`.execute(db);
  try {
    await sql`create extension if not exists ${sql.id(name)}`.execute(db);
    await sql`release savepoint lobby_extension`.execute(db);
  } catch {
    await sql`rollback to savepoint lobby_extension`.execute(db);
    return null;
  }
  return find();
}

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') {
    if (await ftsExists(db)) await rebuildFts(db, true);
    return;
  }
  const schema = await extensionSchema(db, 'pg_trgm');
  if (!schema) return;
  await sql`create index leaderboard_entries_name_trgm on leaderboard_entries
    using gin ((lower(display_name || chr(31) || username)) ${sql.id(schema)}.gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') {
    if (await ftsExists(db)) await rebuildFts(db, false);
    return;
  }
  // The extension stays: other schemas of the database may use it.
  await sql`drop index if exists leaderboard_entries_name_trgm`.execute(db);
}
