import type { LeaderboardPeriodResponse, LeaderboardTopResponse } from '@lobby/contract-community';
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
import {
  findCurrentLeaderboards,
  findLastLeaderboard,
  findPlatformBySlugOrId,
  listActivePlatforms,
  listRankedEntries,
  listTopEntries,
} from './repository';
import type { LeaderboardEntryRow, LeaderboardRow, PlatformRow } from './tables';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

function toPlayers(rows: LeaderboardEntryRow[], firstRank = 1): LeaderboardPlayer[] {
  return rows.map((r, i) => ({
    rank: firstRank + i,
    displayName: r.display_name,
    username: r.username,
    wagered: centsToDollars(r.wagered),
    favoriteGameTitle: r.favorite_game,
  }));
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
    top_three: toPlayers(top),
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
  const all = await platformsWithTop(db, basePath, await listActivePlatforms(db), now);
  const first = all[0];
  let top_three: LeaderboardPlayer[] = [];
  let rest_of_users: LeaderboardPlayer[] = [];
  if (first?.leaderboard) {
    const players = toPlayers(await listRankedEntries(db, first.leaderboard.id));
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
  return x!;
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

/** GET /api/r/leaderboard?platform=&period= */
export async function getLeaderboardPeriod(
  db: Db,
  basePath: string,
  slugOrId: string,
  period: 'current' | 'last',
  now: Date,
): Promise<LeaderboardPeriodResponse> {
  const { platform, leaderboard: current } = await loadPlatform(db, basePath, slugOrId, now);
  const lb = period === 'current' ? current : await findLastLeaderboard(db, platform.id);
  const players = lb ? toPlayers(await listRankedEntries(db, lb.id)) : [];
  return {
    success: true,
    data: {
      platform,
      period,
      top_three: players.slice(0, 3),
      rest_of_users: players.slice(3),
      prizes: prizesOf(lb),
      current_period: lb ? periodOf(lb, now) : { start: iso(addMs(now, -WEEK_MS)), end: iso(now) },
      currency_symbol: lb?.currency_symbol || '$',
    },
  };
}
