import type { Generated, GeneratedAlways, Selectable } from 'kysely';
import type { Bool } from '../../../core/db/tables';
import type { FeedKind } from './feeds';

export interface PlatformsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  image: string | null;
  sort_order: number;
  active: Bool;
  created_at: string;
  currency_symbol: Generated<string>;
  /** IANA zone of the period boundaries (and date-only feeds). */
  time_zone: Generated<string>;
  wager_basis: Generated<'raw' | 'weighted'>;
  /** JSON list of casino usernames left off the board (staff, the streamer). */
  excluded_usernames: Generated<string>;
  /** Public pages show `ab***yz` instead of the casino usernames. */
  mask_usernames: Generated<Bool>;
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
  /** A custom period (admin-set start/end): the next period has the same length. */
  custom_period: Generated<Bool>;
  /** Goated-style feeds: JSON FeedRow[] of the running totals at the period's start. */
  feed_baseline: string | null;
  /** Goated-style feeds: the totals the last sync read (the next period's baseline). */
  feed_latest: string | null;
  /** When the rollover closed the period (froze standings, recorded winners). */
  closed_at: string | null;
}

export interface LeaderboardEntriesTable {
  id: Generated<number>;
  leaderboard_id: number;
  username: string;
  display_name: string;
  wagered: number;
  favorite_game: string | null;
  updated_at: string;
  /** Raw wagered cents (equal to `wagered` unless the board ranks by weighted). */
  raw_wagered: number | null;
  /** usernameKey(username): what verified casino names match. */
  username_key: string | null;
  /** lower(display name, char(31), username), written by the database: what a name search tests. */
  search_text: GeneratedAlways<string>;
}

export interface UserPlatformWagersTable {
  id: Generated<number>;
  user_id: number;
  platform_id: number;
  total_wagered: number;
  updated_at: string;
}

export type FeedKindColumn = FeedKind | 'csv';

export interface PlatformFeedsTable {
  id: Generated<number>;
  platform_id: number;
  kind: FeedKindColumn;
  /** The adapter's validated settings, secrets included (server-side only; answered masked). */
  config_json: string;
  enabled: Bool;
  sync_interval_s: number;
  last_sync_at: string | null;
  last_success_at: string | null;
  row_count: number | null;
  last_error: string | null;
  /** Consecutive failed syncs (the backoff's attempt). */
  failures: Generated<number>;
  /** When the current run of failures began; null while the feed works. */
  failing_since: string | null;
  next_attempt_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface LeaderboardSnapshotsTable {
  id: Generated<number>;
  leaderboard_id: number;
  taken_at: string;
  source: 'feed' | 'csv' | 'correction' | 'final';
  hash: string;
  row_count: number;
  rows_gzip: Buffer;
}

export interface LeaderboardWinnersTable {
  id: Generated<number>;
  leaderboard_id: number;
  place: number;
  username: string;
  wagered: number;
  prize: number;
  user_id: number | null;
  created_at: string;
}

export interface LeaderboardCorrectionsTable {
  id: Generated<number>;
  leaderboard_id: number;
  username_key: string;
  username: string;
  wagered: number;
  reason: string;
  actor_id: number | null;
  created_at: string;
}

export type CasinoLinkStatus = 'pending' | 'verified' | 'rejected';

export interface CasinoLinksTable {
  id: Generated<number>;
  user_id: number;
  platform_id: number;
  username: string;
  username_key: string;
  status: CasinoLinkStatus;
  evidence: string | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  reason: string | null;
  created_at: string;
  updated_at: string;
}

/** The tables this feature owns, composed into the Database type (server/src/database.ts). */
export interface LeaderboardTables {
  platforms: PlatformsTable;
  leaderboards: LeaderboardsTable;
  leaderboard_entries: LeaderboardEntriesTable;
  user_platform_wagers: UserPlatformWagersTable;
  platform_feeds: PlatformFeedsTable;
  leaderboard_snapshots: LeaderboardSnapshotsTable;
  leaderboard_winners: LeaderboardWinnersTable;
  leaderboard_corrections: LeaderboardCorrectionsTable;
  casino_links: CasinoLinksTable;
}

export type PlatformRow = Selectable<PlatformsTable>;
export type LeaderboardRow = Selectable<LeaderboardsTable>;
export type LeaderboardEntryRow = Selectable<LeaderboardEntriesTable>;
export type PlatformFeedRow = Selectable<PlatformFeedsTable>;
export type CasinoLinkRow = Selectable<CasinoLinksTable>;
