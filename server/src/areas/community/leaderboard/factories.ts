import type { Insertable } from 'kysely';
import type { Db } from '../../../core/db';
import { usernameKey } from './feeds';
import type {
  CasinoLinkRow,
  CasinoLinksTable,
  LeaderboardEntryRow,
  LeaderboardRow,
  LeaderboardsTable,
  PlatformFeedRow,
  PlatformFeedsTable,
  PlatformRow,
  PlatformsTable,
} from './tables';

let counter = 0;

/** A casino platform with a leaderboard (active, listed after those made before it). */
export async function createPlatform(
  db: Db,
  fields: Partial<Insertable<PlatformsTable>> = {},
): Promise<PlatformRow> {
  counter += 1;
  return db
    .insertInto('platforms')
    .values({
      slug: `platform-${process.pid}-${counter}`,
      name: `Platform ${counter}`,
      image: null,
      sort_order: counter,
      active: 1,
      created_at: new Date().toISOString(),
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface EntryInput {
  username: string;
  displayName?: string;
  /** Cents. */
  wagered: number;
  favoriteGame?: string | null;
}

export interface LeaderboardInput extends Partial<
  Omit<Insertable<LeaderboardsTable>, 'prizes' | 'platform_id'>
> {
  platformId: number;
  /** Cents by place, first place first. */
  prizes?: number[];
  /** The ranked players; `entries: 5` makes five players wagering 5000, 4000, … 1000 dollars. */
  entries?: EntryInput[] | number;
}

/**
 * One leaderboard period of a platform with its players: the current one (ending in a week)
 * unless `status: 'ended'`.
 */
export async function createLeaderboard(
  db: Db,
  { platformId, prizes = [], entries = [], ...fields }: LeaderboardInput,
): Promise<LeaderboardRow & { entries: LeaderboardEntryRow[] }> {
  const now = Date.now();
  const board = await db
    .insertInto('leaderboards')
    .values({
      platform_id: platformId,
      timeframe: 'weekly',
      period_start: new Date(now - 3 * 86_400_000).toISOString(),
      period_end: new Date(now + 4 * 86_400_000).toISOString(),
      total_prize_pool: prizes.reduce((a, b) => a + b, 0),
      currency_symbol: '$',
      status: 'current',
      created_at: new Date(now).toISOString(),
      ...fields,
      prizes: JSON.stringify(prizes),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const list: EntryInput[] =
    typeof entries === 'number'
      ? Array.from({ length: entries }, (_, i) => ({
          username: `player${board.id}_${i + 1}`,
          wagered: (entries - i) * 100_000,
        }))
      : entries;
  const rows = list.length
    ? await db
        .insertInto('leaderboard_entries')
        .values(
          list.map((e) => ({
            leaderboard_id: board.id,
            username: e.username,
            username_key: usernameKey(e.username),
            display_name: e.displayName ?? e.username,
            wagered: e.wagered,
            favorite_game: e.favoriteGame ?? null,
            updated_at: new Date(now).toISOString(),
          })),
        )
        .returningAll()
        .execute()
    : [];
  return { ...board, entries: rows };
}

/** A platform's feed settings (validated by the caller or not: tests store what they need). */
export async function createFeed(
  db: Db,
  platformId: number,
  kind: Insertable<PlatformFeedsTable>['kind'],
  config: Record<string, unknown>,
  fields: Partial<Insertable<PlatformFeedsTable>> = {},
): Promise<PlatformFeedRow> {
  const at = new Date().toISOString();
  return db
    .insertInto('platform_feeds')
    .values({
      platform_id: platformId,
      kind,
      config_json: JSON.stringify(config),
      enabled: 1,
      sync_interval_s: 300,
      created_at: at,
      updated_at: at,
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A member's casino name on a platform (verified now unless another status is given). */
export async function createCasinoLink(
  db: Db,
  userId: number,
  platformId: number,
  username: string,
  fields: Partial<Insertable<CasinoLinksTable>> = {},
): Promise<CasinoLinkRow> {
  const at = new Date().toISOString();
  const status = fields.status ?? 'verified';
  return db
    .insertInto('casino_links')
    .values({
      user_id: userId,
      platform_id: platformId,
      username,
      username_key: usernameKey(username),
      status,
      evidence: null,
      reviewed_at: status === 'pending' ? null : at,
      created_at: at,
      updated_at: at,
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
