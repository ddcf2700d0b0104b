import type { LeaderboardPeriodResponse, LeaderboardTopResponse } from '@lobby/contract-community';
import { LEADERBOARD_PAGE_SIZE } from '@lobby/contract-community';
import type {
  ActiveLeaderboard,
  LeaderboardIndexResponse,
  LeaderboardPlayer,
  Platform,
} from '@lobby/shared-api/contract';
import { addMs, iso } from '../../../core/clock';
import type { Db } from '../../../core/db';
import { notFound } from '../../../core/http/errors';
import { centsToDollars, parseIntList } from '../../../core/money';
import { mediaUrl } from '../../../core/uploads/media';
import { maskUsername } from './feeds';
import {
  countEntries,
  findCurrentLeaderboards,
  findLastLeaderboard,
  findPlatformBySlugOrId,
  listActivePlatforms,
  listAmounts,
  listRankedEntries,
  listRankedPage,
  listTopEntries,
} from './repository';
import { dataInfo } from './snapshots';
import { storedFeedConfig } from './sync';
import type { LeaderboardEntryRow, LeaderboardRow, PlatformRow } from './tables';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

function toPlayer(r: LeaderboardEntryRow, rank: number, mask = false): LeaderboardPlayer {
  return {
    rank,
    displayName: mask ? maskUsername(r.display_name) : r.display_name,
    username: mask ? maskUsername(r.username) : r.username,
    wagered: centsToDollars(r.wagered),
    favoriteGameTitle: r.favorite_game,
  };
}

function toPlayers(rows: LeaderboardEntryRow[], firstRank = 1, mask = false): LeaderboardPlayer[] {
  return rows.map((r, i) => toPlayer(r, firstRank + i, mask));
}

/** The period's start, or 7 days before now when it is missing. */
const periodOf = (lb: LeaderboardRow, now: Date) => ({
  start: lb.period_start ?? iso(addMs(now, -WEEK_MS)),
  end: lb.period_end,
});

function toActive(lb: LeaderboardRow, now: Date): ActiveLeaderboard {
  const p = periodOf(lb, now);
  return {
    current_period_start: p.start,
    current_period_end: p.end,
    timeframe: lb.timeframe,
    total_prize_pool: centsToDollars(lb.total_prize_pool),
    currency_symbol: lb.currency_symbol || '$',
  };
}

function toPlatform(
  basePath: string,
  p: PlatformRow,
  current: LeaderboardRow | undefined,
  top: LeaderboardEntryRow[],
  now: Date,
): Platform {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    image: mediaUrl(basePath, p.image),
    active_leaderboard: current ? toActive(current, now) : null,
    top_three: toPlayers(top, 1, Boolean(p.mask_usernames)),
  };
}

const prizesOf = (lb: LeaderboardRow | undefined) =>
  lb ? parseIntList(lb.prizes).map(centsToDollars) : [];

async function platformsWithTop(db: Db, basePath: string, platforms: PlatformRow[], now: Date) {
  const current = await findCurrentLeaderboards(
    db,
    platforms.map((p) => p.id),
  );
  const byPlatform = new Map(current.map((lb) => [lb.platform_id, lb]));
  const top = await listTopEntries(
    db,
    current.map((lb) => lb.id),
    3,
  );
  return platforms.map((p) => {
    const lb = byPlatform.get(p.id);
    return {
      platform: toPlatform(
        basePath,
        p,
        lb,
        lb ? top.filter((e) => e.leaderboard_id === lb.id) : [],
        now,
      ),
      leaderboard: lb,
    };
  });
}

/** GET /api/r/leaderboard: every platform, plus the full board of the first one. */
export async function getLeaderboardIndex(
  db: Db,
  basePath: string,
  now: Date,
): Promise<LeaderboardIndexResponse> {
  const platforms = await listActivePlatforms(db);
  const all = await platformsWithTop(db, basePath, platforms, now);
  const first = all[0];
  let top_three: LeaderboardPlayer[] = [];
  let rest_of_users: LeaderboardPlayer[] = [];
  if (first?.leaderboard) {
    const players = toPlayers(
      await listRankedEntries(db, first.leaderboard.id, 3 + LEADERBOARD_PAGE_SIZE),
      1,
      Boolean(platforms[0]?.mask_usernames),
    );
    top_three = players.slice(0, 3);
    rest_of_users = players.slice(3);
  }
  return {
    success: true,
    data: {
      platforms: all.map((x) => x.platform),
      top_three,
      rest_of_users,
      prizes: prizesOf(first?.leaderboard),
      current_period: first?.leaderboard ? periodOf(first.leaderboard, now) : null,
    },
  };
}

async function loadPlatform(db: Db, basePath: string, slugOrId: string, now: Date) {
  const row = await findPlatformBySlugOrId(db, slugOrId);
  if (!row) throw notFound('Platform not found');
  const [x] = await platformsWithTop(db, basePath, [row], now);
  return { ...x!, row };
}

