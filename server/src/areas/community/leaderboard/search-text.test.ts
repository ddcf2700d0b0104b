import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { createLeaderboard, createPlatform } from './factories';
import { down, up } from './migrations/20261127170000-community-leaderboard-search-text';
import { listRankedPage } from './repository';
import { storeStandings } from './standings';

const SEP = '\u001f';

describe.each(testDialects())('leaderboard search text (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => void (t = await buildTestApp(dialect)));
  afterAll(() => t.close());

  /** A current period of a new platform with these players (username: display name), in rank order. */
  const boardOf = async (slug: string, names: Record<string, string>) => {
    const p = await createPlatform(t.db, { slug, name: slug });
    const entries = Object.entries(names).map(([username, displayName], i) => ({
      username,
      displayName,
      wagered: (10 - i) * 100_00,
    }));
    return { p, board: await createLeaderboard(t.db, { platformId: p.id, entries }) };
  };

  const textsOf = async (boardId: number) =>
    Object.fromEntries(
      (
        await t.db
          .selectFrom('leaderboard_entries')
          .select(['username', 'search_text'])
          .where('leaderboard_id', '=', boardId)
          .execute()
      ).map((r) => [r.username, r.search_text]),
    );
  const folded = (names: Record<string, string>) =>
    Object.fromEntries(Object.entries(names).map(([u, d]) => [u, `${d}${SEP}${u}`.toLowerCase()]));
  /** The players a term finds, walked in rank order (a cap of 0: every match is "many"). */
  const walked = async (boardId: number, search: string) =>
    (
      await listRankedPage(t.db, boardId, { skip: 3, offset: 0, limit: 25, search, fewMatches: 0 })
    ).rows.map((r) => r.username);

  it('follows every write: an admin correction, a feed sync, an edit', async () => {
    const names = {
      top1: 'Top One',
      top2: 'Top Two',
      top3: 'Top Three',
      carl: 'Grey WOLF',
      dana: 'Dana',
      eve: 'Eve Wolfe',
    };
    const { p, board } = await boardOf('texts', names);
    expect(await textsOf(board.id)).toEqual(folded(names));
    expect(await walked(board.id, 'wolf')).toEqual(['carl', 'eve']);

    // An admin correction rewrites the rows whose standing it changes (the display name becomes
    // the casino name) and adds the players it names that the board lacks.
    const admin = await t.login(await createMember(t.db, { role: 'admin' }));
    const correct = (username: string, wagered: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/community/leaderboard/platforms/${p.id}/corrections`,
        headers: headersOf(admin),
        payload: { username, wagered, reason: 'Chargeback reported by the casino' },
      });
    expect((await correct('carl', '450.00')).statusCode).toBe(200);
    expect((await correct('AdminWolf', '200.00')).statusCode).toBe(200);
    const own = (usernames: string[]) => Object.fromEntries(usernames.map((u) => [u, u]));
    const corrected = own(['top1', 'top2', 'top3', 'carl', 'dana', 'eve', 'AdminWolf']);
    expect(await textsOf(board.id)).toEqual(folded(corrected));
    expect(await walked(board.id, 'wolf')).toEqual(['AdminWolf']);

    // A sync: a new casino spelling of a name, a newcomer; the players it no longer lists go.
    const entry = (username: string, wagered: number) => ({
      username,
      wagered,
      rawWagered: wagered,
    });
    await storeStandings(
      t.db,
      board.id,
      [
        entry('top1', 1000_00),
        entry('top2', 900_00),
        entry('top3', 800_00),
        entry('carl', 450_00),
        entry('DANA', 600_00),
        entry('eve', 500_00),
        entry('WolfGang', 100_00),
      ],
      'feed',
      new Date(),
    );
    const synced = own(['top1', 'top2', 'top3', 'carl', 'DANA', 'eve', 'WolfGang']);
    expect(await textsOf(board.id)).toEqual(folded(synced));
    expect(await walked(board.id, 'wolf')).toEqual(['WolfGang']);
    expect(await walked(board.id, 'dana')).toEqual(['DANA']);

    // Any other write (plain SQL straight into the table) too.
    await sql`update leaderboard_entries set display_name = 'Lone Wolf'
      where leaderboard_id = ${board.id} and username = 'eve'`.execute(t.db);
    expect(await walked(board.id, 'LONE WOLF')).toEqual(['eve']);
    expect(await walked(board.id, 'wolf')).toEqual(['eve', 'WolfGang']);
    expect(await textsOf(board.id)).toEqual(folded({ ...synced, eve: 'Lone Wolf' }));
  });

  const columnsOf = async () =>
    t.dialect === 'sqlite'
      ? (
          await sql<{
            name: string;
          }>`select name from pragma_table_xinfo('leaderboard_entries')`.execute(t.db)
        ).rows.map((r) => r.name)
      : (
          await sql<{ name: string }>`select column_name as name from information_schema.columns
            where table_schema = current_schema() and table_name = 'leaderboard_entries'`.execute(
            t.db,
          )
        ).rows.map((r) => r.name);
  /** The ranked index's columns (SQLite) or definition (PostgreSQL), and the trigram index's. */
  const indexes = async () =>
    t.dialect === 'sqlite'
      ? {
          ranked: (
            await sql<{
              name: string;
            }>`select name from pragma_index_xinfo('leaderboard_entries_ranked') where key = 1`.execute(
              t.db,
            )
          ).rows
            .map((r) => r.name)
            .join(', '),
          trgm: null,
        }
      : Object.fromEntries(
          (
            await sql<{ name: string; def: string }>`select indexname as name, indexdef as def
              from pg_indexes where schemaname = current_schema()
              and indexname in ('leaderboard_entries_ranked', 'leaderboard_entries_name_trgm')`.execute(
              t.db,
            )
          ).rows.map((r) => [r.name === 'leaderboard_entries_ranked' ? 'ranked' : 'trgm', r.def]),
        );

  it('migrates up, down and up again: the column filled as the code folds, the indexes with it', async () => {
    const names: Record<string, string> = {
      a1: 'Alpha',
      a2: 'Beta',
      a3: 'Gamma',
      WolfPack: 'Pack Leader',
      mia: 'Mia WOLF',
      jose: 'José Ñandú',
      zoe: 'Zoë',
    };
    const { board } = await boardOf('migrated', names);
    const before = await indexes();
    // The migration works on the tables as they were, before its column existed.
    await down(t.db as Kysely<any>, t.dialect);
    expect(await columnsOf()).not.toContain('search_text');
    const reverted = await indexes();
    if (t.dialect === 'sqlite') expect(reverted.ranked).toBe('leaderboard_id, wagered, username');
    else {
      expect(reverted.ranked).toMatch(/\(leaderboard_id, wagered DESC, username\)$/);
      if (before.trgm) expect(reverted.trgm).toMatch(/gin \((leaderboard_id, )?lower\(/);
    }

    await up(t.db as Kysely<any>, t.dialect);
    expect(await columnsOf()).toContain('search_text');
    expect(await indexes()).toEqual(before);
    if (t.dialect === 'sqlite')
      expect(before.ranked).toBe('leaderboard_id, wagered, username, search_text');
    else {
      expect(before.ranked).toMatch(/INCLUDE \(id, search_text\)$/);
      if (before.trgm)
        expect(before.trgm).toMatch(
          /gin \((leaderboard_id, )?search_text .*gin_pending_list_limit='256'/,
        );
    }
    // The rows already there are filled as the database folds them (ASCII letters on SQLite,
    // every letter on PostgreSQL): what the walk's term is lowered to matches.
    const ascii = Object.fromEntries(Object.entries(names).filter(([, d]) => /^[ -~]*$/.test(d)));
    expect(await textsOf(board.id)).toMatchObject(folded(ascii));
    expect(await walked(board.id, 'wolf')).toEqual(['WolfPack', 'mia']);
    expect(await walked(board.id, 'ñandú')).toEqual(['jose']);
    expect(await walked(board.id, 'zoë')).toEqual(['zoe']);
  });
});
