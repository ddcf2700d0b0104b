import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { dialectOf } from '../../../core/db';
import type { Db } from '../../../core/db';
import type { LeaderboardEntryRow, LeaderboardRow, PlatformRow } from './tables';

export async function listActivePlatforms(db: Db): Promise<PlatformRow[]> {
  return db
    .selectFrom('platforms')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function findPlatformBySlugOrId(
  db: Db,
  slugOrId: string,
): Promise<PlatformRow | undefined> {
  const bySlug = await db
    .selectFrom('platforms')
    .selectAll()
    .where('slug', '=', slugOrId.toLowerCase())
    .where('active', '=', 1)
    .executeTakeFirst();
  if (bySlug || !/^\d{1,9}$/.test(slugOrId)) return bySlug;
  return db
    .selectFrom('platforms')
    .selectAll()
    .where('id', '=', Number(slugOrId))
    .where('active', '=', 1)
    .executeTakeFirst();
}

/** The current period of each given platform. */
export async function findCurrentLeaderboards(
  db: Db,
  platformIds: number[],
): Promise<LeaderboardRow[]> {
  if (!platformIds.length) return [];
  return db
    .selectFrom('leaderboards')
    .selectAll()
    .where('platform_id', 'in', platformIds)
    .where('status', '=', 'current')
    .execute();
}

/** The most recently ended period of a platform. */
export async function findLastLeaderboard(
  db: Db,
  platformId: number,
): Promise<LeaderboardRow | undefined> {
  return db
    .selectFrom('leaderboards')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('status', '=', 'ended')
    .orderBy('period_end', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Entries ranked by wagered (desc), ties by username; optionally only the first `limit`. */
export async function listRankedEntries(
  db: Db,
  leaderboardId: number,
  limit?: number,
): Promise<LeaderboardEntryRow[]> {
  let q = db
    .selectFrom('leaderboard_entries')
    .selectAll()
    .where('leaderboard_id', '=', leaderboardId)
    .orderBy('wagered', 'desc')
    .orderBy('username');
  if (limit !== undefined) q = q.limit(limit);
  return q.execute();
}

/** How many players a period ranks. */
export async function countEntries(db: Db, leaderboardId: number): Promise<number> {
  const r = await db
    .selectFrom('leaderboard_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('c'))
    .where('leaderboard_id', '=', leaderboardId)
    .executeTakeFirst();
  return Number(r?.c ?? 0);
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Up to this many matches a search counts and sorts them; above, it walks the period in rank
 * order and says only that more than this many match (the count stops there).
 */
export const FEW_MATCHES = 1000;

/**
 * When a search looks at the top of the ranked list first (`walkFirst`): in periods with more
 * than `from` players after the podium, the first `sample` of them are tested; with at least
 * `dense` matches among them the term is common, and the page is read by walking the period in
 * rank order (about `sample / matches` rows per row of the page, bounded at twice that), with
 * no count. Otherwise, or when that walk ends before the page is full, the name index answers.
 */
export interface WalkFirst {
  from: number;
  sample: number;
  dense: number;
}
export const WALK_FIRST: WalkFirst = { from: 2000, sample: 500, dense: 10 };

/**
 * How a caller keeps what the sample found for a term (lowered), e.g. per period until its
 * entries change: `sample` runs the sample and gives its matches.
 */
export type SampleMemo = (term: string, sample: () => Promise<number>) => Promise<number>;

/** A period's wagered amounts, highest first (what ranks a row without counting rows). */
export type PeriodAmounts = () => Promise<ArrayLike<number>>;

/** Every wagered amount of a period, highest first: one walk of the ranked index. */
export async function listAmounts(db: Db, leaderboardId: number): Promise<Float64Array> {
  const rows = await db
    .selectFrom('leaderboard_entries')
    .select('wagered')
    .where('leaderboard_id', '=', leaderboardId)
    .orderBy('wagered', 'desc')
    .orderBy('username')
    .execute();
  return Float64Array.from(rows, (r) => Number(r.wagered));
}

/** A page of the ranked list: its rows with their overall ranks, and what the pager needs. */
export interface RankedPage {
  rows: (LeaderboardEntryRow & { rank: number })[];
  /** How many players a search matches (null without a search); with `capped`, more than this. */
  total: number | null;
  /**
   * The search matches more than `total` players: the count stopped at FEW_MATCHES, or a common
   * term was not counted at all (`total` is then the rows up to this page).
   */
  capped: boolean;
  /** More rows come after this page. */
  more: boolean;
}

/** What `listRankedPage` reads: the page, the search, and what the caller already has. */
export interface RankedPageOptions {
  skip: number;
  offset: number;
  limit: number;
  search?: string;
  amounts?: PeriodAmounts;
  podium?: readonly number[];
  fewMatches?: number;
  /** The period's player count, when the caller has it: a big period tries `walkFirst`. */
  size?: number;
  walkFirst?: WalkFirst;
  /** Keeps each term's sample (without, every search of a big period samples). */
  samples?: SampleMemo;
}

/**
 * A page of the ranked list after the podium (rank > `skip`), each row with its overall rank;
 * with `search`, only players whose display name or username contains it (case-insensitive),
 * still ranked within the whole period, and how many match (null without a search; above
 * `fewMatches`, only that more than so many do). Walks the (leaderboard_id, wagered desc,
 * username) index. `amounts` (the period's, highest first, e.g. from a cache) ranks the search's
 * rows without counting the entries above them; `podium` (the ids of the first `skip` entries,
 * when the caller has them) spares reading them again.
 */
export async function listRankedPage(
  db: Db,
  leaderboardId: number,
  {
    skip,
    offset,
    limit,
    search,
    amounts,
    podium: knownPodium,
    fewMatches = FEW_MATCHES,
    size,
    walkFirst = WALK_FIRST,
    samples,
  }: RankedPageOptions,
): Promise<RankedPage> {
  if (!search) {
    // Without a filter the rank is the position: read the page straight off the index (and one
    // row more, which says whether another page follows); the total is the caller's count.
    const rows = await db
      .selectFrom('leaderboard_entries')
      .selectAll()
      .where('leaderboard_id', '=', leaderboardId)
      .orderBy('wagered', 'desc')
      .orderBy('username')
      .offset(skip + offset)
      .limit(limit + 1)
      .execute();
    return {
      rows: rows.slice(0, limit).map((r, i) => ({ ...r, rank: skip + offset + i + 1 })),
      total: null,
      capped: false,
      more: rows.length > limit,
    };
  }
  const term = search.trim();
  const common =
    size !== undefined && size - skip > walkFirst.from
      ? await walkCommon(db, leaderboardId, term, {
          skip,
          offset,
          limit,
          samples,
          amounts,
          walkFirst,
        })
      : null;
  // A common term's walk is a full page and the row after it, and more than the rows up to it.
  const found: Found = common
    ? { rows: common, total: offset + limit, capped: true }
    : await searchUncommon(db, leaderboardId, term, {
        skip,
        offset,
        limit,
        search,
        podium: knownPodium,
        fewMatches,
      });
  const rows = found.rows.slice(0, limit);
  const ranks = await rankRows(db, leaderboardId, rows, amounts);
  return {
    rows: rows.map((r, i) => ({ ...r, rank: ranks[i]! })),
    total: found.total,
    capped: found.capped,
    more: found.capped ? found.rows.length > limit : offset + rows.length < found.total,
  };
}

/** A term that is not common (or a period too small to tell): through the name index, counted. */
async function searchUncommon(
  db: Db,
  leaderboardId: number,
  term: string,
  {
    skip,
    offset,
    limit,
    search,
    podium: knownPodium,
    fewMatches,
  }: Pick<RankedPageOptions, 'skip' | 'offset' | 'limit' | 'podium'> & {
    search: string;
    fewMatches: number;
  },
): Promise<Found> {
  const podium = knownPodium
    ? [...knownPodium]
    : skip
      ? (
          await db
            .selectFrom('leaderboard_entries')
            .select('id')
            .where('leaderboard_id', '=', leaderboardId)
            .orderBy('wagered', 'desc')
            .orderBy('username')
            .limit(skip)
            .execute()
        ).map((r) => Number(r.id))
      : [];
  const index = term.length >= 3 ? await nameIndexOf(db) : null;
  const page = { podium, offset, limit };
  return index
    ? searchIndexed(db, index, leaderboardId, { ...page, term, fewMatches })
    : searchScan(db, leaderboardId, { ...page, search, fewMatches });
}

interface SearchPage {
  podium: number[];
  offset: number;
  limit: number;
}

/** A search's rows (a walk's: up to limit + 1) and its count (more than that, when capped). */
type Found = { rows: LeaderboardEntryRow[]; total: number; capped: boolean };

/**
 * A search through the name index (an FTS5 trigram index on SQLite whose texts start with their
 * period's marker, see the migration 20261127073000-community-leaderboard-search-flat; pg_trgm on
 * PostgreSQL, with the period in the index where btree_gin is, see 20261127150000), costing about
 * the same at 1,000 or 100,000 players. One statement asks the index for at most `fewMatches` + 1
 * of the period's matches and counts them; when that is all of them, the same statement sorts
 * and pages them. Otherwise the match is common: the count stops there ("more than
 * `fewMatches`"), and a walk of the period in rank order meets the page's rows early and stops.
 */
async function searchIndexed(
  db: Db,
  index: NameIndex,
  leaderboardId: number,
  { podium, term, offset, limit, fewMatches }: SearchPage & { term: string; fewMatches: number },
): Promise<Found> {
  const fts = index === 'fts';
  const query = fts
    ? `${ftsPhrase(`\u001e${leaderboardId}\u001e`)} AND ${ftsPhrase(term)}`
    : `%${likeEscape(term.toLowerCase())}%`;
  const notPodium = (id: string) =>
    podium.length ? sql` and ${sql.raw(id)} not in (${sql.join(podium)})` : sql``;
  // `matches` holds at most fewMatches + 1 of them; the page is read from them only when that is
  // all (a one-time condition: for a common term no row is fetched, let alone sorted; on SQLite
  // it sits inside the id list, which SQLite builds before its loop). SQLite's index gives ids
  // only, so the page's rows are looked up by id and sorted; PostgreSQL's rechecks each match in
  // its row, which gives what sorts it, and only the page's rows are then read whole. The left
  // join keeps the count when the page is empty (a page past the last match).
  const matches = fts
    ? sql`select rowid as id from leaderboard_entries_fts
        where leaderboard_entries_fts match ${query}${notPodium('rowid')}`
    : sql`select id, wagered, username from leaderboard_entries
        where leaderboard_id = ${leaderboardId} and search_text like ${query}${notPodium('id')}`;
  const few = sql`(select c from n) <= ${fewMatches}`;
  const page = fts
    ? sql`select e.* from leaderboard_entries e where e.id in (select id from matches where ${few})
        order by e.wagered desc, e.username limit ${limit} offset ${offset}`
    : sql`select e.* from leaderboard_entries e join (select id from matches where ${few}
        order by wagered desc, username limit ${limit} offset ${offset}) m on m.id = e.id`;
  const found = await sql<LeaderboardEntryRow & { matches: number | string }>`with
      matches as materialized (${matches} limit ${fewMatches + 1}),
      n as (select count(*) as c from matches)
    select n.c as matches, p.* from n left join (${page}) p on true
    order by p.wagered desc, p.username`.execute(db);
  const total = Number(found.rows[0]?.matches ?? 0);
  if (total <= fewMatches)
    return {
      rows: found.rows.filter((r) => r.id != null).map(({ matches: _m, ...row }) => row),
      total,
      capped: false,
    };
  // The walk tests each row as it passes, with a function no index serves, so the planner stays
  // on the ranked index, which holds each row's search text (migration
  // 20261127170000-community-leaderboard-search-text): the walk reads the index alone until it
  // has the page (one row more says whether another page follows), then the page's rows.
  // SQLite's lower() folds ASCII only (its FTS index folds all of Unicode), so there a term with
  // other letters is tested against the index's matches instead (`+` keeps the planner off those
  // ids).
  const test =
    fts && !PRINTABLE_ASCII.test(term)
      ? sql`+w.id in (select rowid from leaderboard_entries_fts
          where leaderboard_entries_fts match ${query})`
      : containsLowered(fts, 'w.search_text', term.toLowerCase());
  const rows = await rowsOfWalk(
    db,
    sql`(select w.id, w.wagered, w.username from leaderboard_entries w
      where w.leaderboard_id = ${leaderboardId}${notPodium('w.id')} and ${test}
      order by w.wagered desc, w.username limit ${limit + 1} offset ${offset})`,
  );
  return { rows, total: fewMatches, capped: true };
}

/**
 * A common term's page without counting its matches: the first `walkFirst.sample` players after
 * the podium (the first `skip` in rank order) are tested for `term` (or what `samples` kept of
 * that is taken); with at least `walkFirst.dense` matches among them, the period is walked in
 * rank order, bounded at twice the rows that density needs for the page and the row after it. Only a full page (limit + 1 rows) is
 * an answer: it says that more than offset + limit players match. Null otherwise (a rare term, or
 * a walk that ran out before the page was full), and the name index answers instead. Reads the
 * ranked index alone (it holds each row's search text) until it has the page, then the page's
 * rows. On SQLite, whose lower() folds ASCII only, a term with other letters is left to the index.
 */
async function walkCommon(
  db: Db,
  leaderboardId: number,
  term: string,
  {
    skip,
    offset,
    limit,
    samples,
    amounts,
    walkFirst,
  }: Pick<RankedPageOptions, 'skip' | 'offset' | 'limit' | 'samples' | 'amounts'> & {
    walkFirst: WalkFirst;
  },
): Promise<LeaderboardEntryRow[] | null> {
  const sqlite = dialectOf(db) === 'sqlite';
  if (sqlite && !PRINTABLE_ASCII.test(term)) return null;
  const contains = (column: string) => containsLowered(sqlite, column, term.toLowerCase());
  // The players after the podium in rank order, the first `rows` of them (index only).
  const ranked = (rows: number) => sql`(select id, wagered, username, search_text
      from leaderboard_entries where leaderboard_id = ${leaderboardId}
      order by wagered desc, username limit ${rows} offset ${skip})`;
  const sample = async () => {
    const r = await sql<{ c: number | string }>`select count(*) as c
      from ${ranked(walkFirst.sample)} s where ${contains('s.search_text')}`.execute(db);
    return Number(r.rows[0]?.c ?? 0);
  };
  const hits = samples ? await samples(term.toLowerCase(), sample) : await sample();
  if (hits < Math.max(1, walkFirst.dense)) return null;
  const bound = Math.ceil((2 * (offset + limit + 1) * walkFirst.sample) / hits);
  // With the period's amounts the podium and the bound are amounts (a range of the index, no
  // subquery yielding row by row): after the podium is below its last amount when no one after
  // it wagered as much, and the bound is the amount `bound` rows further down (its ties too).
  const sorted = amounts ? await amounts() : null;
  const flat = sorted && skip > 0 && sorted.length > skip && sorted[skip - 1]! > sorted[skip]!;
  const walk = flat
    ? sql`(select id, wagered, username from leaderboard_entries
        where leaderboard_id = ${leaderboardId} and wagered < ${sorted[skip - 1]!}${
          skip + bound <= sorted.length ? sql` and wagered >= ${sorted[skip + bound - 1]!}` : sql``
        } and ${contains('search_text')}
        order by wagered desc, username limit ${limit + 1} offset ${offset})`
    : sql`(select w.id, w.wagered, w.username from ${ranked(bound)} w
        where ${contains('w.search_text')}
        order by w.wagered desc, w.username limit ${limit + 1} offset ${offset})`;
  const rows = await rowsOfWalk(db, walk);
  return rows.length > limit ? rows : null;
}

/** Printable ASCII only: what SQLite's lower() folds as its FTS index does. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** `column` (a lowered search text) contains `lowered`: SQLite's instr, PostgreSQL's strpos. */
const containsLowered = (sqlite: boolean, column: string, lowered: string) =>
  sqlite
    ? sql`instr(${sql.ref(column)}, ${lowered}) > 0`
    : sql`strpos(${sql.ref(column)}, ${lowered}) > 0`;

/**
 * The whole rows of a walk's page, in rank order: `walk` gives their ids with the keys they
 * sort by (wagered, username), the rows are read by id after it.
 */
async function rowsOfWalk(db: Db, walk: RawBuilder<unknown>): Promise<LeaderboardEntryRow[]> {
  const page = await sql<LeaderboardEntryRow>`select e.* from ${walk} m
    join leaderboard_entries e on e.id = m.id
    order by m.wagered desc, m.username`.execute(db);
  return page.rows;
}

/**
 * A search with no index to use (1–2 characters, or none built): LIKE over the period, counted
 * up to `fewMatches` + 1 as the index's search is.
 */
async function searchScan(
  db: Db,
  leaderboardId: number,
  {
    podium,
    search,
    offset,
    limit,
    fewMatches,
  }: SearchPage & { search: string; fewMatches: number },
): Promise<Found> {
  const pattern = `%${likeEscape(search.toLowerCase())}%`;
  let base = db
    .selectFrom('leaderboard_entries as e')
    .where('e.leaderboard_id', '=', leaderboardId)
    .where((eb) =>
      eb.or([
        eb(sql`lower(e.display_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(e.username)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  if (podium.length) base = base.where('e.id', 'not in', podium);
  const [rows, count] = await Promise.all([
    base
      .selectAll('e')
      .orderBy('e.wagered', 'desc')
      .orderBy('e.username')
      .offset(offset)
      .limit(limit + 1)
      .execute(),
    db
      .selectFrom(
        base
          .select('e.id')
          .limit(fewMatches + 1)
          .as('m'),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('c'))
      .executeTakeFirst(),
  ]);
  const total = Number(count?.c ?? 0);
  return total > fewMatches
    ? { rows, total: fewMatches, capped: true }
    : { rows, total, capped: false };
}

/** An FTS5 phrase: the text in double quotes (quotes inside doubled), matched as a substring. */
const ftsPhrase = (text: string) => `"${text.trim().replace(/"/g, '""')}"`;

export type NameIndex = 'fts' | 'trgm';
const nameIndexKnown = new WeakMap<object, NameIndex | null>();

/**
 * The name index this database has: SQLite's FTS5 trigram table, PostgreSQL's pg_trgm index
 * (in this schema), or null where neither could be built (the search then scans with LIKE).
 */
async function nameIndexOf(db: Db): Promise<NameIndex | null> {
  const known = nameIndexKnown.get(db);
  if (known !== undefined) return known;
  const r =
    dialectOf(db) === 'sqlite'
      ? await sql<{ n: number }>`select count(*) as n from sqlite_master
          where type = 'table' and name = 'leaderboard_entries_fts'`.execute(db)
      : await sql<{ n: number }>`select count(*) as n from pg_indexes
          where schemaname = current_schema() and indexname = 'leaderboard_entries_name_trgm'`.execute(
          db,
        );
  const index =
    Number(r.rows[0]?.n ?? 0) > 0 ? (dialectOf(db) === 'sqlite' ? 'fts' : 'trgm') : null;
  nameIndexKnown.set(db, index);
  return index;
}

/** Pages of the name index one merge step writes (~10 ms): each step is a write of its own. */
export const MERGE_STEP_PAGES = 200;

/** What `compactNameIndex` did: the database's name index, the merge steps that wrote, done. */
export interface NameIndexUpkeep {
  index: NameIndex | null;
  steps: number;
  /** The index is one b-tree (or needs no upkeep here); false when `maxSteps` ran out first. */
  done: boolean;
}

/**
 * Merges SQLite's FTS5 name index into one b-tree, a few hundred pages per step. Every write
 * transaction that adds or renames entries leaves a segment of its own (a feed sync, an import
 * of a period), which FTS5 merges only in levels: a big period leaves a dozen, and a search
 * reads each term's list in every one of them, about twice the work of one (bench (c)). A step
 * when the index is already one b-tree writes nothing. PostgreSQL's pg_trgm index needs none of
 * this (autovacuum empties its pending list).
 */
export async function compactNameIndex(
  db: Db,
  { maxSteps = 500 }: { maxSteps?: number } = {},
): Promise<NameIndexUpkeep> {
  const index = await nameIndexOf(db);
  if (index !== 'fts') return { index, steps: 0, done: true };
  const changes = async () =>
    Number((await sql<{ n: number }>`select total_changes() as n`.execute(db)).rows[0]?.n ?? 0);
  for (let steps = 0; steps < maxSteps; steps++) {
    const before = await changes();
    // A negative page count merges segments of different levels too (an incremental
    // 'optimize'); the command's own row is the one change of a step that merged nothing.
    await sql`insert into leaderboard_entries_fts (leaderboard_entries_fts, rank)
      values ('merge', ${-MERGE_STEP_PAGES})`.execute(db);
    if ((await changes()) - before <= 1) return { index, steps, done: true };
  }
  return { index, steps: maxSteps, done: false };
}

/**
 * The overall rank of each of `rows` (already in rank order: wagered desc, username): 1 + the
 * entries with more wagered + the entries with as much and an earlier username. With the
 * period's `amounts` the entries above are found by a binary search; without, they are counted
 * once for the first amount and then only over the gap to each next amount (so a page costs one
 * walk of the index down to its last row, however deep), all in one query. Another query reads
 * the usernames sharing the page's amounts for the ties (with the period's amounts, only those
 * of amounts several players share).
 */
async function rankRows(
  db: Db,
  leaderboardId: number,
  rows: readonly { wagered: number | string; username: string }[],
  periodAmounts?: PeriodAmounts,
): Promise<number[]> {
  if (!rows.length) return [];
  const amounts = [...new Set(rows.map((r) => Number(r.wagered)))];
  let above: Map<number, number>;
  let tied = amounts;
  if (periodAmounts) {
    const sorted = await periodAmounts();
    above = new Map(amounts.map((w) => [w, countAbove(sorted, w)]));
    // Only an amount several players share needs their usernames (most amounts are unique).
    tied = amounts.filter((w) => countAbove(sorted, w, true) - above.get(w)! > 1);
  } else {
    const counts = amounts.map((w, i) =>
      i === 0
        ? sql`(select count(*) from leaderboard_entries where leaderboard_id = ${leaderboardId} and wagered > ${w})`
        : sql`(select count(*) from leaderboard_entries where leaderboard_id = ${leaderboardId} and wagered > ${w} and wagered <= ${amounts[i - 1]!})`,
    );
    const gaps = await sql<Record<string, number | string>>`select ${sql.join(
      counts.map((c, i) => sql`${c} as ${sql.ref(`g${i}`)}`),
    )}`.execute(db);
    above = new Map();
    let total = 0;
    amounts.forEach((w, i) => {
      total += Number(gaps.rows[0]?.[`g${i}`] ?? 0);
      above.set(w, total);
    });
  }
  const same = tied.length
    ? await db
        .selectFrom('leaderboard_entries')
        .select(['wagered', 'username'])
        .where('leaderboard_id', '=', leaderboardId)
        .where('wagered', 'in', tied)
        .orderBy('wagered', 'desc')
        .orderBy('username')
        .execute()
    : [];
  const byAmount = new Map<number, string[]>();
  for (const r of same) {
    const w = Number(r.wagered);
    byAmount.set(w, [...(byAmount.get(w) ?? []), r.username]);
  }
  return rows.map((r) => {
    const w = Number(r.wagered);
    // Ties in the database's own order of usernames (its collation), as the page is ordered.
    const ties = Math.max(0, (byAmount.get(w) ?? []).indexOf(r.username));
    return above.get(w)! + ties + 1;
  });
}

/** How many of `sorted` (highest first) are above `w` (or at least `w`, with `orEqual`). */
function countAbove(sorted: ArrayLike<number>, w: number, orEqual = false): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! > w || (orEqual && sorted[mid] === w)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The top `limit` entries of several leaderboards: one short index walk per board (a window
 * function over every entry would read all 100,000 rows of a big period).
 */
export async function listTopEntries(
  db: Db,
  leaderboardIds: number[],
  limit: number,
): Promise<LeaderboardEntryRow[]> {
  const tops = await Promise.all(leaderboardIds.map((id) => listRankedEntries(db, id, limit)));
  return tops.flat();
}

/** Ended periods with the number of ranked players (for total-given-away). */
export async function listEndedLeaderboardsWithCounts(
  db: Db,
): Promise<{ prizes: string; players: number }[]> {
  return db
    .selectFrom('leaderboards as l')
    .where('l.status', '=', 'ended')
    .select((eb) => [
      'l.prizes',
      eb
        .selectFrom('leaderboard_entries as e')
        .whereRef('e.leaderboard_id', '=', 'l.id')
        .where('e.wagered', '>', 0)
        .select((e) => e.fn.countAll<number>().as('c'))
        .as('players'),
    ])
    .execute()
    .then((rows) => rows.map((r) => ({ prizes: r.prizes, players: Number(r.players ?? 0) })));
}
