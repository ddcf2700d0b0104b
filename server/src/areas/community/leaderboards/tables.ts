import type { Generated, Selectable } from 'kysely';
import type { Bool } from '../../../core/db/tables';

export interface PlatformsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  image: string | null;
  sort_order: number;
  active: Bool;
  created_at: string;
}

export type Timeframe = 'weekly' | 'biweekly' | 'monthly';

export interface LeaderboardsTable {
  id: Generated<number>;
  platform_id: number;
  timeframe: Timeframe;
  period_start: string | null;
  period_end: string;
  total_prize_pool: number;
  currency_symbol: string;
  /** JSON list of cents by place (index 0 = first place). */
  prizes: string;
  status: 'current' | 'ended';
  created_at: string;
}

export interface LeaderboardEntriesTable {
  id: Generated<number>;
  leaderboard_id: number;
  username: string;
  display_name: string;
  wagered: number;
  favorite_game: string | null;
  updated_at: string;
}

export interface UserPlatformWagersTable {
  id: Generated<number>;
  user_id: number;
  platform_id: number;
  total_wagered: number;
  updated_at: string;
}

/** The tables this feature owns, composed into the Database type (server/src/database.ts). */
export interface LeaderboardTables {
  platforms: PlatformsTable;
  leaderboards: LeaderboardsTable;
  leaderboard_entries: LeaderboardEntriesTable;
  user_platform_wagers: UserPlatformWagersTable;
}

export type PlatformRow = Selectable<PlatformsTable>;
export type LeaderboardRow = Selectable<LeaderboardsTable>;
export type LeaderboardEntryRow = Selectable<LeaderboardEntriesTable>;
