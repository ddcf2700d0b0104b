import { sql } from 'kysely';
import { createDatabase } from '../../../core/db';
import { buildTestApp, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { createLeaderboard, createPlatform } from './factories';
import { listAmounts, listRankedPage, WALK_FIRST } from './repository';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe.each(testDialects())('leaderboards (%s)', (dialect) => {
  let t: TestApp;
  const now = new Date('2026-11-21T12:00:00.000Z');
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  let stakeforge: { id: number };

  beforeAll(async () => {
    t = await buildTestApp(dialect, { clock: () => now });
    // Listed by sort order: lumen, stakeforge, rollvault; the inactive one never.
    const lumen = await createPlatform(t.db, {
      slug: 'lumen',
      name: 'Lumen Casino',
      sort_order: 0,
    });
    stakeforge = await createPlatform(t.db, {
      slug: 'stakeforge',
      name: 'Stakeforge',
      sort_order: 1,
    });
    const rollvault = await createPlatform(t.db, {
      slug: 'rollvault',
      name: 'Rollvault',
      sort_order: 2,
    });
    await createPlatform(t.db, { slug: 'retired', name: 'Retired', sort_order: 3, active: 0 });

    // Lumen: a weekly period ending within 24 hours (the header banner shows), 14 players given
    // out of order, two of them tied (the tie goes by username).
    await createLeaderboard(t.db, {
      platformId: lumen.id,
      timeframe: 'weekly',
      period_start: at(-7 * DAY + 20 * HOUR),
      period_end: at(20 * HOUR),
      prizes: [2000_00, 1000_00, 500_00],
      total_prize_pool: 5000_00,
      entries: [
        ...Array.from({ length: 12 }, (_, i) => ({
          username: `player${String(i + 1).padStart(2, '0')}`,
          displayName: `Player ${i + 1}`,
          wagered: (i + 1) * 1000_00,
          favoriteGame: i % 2 ? 'Thunder Llama' : null,
        })),
        { username: 'bbb_tied', wagered: 20_000_00 },
        { username: 'aaa_tied', wagered: 20_000_00 },
      ],
    });
    // Stakeforge: a monthly current period and two ended ones.
    await createLeaderboard(t.db, {
      platformId: stakeforge.id,
      timeframe: 'monthly',
      period_start: at(-10 * DAY),
      period_end: at(20 * DAY),
      entries: [
        { username: 'cur_a', wagered: 300_00 },
        { username: 'cur_b', wagered: 200_00 },
        { username: 'cur_c', wagered: 100_00 },
        { username: 'cur_d', wagered: 50_00 },
      ],
    });
    await createLeaderboard(t.db, {
      platformId: stakeforge.id,
      timeframe: 'monthly',
      status: 'ended',
      period_start: at(-40 * DAY),
      period_end: at(-10 * DAY),
      prizes: [10000, 5000, 3000],
      entries: [
        { username: 'last_a', wagered: 900_00 },
        { username: 'last_b', wagered: 800_00 },
      ],
    });
    await createLeaderboard(t.db, {
      platformId: stakeforge.id,
      timeframe: 'monthly',
      status: 'ended',
      period_start: at(-70 * DAY),
      period_end: at(-40 * DAY),
      entries: [{ username: 'older', wagered: 1_00 }],
    });
    // Rollvault: a biweekly period without a start date.
    await createLeaderboard(t.db, {
      platformId: rollvault.id,
      timeframe: 'biweekly',
      period_start: null,
      period_end: at(5 * DAY),
      entries: 2,
    });
  });
  afterAll(() => t.close());

  it('lists every active platform with its current period and top three', async () => {
    const res = await t.app.inject('/api/r/leaderboard');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.platforms.map((p: { slug: string }) => p.slug)).toEqual([
      'lumen',
      'stakeforge',
      'rollvault',
    ]);
    const lumen = data.platforms[0];
    expect(lumen.active_leaderboard).toEqual({
      current_period_start: at(-7 * DAY + 20 * HOUR),
      current_period_end: at(20 * HOUR),
      timeframe: 'weekly',
      total_prize_pool: 5000,
      currency_symbol: '$',
    });
    expect(
      data.platforms.map(
        (p: { active_leaderboard: { timeframe: string } }) => p.active_leaderboard.timeframe,
      ),
    ).toEqual(['weekly', 'monthly', 'biweekly']);
    expect(lumen.top_three).toEqual([
      {
        rank: 1,
        displayName: 'aaa_tied',
        username: 'aaa_tied',
        wagered: 20000,
        favoriteGameTitle: null,
      },
      {
        rank: 2,
        displayName: 'bbb_tied',
        username: 'bbb_tied',
        wagered: 20000,
        favoriteGameTitle: null,
      },
      {
        rank: 3,
        displayName: 'Player 12',
        username: 'player12',
        wagered: 12000,
        favoriteGameTitle: 'Thunder Llama',
      },
    ]);
    expect(data.platforms[1].top_three.map((p: { username: string }) => p.username)).toEqual([
      'cur_a',
      'cur_b',
      'cur_c',
    ]);
    expect(data.platforms[2].top_three).toHaveLength(2);
    // The index carries the whole board of the first platform.
    expect(data.top_three).toEqual(lumen.top_three);
    expect(data.rest_of_users).toHaveLength(11);
    expect(data.rest_of_users[0]).toMatchObject({ rank: 4, username: 'player11', wagered: 11000 });
    expect(data.rest_of_users.at(-1)).toMatchObject({ rank: 14, username: 'player01' });
    expect(data.prizes).toEqual([2000, 1000, 500]);
    expect(data.current_period).toEqual({
      start: lumen.active_leaderboard.current_period_start,
      end: lumen.active_leaderboard.current_period_end,
    });
  });

  it('answers one platform by slug, by id, and the last period', async () => {
    const top = (await t.app.inject('/api/r/leaderboard/stakeforge')).json();
    expect(top.data.platform.slug).toBe('stakeforge');
    expect(top.data.top_three.map((p: { username: string }) => p.username)).toEqual([
      'cur_a',
      'cur_b',
      'cur_c',
    ]);
    expect(top.data.currency_symbol).toBe('$');

    const current = (
      await t.app.inject('/api/r/leaderboard?platform=stakeforge&period=current')
    ).json();
    expect(current.data.period).toBe('current');
    expect(current.data.top_three).toEqual(top.data.top_three);
    expect(current.data.rest_of_users).toEqual([
      { rank: 4, displayName: 'cur_d', username: 'cur_d', wagered: 50, favoriteGameTitle: null },
    ]);
    const byId = (await t.app.inject(`/api/r/leaderboard?platform=${stakeforge.id}`)).json();
    expect(byId.data.top_three).toEqual(top.data.top_three);

    // A Rainbet key reporting "target edge" amounts makes the board say "weighted wagers".
    expect(current.data.weighted_wagers).toBe(false);
    await t.db
      .insertInto('platform_feeds')
      .values({
        platform_id: stakeforge.id,
        kind: 'rainbet',
        config_json: JSON.stringify({ baseUrl: 'https://rainbet.example', weighted: true }),
        enabled: 0,
        sync_interval_s: 300,
        failures: 0,
        created_at: at(0),
        updated_at: at(0),
      })
      .execute();
    const weighted = (
      await t.app.inject('/api/r/leaderboard?platform=stakeforge&period=current')
    ).json();
    expect(weighted.data.weighted_wagers).toBe(true);
    await t.db.deleteFrom('platform_feeds').where('platform_id', '=', stakeforge.id).execute();

    // The most recently ended period, not the older one.
    const last = (await t.app.inject('/api/r/leaderboard?platform=stakeforge&period=last')).json();
    expect(last.data.period).toBe('last');
    expect(last.data.current_period).toEqual({ start: at(-40 * DAY), end: at(-10 * DAY) });
    expect(last.data.top_three.map((p: { username: string }) => p.username)).toEqual([
      'last_a',
      'last_b',
    ]);
    expect(last.data.prizes).toEqual([100, 50, 30]);
    expect(current.data.total_prize_pool).toBe(0);
  });

  it('pages the ranked list from #4 and filters it by name, keeping overall ranks', async () => {
    const page = (await t.app.inject('/api/r/leaderboard?platform=lumen&offset=2&limit=3')).json()
      .data;
    expect(page.total_players).toBe(14);
    expect(page.total_prize_pool).toBe(5000);
    expect(page.rest_total).toBe(11);
    expect(page.top_three.map((p: { rank: number }) => p.rank)).toEqual([1, 2, 3]);
    expect(
      page.rest_of_users.map((p: { rank: number; username: string }) => [p.rank, p.username]),
    ).toEqual([
      [6, 'player09'],
      [7, 'player08'],
      [8, 'player07'],
    ]);

    // Case-insensitive 'contains' over display name or username; the podium stays unfiltered.
    const found = (await t.app.inject('/api/r/leaderboard?platform=lumen&search=PLAYER%201')).json()
      .data;
    expect(found.top_three).toHaveLength(3);
    expect(
      found.rest_of_users.map((p: { rank: number; displayName: string }) => [
        p.rank,
        p.displayName,
      ]),
    ).toEqual([
      [4, 'Player 11'],
      [5, 'Player 10'],
      [14, 'Player 1'],
    ]);
    expect(found.rest_total).toBe(3);
    expect(found.total_players).toBe(14);

    // LIKE wildcards are taken literally.
    const none = (await t.app.inject('/api/r/leaderboard?platform=lumen&search=%25')).json().data;
    expect(none.rest_of_users).toEqual([]);
    expect(none.rest_total).toBe(0);

    const bad = await t.app.inject('/api/r/leaderboard?platform=lumen&limit=0&offset=x');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['limit', 'offset']);
  });

  it('answers a name search, found or not, with one statement once the period is read', async () => {
    const url = (term: string) => `/api/r/leaderboard?platform=lumen&search=${term}`;
    // The first search reads the period (platform, podium, count, amounts) into the cache.
    expect((await t.app.inject(url('player'))).statusCode).toBe(200);
    const statements = jest.spyOn(t.db.getExecutor(), 'executeQuery');
    try {
      const found = (await t.app.inject(url('PLAYER%201'))).json().data;
      expect(found.rest_total).toBe(3);
      expect(statements).toHaveBeenCalledTimes(1);
      statements.mockClear();
      const none = (await t.app.inject(url('zzqx'))).json().data;
      expect(none.rest_total).toBe(0);
      expect(none.top_three).toHaveLength(3);
      expect(statements).toHaveBeenCalledTimes(1);
    } finally {
      statements.mockRestore();
    }
  });

  it('searches names through the index: ties ranked by username, quotes, renames, short terms', async () => {
    const p = await createPlatform(t.db, { slug: 'searchy', name: 'Searchy', sort_order: 9 });
    const board = await createLeaderboard(t.db, {
      platformId: p.id,
      entries: [
        { username: 'top1', displayName: 'Top One', wagered: 900_00 },
        { username: 'top2', displayName: 'Top Two', wagered: 800_00 },
        { username: 'top3', displayName: 'Top Three', wagered: 700_00 },
        { username: 'zed_spinner', displayName: 'Zed', wagered: 500_00 },
        { username: 'amy_spinner', displayName: 'Amy', wagered: 500_00 },
        { username: 'bob', displayName: 'Bob "The Spinner"', wagered: 400_00 },
        { username: 'carl', displayName: 'Carl', wagered: 300_00 },
        { username: 'spinnerella', displayName: 'Ella', wagered: 100_00 },
      ],
    });
    const search = async (q: string) =>
      (
        await t.app.inject(`/api/r/leaderboard?platform=searchy&search=${encodeURIComponent(q)}`)
      ).json().data as {
        rest_total: number;
        rest_of_users: { rank: number; username: string }[];
      };
    const ranked = (d: Awaited<ReturnType<typeof search>>) =>
      d.rest_of_users.map((u) => [u.rank, u.username]);
    // Ties on wagered: the username decides (amy before zed), ranks stay overall.
    expect(ranked(await search('SPINNER'))).toEqual([
      [4, 'amy_spinner'],
      [5, 'zed_spinner'],
      [6, 'bob'],
      [8, 'spinnerella'],
    ]);
    expect((await search('spinner')).rest_total).toBe(4);
    // Quotes are text, not query syntax; a term never spans the display name and the username.
    expect(ranked(await search('"The Spinner"'))).toEqual([[6, 'bob']]);
    expect(ranked(await search('Carlcarl'))).toEqual([]);
    // The podium is not part of the filtered list.
    expect(ranked(await search('top'))).toEqual([]);
    // Two letters (below the trigram index): still a case-insensitive contains.
    expect(ranked(await search('AR'))).toEqual([[7, 'carl']]);
    // A rename is searchable at once (the index follows every write).
    await t.db
      .updateTable('leaderboard_entries')
      .set({ display_name: 'Carla Rossi' })
      .where('leaderboard_id', '=', board.id)
      .where('username', '=', 'carl')
      .execute();
    expect(ranked(await search('rossi'))).toEqual([[7, 'carl']]);
    await t.db
      .deleteFrom('leaderboard_entries')
      .where('leaderboard_id', '=', board.id)
      .where('username', '=', 'carl')
      .execute();
    expect(ranked(await search('rossi'))).toEqual([]);
    expect(ranked(await search('ella'))).toEqual([[7, 'spinnerella']]);
    if (t.dialect === 'sqlite') {
      // On SQLite the search above went through the trigram index.
      const fts = await t.db
        .selectFrom(sql<{ name: string }>`sqlite_master`.as('m'))
        .select('m.name')
        .where('m.name', '=', 'leaderboard_entries_fts')
        .execute();
      expect(fts).toHaveLength(1);
    }
  });

  it('answers a search the same whether its matches are few (sorted) or many (a walk in rank order)', async () => {
    const p = await createPlatform(t.db, { slug: 'crowded', name: 'Crowded', sort_order: 10 });
    // 1,203 players (more matches than the index path sorts): "Spinner <n>" everywhere, a few
    // names with LIKE wildcards, quotes and accents, ties on wagered every 10th player.
    const special = ['100%_Luck', 'O\'Brien "Ace"', 'José Ñandú', 'a_b', 'Zoë'];
    const entries = Array.from({ length: 1203 }, (_, i) => ({
      username: `u${String(i).padStart(4, '0')}`,
      displayName: i % 97 === 5 ? special[((i / 97) % special.length) | 0]! : `Spinner ${i}`,
      wagered: (2000 - i + (i % 10 === 3 ? 1 : 0)) * 100,
    }));
    const board = await createLeaderboard(t.db, { platformId: p.id, entries });
    // Overall ranks by wagered (desc), ties by username (zero-padded: one order in every collation).
    const ranked = [...entries].sort((a, b) =>
      b.wagered !== a.wagered ? b.wagered - a.wagered : a.username < b.username ? -1 : 1,
    );
    const expected = (term: string, offset: number, limit: number) => {
      const q = term.trim().toLowerCase();
      const rest = ranked
        .map((e, i) => ({ rank: i + 1, username: e.username, name: e.displayName }))
        .slice(3)
        .filter((e) => `${e.name}\u001f${e.username}`.toLowerCase().includes(q));
      // Above 1,000 matches the count stops there: "1,000+", and the pager goes on while rows do.
      return {
        total: Math.min(rest.length, 1000),
        capped: rest.length > 1000,
        more: offset + limit < rest.length,
        page: rest.slice(offset, offset + limit).map((e) => [e.rank, e.username]),
      };
    };
    const search = async (term: string, offset = 0, limit = 25) => {
      const res = await t.app.inject(
        `/api/r/leaderboard?platform=crowded&search=${encodeURIComponent(term)}&offset=${offset}&limit=${limit}`,
      );
      expect(res.statusCode).toBe(200);
      const d = res.json().data as {
        rest_total: number;
        rest_total_capped: boolean;
        rest_has_more: boolean;
        rest_of_users: { rank: number; username: string }[];
      };
      return {
        total: d.rest_total,
        capped: d.rest_total_capped,
        more: d.rest_has_more,
        page: d.rest_of_users.map((u) => [u.rank, u.username]),
      };
    };
    for (const [term, offset] of [
      ['spinner', 0], // every name: walked, first page
      ['SPINNER', 1150], // walked, a page near the end
      ['Spinner 1', 0], // 100+ matches under the threshold: sorted
      ['spinner 1202', 0],
      ['100%', 0], // wildcards are text
      ['%', 0],
      ['_', 0],
      ['a_b', 0],
      ['"ace"', 0], // quotes are text, not query syntax
      ["o'b", 0],
      ['josé', 0], // accents
      ['ñandú', 0],
      ['é', 0], // 1–2 characters: below the trigram index
      ['u0', 0],
      ['ë', 0],
      ['nomatch', 0],
      ['er 1\u001fu', 0], // the separator cannot be searched for (control characters are refused)
    ] as const) {
      if (term.includes('\u001f')) {
        const res = await t.app.inject(
          `/api/r/leaderboard?platform=crowded&search=${encodeURIComponent(term)}`,
        );
        expect(res.statusCode).toBe(400);
        continue;
      }
      expect({ term, ...(await search(term, offset)) }).toEqual({
        term,
        ...expected(term, offset, 25),
      });
    }
    expect(await search('spinner')).toMatchObject({ total: 1000, capped: true, more: true });
    expect(await search('spinner', 1175)).toMatchObject({ capped: true, more: false });
    // The repository's search, called directly, answers the same, walked or sorted.
    for (const [term, offset] of [
      ['spinner', 0],
      ['SPINNER', 1150],
      ['Spinner 1', 0],
      ['a_b', 0],
      ['nomatch', 0],
    ] as const) {
      const page = await listRankedPage(t.db, board.id, {
        skip: 3,
        offset,
        limit: 25,
        search: term,
      });
      expect({
        term,
        total: page.total,
        capped: page.capped,
        more: page.more,
        page: page.rows.map((r) => [r.rank, r.username]),
      }).toEqual({ term, ...expected(term, offset, 25) });
    }
    if (t.dialect === 'postgres') {
      // PostgreSQL searches through pg_trgm where the extension is installed (Debian's contrib).
      const available = await sql<{ n: number }>`select count(*)::int as n
        from pg_available_extensions where name = 'pg_trgm'`.execute(t.db);
      const index = await sql<{ n: number }>`select count(*)::int as n from pg_indexes
        where schemaname = current_schema() and indexname = 'leaderboard_entries_name_trgm'`.execute(
        t.db,
      );
      expect(index.rows[0]!.n).toBe(available.rows[0]!.n > 0 ? 1 : 0);
      // With btree_gin (trusted, in contrib too) the index leads with the period.
      const def = await sql<{ def: string }>`select indexdef as def from pg_indexes
        where schemaname = current_schema() and indexname = 'leaderboard_entries_name_trgm'`.execute(
        t.db,
      );
      const btreeGin = await sql<{ n: number }>`select count(*)::int as n
        from pg_available_extensions where name = 'btree_gin'`.execute(t.db);
      if (index.rows[0]!.n && btreeGin.rows[0]!.n)
        expect(def.rows[0]!.def).toMatch(/USING gin \(leaderboard_id, search_text /);
    }
  });

  it('counts a search only up to the cap: more matches page on in rank order, "at least" the cap', async () => {
    const p = await createPlatform(t.db, { slug: 'capped', name: 'Capped', sort_order: 11 });
    // 15 players in rank order p01…p15: the podium and 7 more are wolves, 4 are "Quad Four" and
    // one "Quad Five" (a cap of 4: "four" matches exactly the cap, "quad" one more).
    const names = (i: number) =>
      i <= 10 ? 'Grey Wolf' : i <= 14 ? 'Quad Four' : i === 15 ? 'Quad Five' : '';
    const board = await createLeaderboard(t.db, {
      platformId: p.id,
      entries: Array.from({ length: 15 }, (_, k) => ({
        username: `p${String(k + 1).padStart(2, '0')}`,
        displayName: names(k + 1),
        wagered: (20 - k) * 100_00,
      })),
    });
    const page = async (search: string, offset: number) => {
      const r = await listRankedPage(t.db, board.id, {
        skip: 3,
        offset,
        limit: 3,
        search,
        fewMatches: 4,
      });
      return { ranks: r.rows.map((x) => x.rank), total: r.total, capped: r.capped, more: r.more };
    };
    // [term, offset, ranks, total, capped, more]
    const cases: [string, number, number[], number | null, boolean, boolean][] = [
      // Above the cap (a walk in rank order): the count says "4+", pages go on while rows do.
      ['wolf', 0, [4, 5, 6], 4, true, true],
      ['WOLF', 3, [7, 8, 9], 4, true, true],
      ['wolf', 6, [10], 4, true, false],
      ['wolf', 9, [], 4, true, false],
      // Exactly the cap: counted and sorted; one more: capped.
      ['four', 0, [11, 12, 13], 4, false, true],
      ['four', 3, [14], 4, false, false],
      ['four', 10, [], 4, false, false],
      ['quad', 0, [11, 12, 13], 4, true, true],
      ['quad', 3, [14, 15], 4, true, false],
      // Two letters (no index): the same count and pages.
      ['qu', 3, [14, 15], 4, true, false],
      ['ve', 0, [15], 1, false, false],
      // Without a search the pager knows the last page by the row after it.
      ['', 9, [13, 14, 15], null, false, false],
      ['', 8, [12, 13, 14], null, false, true],
    ];
    for (const [term, offset, ranks, total, capped, more] of cases)
      expect({ term, offset, ...(await page(term, offset)) }).toEqual({
        term,
        offset,
        ranks,
        total,
        capped,
        more,
      });
  });

  it('reads a common term in a big period by a walk in rank order, without counting it', async () => {
    const p = await createPlatform(t.db, { slug: 'walked', name: 'Walked', sort_order: 12 });
    // 40 players p01…p40 in rank order: the first 20 are wolves, then aces, two of them
    // "Wolfgang Ace" (p30, p35); p38 is "Zoë Wolf" (a letter SQLite's lower() does not fold).
    const name = (i: number) =>
      i === 38
        ? 'Zoë Wolf'
        : i === 30 || i === 35
          ? 'Wolfgang Ace'
          : i <= 20
            ? 'Grey Wolf'
            : 'Quiet Ace';
    const entries = Array.from({ length: 40 }, (_, k) => ({
      username: `p${String(k + 1).padStart(2, '0')}`,
      displayName: name(k + 1),
      wagered: (50 - k) * 100_00,
    }));
    const board = await createLeaderboard(t.db, { platformId: p.id, entries });
    const ranksOf = (term: string) =>
      entries
        .map((e, i) => ({ rank: i + 1, text: `${e.displayName}\u001f${e.username}`.toLowerCase() }))
        .slice(3)
        .filter((e) => e.text.includes(term.toLowerCase()))
        .map((e) => e.rank);
    // A big period here: more than 10 players after the podium; the first 10 of them are the
    // sample, 3 matches among them make a term common.
    const walkFirst = { from: 10, sample: 10, dense: 3 };
    // Without the period's amounts the walk is bounded by rows, with them by amounts.
    let withAmounts = false;
    const page = async (search: string, offset: number, size = 40) => {
      const r = await listRankedPage(t.db, board.id, {
        skip: 3,
        offset,
        limit: 3,
        search,
        size,
        walkFirst,
        amounts: withAmounts ? () => listAmounts(t.db, board.id) : undefined,
      });
      return { ranks: r.rows.map((x) => x.rank), total: r.total, capped: r.capped, more: r.more };
    };
    // What the name index answers (counted; far fewer matches than its cap).
    const counted = (term: string, offset: number) => {
      const all = ranksOf(term);
      return {
        ranks: all.slice(offset, offset + 3),
        total: all.length,
        capped: false,
        more: offset + 3 < all.length,
      };
    };
    // A common term's full page: "more than" the rows up to it, and another page follows.
    const walked = (term: string, offset: number) => ({
      ranks: ranksOf(term).slice(offset, offset + 3),
      total: offset + 3,
      capped: true,
      more: true,
    });
    expect(ranksOf('wolf')).toHaveLength(20);
    for (const amounts of [false, true]) {
      withAmounts = amounts;
      expect(await page('wolf', 0)).toEqual(walked('wolf', 0)); // the podium's wolves are not in it
      expect(await page('wolf', 0)).toEqual({
        ranks: [4, 5, 6],
        total: 3,
        capped: true,
        more: true,
      });
      expect(await page('WOLF', 12)).toEqual(walked('wolf', 12)); // ranks 16–18, past p20 in the walk
      expect(await page('wolf', 12)).toMatchObject({ ranks: [16, 17, 18] });
      expect(await page('wolf', 15)).toEqual(walked('wolf', 15)); // p38's "Zoë Wolf" is the row after
      // The walk runs out before the page and the row after it: the index answers, counted.
      expect(await page('wolf', 17)).toEqual(counted('wolf', 17));
      expect(await page('wolf', 17)).toEqual({
        ranks: [30, 35, 38],
        total: 20,
        capped: false,
        more: false,
      });
      expect(await page('grey', 14)).toEqual(counted('grey', 14)); // dense at the top only
      expect(await page('grey', 14)).toMatchObject({ ranks: [18, 19, 20], total: 17 });
      // Rare in the sample (no ace among ranks 4–13): counted by the index.
      expect(await page('ace', 0)).toEqual(counted('ace', 0));
      expect(await page('ace', 0)).toMatchObject({ total: 19, capped: false });
      // A small period (not more than `from` after the podium) is always counted.
      expect(await page('wolf', 0, 13)).toEqual(counted('wolf', 0));
    }
    // A tie across the podium's edge (ranks 3 and 4 wagered as much): the walk keeps rank 4.
    const tied = await createLeaderboard(t.db, {
      platformId: (await createPlatform(t.db, { slug: 'walked-tie', name: 'Tie', sort_order: 14 }))
        .id,
      entries: Array.from({ length: 20 }, (_, k) => ({
        username: `t${String(k + 1).padStart(2, '0')}`,
        displayName: 'Grey Wolf',
        wagered: (k < 4 ? 50 - Math.min(k, 2) : 50 - k) * 100_00,
      })),
    });
    const tiedPage = await listRankedPage(t.db, tied.id, {
      skip: 3,
      offset: 0,
      limit: 3,
      search: 'wolf',
      size: 20,
      walkFirst,
      amounts: () => listAmounts(t.db, tied.id),
    });
    expect(tiedPage.rows.map((r) => [r.rank, r.username])).toEqual([
      [4, 't04'],
      [5, 't05'],
      [6, 't06'],
    ]);
    expect(tiedPage).toMatchObject({ total: 3, capped: true, more: true });
    // What a caller keeps of a term's sample is used instead of sampling again.
    const kept: string[] = [];
    const r = await listRankedPage(t.db, board.id, {
      skip: 3,
      offset: 0,
      limit: 3,
      search: 'Ace',
      size: 40,
      walkFirst,
      samples: async (term) => (kept.push(term), 3), // as if 3 of the sample matched
    });
    expect(kept).toEqual(['ace']);
    // Walked from the top (the aces start at rank 21) with no count.
    expect({ ranks: r.rows.map((x) => x.rank), total: r.total, capped: r.capped }).toEqual({
      ranks: [21, 22, 23],
      total: 3,
      capped: true,
    });
    // Letters beyond ASCII: the same answer on both databases.
    expect(await page('zoë', 0)).toEqual(counted('zoë', 0));
    expect(await page('zoë', 0)).toMatchObject({ ranks: [38], total: 1 });

    // Through the route, in a period with more than WALK_FIRST.from players after the podium.
    const big = await createPlatform(t.db, {
      slug: 'walked-big',
      name: 'Walked Big',
      sort_order: 13,
    });
    const n = WALK_FIRST.from + 20;
    const bigBoard = await createLeaderboard(t.db, {
      platformId: big.id,
      entries: Array.from({ length: n }, (_, k) => ({
        username: `w${String(k).padStart(5, '0')}`,
        displayName: k % 4 === 0 ? `Lone Wolf ${k}` : k === n - 1 ? 'Last Unicorn' : `Spin ${k}`,
        wagered: (n - k) * 100,
      })),
    });
    const route = async (term: string) => {
      const d = (
        await t.app.inject(`/api/r/leaderboard?platform=walked-big&search=${term}&limit=25`)
      ).json().data;
      return {
        first: d.rest_of_users[0]?.rank,
        rows: d.rest_of_users.length,
        total: d.rest_total,
        capped: d.rest_total_capped,
        more: d.rest_has_more,
      };
    };
    // Every 4th player is a wolf: ranks 5, 9, 13… (rank 1 is on the podium).
    expect(await route('wolf')).toEqual({
      first: 5,
      rows: 25,
      total: 25,
      capped: true,
      more: true,
    });
    expect(await route('unicorn')).toEqual({
      first: n,
      rows: 1,
      total: 1,
      capped: false,
      more: false,
    });
    // The period keeps each term's sample until its entries change: with the top 1,000 renamed
    // "Unicorn Rider", "unicorn" is common there (walked), and "wolf" rare (counted).
    await t.db
      .updateTable('leaderboard_entries')
      .set({ display_name: 'Unicorn Rider' })
      .where('leaderboard_id', '=', bigBoard.id)
      .where('username', '<', 'w01000')
      .execute();
    expect(await route('unicorn')).toEqual({
      first: 4,
      rows: 25,
      total: 25,
      capped: true,
      more: true,
    });
    const wolves = Array.from({ length: n }, (_, k) => k).filter((k) => k % 4 === 0 && k >= 1000);
    expect(await route('wolf')).toEqual({
      first: wolves[0]! + 1,
      rows: 25,
      total: wolves.length,
      capped: false,
      more: true,
    });
  });

  it('defaults a missing period start to 7 days before now', async () => {
    const res = (await t.app.inject('/api/r/leaderboard?platform=rollvault')).json();
    expect(res.data.current_period).toEqual({ start: at(-7 * DAY), end: at(5 * DAY) });
  });

  it('answers 404 JSON for an unknown or inactive platform and 400 for bad input', async () => {
    const missing = await t.app.inject('/api/r/leaderboard?platform=nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Platform not found' });
    expect((await t.app.inject('/api/r/leaderboard/retired')).statusCode).toBe(404);
    expect((await t.app.inject('/api/r/leaderboard/nope')).statusCode).toBe(404);
    const bad = await t.app.inject('/api/r/leaderboard?platform=lumen&period=forever');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ period: ["Period must be 'current' or 'last'"] });
    expect((await t.app.inject('/api/r/leaderboard/Bad%20Slug')).statusCode).toBe(400);
  });
});

