// The leaderboard summary every page's header banner reads; the leaderboard pages' own calls are
// in @lobby/contract-community.

export interface ActiveLeaderboard {
  current_period_start: string;
  current_period_end: string;
  timeframe: 'weekly' | 'biweekly' | 'monthly';
  total_prize_pool: number;
  currency_symbol: string;
}

export interface Platform {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  active_leaderboard: ActiveLeaderboard | null;
  /** Top three of the current period (used by the home carousel). */
  top_three: LeaderboardPlayer[];
}

export interface LeaderboardPlayer {
  rank: number;
  displayName: string;
  username: string;
  wagered: number;
  favoriteGameTitle: string | null;
}

/** GET /api/r/leaderboard (no query): every platform with its active leaderboard. */
export interface LeaderboardIndexResponse {
  success: true;
  data: {
    platforms: Platform[];
    top_three: LeaderboardPlayer[];
    rest_of_users: LeaderboardPlayer[];
    prizes: number[];
    current_period: { start: string; end: string } | null;
  };
}