/** GET /api/r/leaderboard/{slug} */
export async function getLeaderboardTop(
  db: Db,
  basePath: string,
  slug: string,
  now: Date,
): Promise<LeaderboardTopResponse> {
  const { platform, leaderboard } = await loadPlatform(db, basePath, slug, now);
  return {
    success: true,
    data: {
      platform,
      top_three: platform.top_three,
      currency_symbol: leaderboard?.currency_symbol || '$',
    },
  };
}

/**
 * Keeps what `load` reads until the leaderboard tables change (the read cache, in routes), or
 * sooner, at the time `until` gives for it.
 */
export type PeriodCache = <T>(
  key: string,
  load: () => Promise<T>,
  until?: (value: T) => number | null,
) => Promise<T>;

const uncached: PeriodCache = (_key, load) => load();

/**
 * When a cached leaderboard answer goes stale by the clock alone: at the end of the earliest
 * current period it holds that is still ahead of `now` (one already past stays until the
 * rollover job's write, as any answer does until a write).
 */
export function currentPeriodsEnd(
  ends: readonly (string | null | undefined)[],
  now: Date,
): number | null {
  const ahead = ends
    .map((e) => (e ? Date.parse(e) : NaN))
    .filter((t) => !Number.isNaN(t) && t > now.getTime());
  return ahead.length ? Math.min(...ahead) : null;
}

/** What a period's answer holds besides the ranked page: read once per change (the cache). */
async function loadPeriodFrame(
  db: Db,
  basePath: string,
  slugOrId: string,
  period: 'current' | 'last',
  now: Date,
) {
  const { platform, leaderboard: current, row } = await loadPlatform(db, basePath, slugOrId, now);
  const lb = period === 'current' ? current : await findLastLeaderboard(db, platform.id);
  const [top, total_players, feed, info] = await Promise.all([
    lb ? listRankedEntries(db, lb.id, 3) : [],
    lb ? countEntries(db, lb.id) : 0,
    db
      .selectFrom('platform_feeds')
      .select(['kind', 'config_json'])
      .where('platform_id', '=', platform.id)
      .executeTakeFirst(),
    dataInfo(db, platform.id, lb?.id ?? null),
  ]);
  return { platform, row, current, lb, top, total_players, feed, info };
}

/** Terms whose sample a period keeps (the oldest go first). */
const SAMPLES_KEPT = 256;

/**
 * What the sample of a big period found for a search term (repository.ts, `WalkFirst`), kept
 * with the period's cached answers (so dropped by the same writes): a term searched again, or
 * paged, picks its way without sampling again.
 */
async function sampleOf(
  cache: PeriodCache,
  leaderboardId: number,
  term: string,
  sample: () => Promise<number>,
): Promise<number> {
  const kept = await cache(
    `leaderboard:samples:${leaderboardId}`,
    async () => new Map<string, number>(),
  );
  const known = kept.get(term);
  if (known !== undefined) return known;
  const hits = await sample();
  if (kept.size >= SAMPLES_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(term, hits);
  return hits;
}

/**
 * GET /api/r/leaderboard?platform=&period= — everything but the ranked page (the platform, the
 * period, its podium, player count and data info) and the period's amounts (which rank a
 * search's rows) come through `cache`: a name search then reads only its own rows.
 */
export async function getLeaderboardPeriod(
  db: Db,
  basePath: string,
  query: {
    platform: string;
    period: 'current' | 'last';
    search?: string;
    offset: number;
    limit: number;
  },
  now: Date,
  cache: PeriodCache = uncached,
): Promise<LeaderboardPeriodResponse> {
  const { period } = query;
  const { platform, row, lb, top, total_players, feed, info } = await cache(
    `leaderboard:frame:${query.platform}:${period}`,
    () => loadPeriodFrame(db, basePath, query.platform, period, now),
    // Either period's frame: when the current one ends, the last one is about to change too.
    (frame) => currentPeriodsEnd([frame.current?.period_end], now),
  );
  const page = lb
    ? await listRankedPage(db, lb.id, {
        skip: 3,
        podium: top.map((e) => e.id),
        offset: query.offset,
        limit: query.limit,
        search: query.search || undefined,
        size: total_players,
        samples: (term, sample) => sampleOf(cache, lb.id, term, sample),
        amounts: () => cache(`leaderboard:amounts:${lb.id}`, () => listAmounts(db, lb.id)),
      })
    : { rows: [], total: 0, capped: false, more: false };
  const rest_total = page.total ?? Math.max(0, total_players - 3);
  const mask = Boolean(row.mask_usernames);
  return {
    success: true,
    data: {
      ...info,
      platform,
      period,
      top_three: toPlayers(top, 1, mask),
      rest_of_users: page.rows.map((r) => toPlayer(r, r.rank, mask)),
      total_players,
      rest_total,
      rest_total_capped: page.capped,
      rest_has_more: page.more,
      prizes: prizesOf(lb),
      total_prize_pool: lb ? centsToDollars(lb.total_prize_pool) : 0,
      current_period: lb ? periodOf(lb, now) : { start: iso(addMs(now, -WEEK_MS)), end: iso(now) },
      currency_symbol: lb?.currency_symbol || '$',
      weighted_wagers:
        row.wager_basis === 'weighted' ||
        (feed?.kind === 'rainbet' && storedFeedConfig(feed).weighted === true),
    },
  };
}