describe.each(testDialects())('cached leaderboard reads and the clock (%s)', (dialect) => {
  const start = new Date('2026-11-21T12:00:00.000Z').getTime();
  let now = start;
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { clock: () => new Date(now) });
  });
  afterAll(() => t.close());

  it('keeps a cached answer no later than the end of the current period it shows', async () => {
    for (const [slug, endsIn] of [
      ['ending', 10_000],
      ['later', DAY],
    ] as const) {
      const p = await createPlatform(t.db, {
        slug,
        name: slug,
        sort_order: slug === 'ending' ? 0 : 1,
      });
      await createLeaderboard(t.db, {
        platformId: p.id,
        period_start: new Date(start - DAY).toISOString(),
        period_end: new Date(start + endsIn).toISOString(),
        entries: [
          { username: 'first', displayName: 'First', wagered: 900_00 },
          { username: 'second', wagered: 800_00 },
        ],
      });
    }
    // What each cached read shows of the leader: the period's answer (cached whole), its frame
    // (a search reads it from the cache), the platform's top three, and for the first platform
    // the index.
    const get = async (url: string) => (await t.app.inject(url)).json().data;
    const leader = async (slug: string) =>
      [
        (await get(`/api/r/leaderboard?platform=${slug}`)).top_three,
        (await get(`/api/r/leaderboard?platform=${slug}&search=zz`)).top_three,
        (await get(`/api/r/leaderboard/${slug}`)).top_three,
        ...(slug === 'ending' ? [(await get('/api/r/leaderboard')).platforms[0].top_three] : []),
      ].map((top: { displayName: string }[]) => top[0]!.displayName);
    const all = (name: string, reads = 4) => Array.from({ length: reads }, () => name);
    expect(await leader('ending')).toEqual(all('First'));
    expect(await leader('later')).toEqual(all('First', 3));
    // Another process renames the leaders (a write this one never hears of).
    const other = createDatabase({
      databaseUrl: t.dialect === 'postgres' ? t.config.databaseUrl : null,
      sqlitePath: t.database.sqlitePath,
      ...(t.database.pgSchema ? { pgSchema: t.database.pgSchema } : {}),
    });
    try {
      await other.db
        .updateTable('leaderboard_entries')
        .set({ display_name: 'Renamed' })
        .where('username', '=', 'first')
        .execute();
    } finally {
      await other.destroy();
    }
    now = start + 9_999;
    expect(await leader('ending')).toEqual(all('First'));
    // The first period ends: what showed it is read again; the other's stays (30 s ttl).
    now = start + 10_000;
    expect(await leader('ending')).toEqual(all('Renamed'));
    expect(await leader('later')).toEqual(all('First', 3));
    now = start + 30_000;
    expect(await leader('later')).toEqual(all('Renamed', 3));
  });
});
