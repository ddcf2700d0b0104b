import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../../../../core/db';

// Name search over a period's ranked list ("Search players...", case-insensitive contains): on
// SQLite a LIKE over 100,000 rows reads every row, so the names are also kept in an FTS5 trigram
// index (contentless; rowid = the entry's id, text = display name and username), maintained by
// triggers on every write path (feeds, CSV, corrections, the seed, tests). A search of 3+
// characters reads only the matching rows (repository.ts, `listRankedPage`). Where this SQLite
// has no FTS5 trigram tokenizer the table is not created and the search falls back to LIKE.
// PostgreSQL keeps LIKE (a sequential scan of one period is fast enough there).

/** Separates the display name from the username so a search never matches across the two. */
const SEP = sql.raw(`char(31)`);

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'sqlite') return;
  try {
    await sql`create virtual table leaderboard_entries_fts using fts5(name, content='', contentless_delete=1, tokenize='trigram')`.execute(
      db,
    );
  } catch {
    return; // no FTS5 trigram here: LIKE it is
  }
  await sql`insert into leaderboard_entries_fts (rowid, name)
    select id, coalesce(display_name, '') || ${SEP} || username from leaderboard_entries`.execute(
    db,
  );
  await sql`create trigger leaderboard_entries_fts_insert after insert on leaderboard_entries begin
    insert into leaderboard_entries_fts (rowid, name)
      values (new.id, coalesce(new.display_name, '') || ${SEP} || new.username);
  end`.execute(db);
  await sql`create trigger leaderboard_entries_fts_delete after delete on leaderboard_entries begin
    delete from leaderboard_entries_fts where rowid = old.id;
  end`.execute(db);
  await sql`create trigger leaderboard_entries_fts_update after update of username, display_name on leaderboard_entries begin
    delete from leaderboard_entries_fts where rowid = old.id;
    insert into leaderboard_entries_fts (rowid, name)
      values (new.id, coalesce(new.display_name, '') || ${SEP} || new.username);
  end`.execute(db);
}

export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'sqlite') return;
  for (const t of ['insert', 'delete', 'update'])
    await sql`drop trigger if exists ${sql.raw(`leaderboard_entries_fts_${t}`)}`.execute(db);
  await sql`drop table if exists leaderboard_entries_fts`.execute(db);
}
