// Chat points (issue 24 §8): members with a linked Kick account earn points for chatting while
// the stream is live. Kick's public API reports no viewers, so taking part in chat is the
// measure of "watch time". The public face is the week's most active chatters.

/** One member of the week's chat leaderboard. */
export interface ChatPointsLeader {
  rank: number;
  user_id: number;
  username: string;
  avatar: string | null;
  /** Points earned from chat this week. */
  points: number;
  /** Intervals (of the configured length) in which the member chatted and earned. */
  intervals: number;
}

/** GET /api/r/chat-points/leaderboard — this week's (Monday 00:00 UTC on) most active chatters. */
export interface ChatPointsLeaderboard {
  week_start: string;
  interval_minutes: number;
  points_per_interval: number;
  leaders: ChatPointsLeader[];
}

export interface ChatPointsLeaderboardResponse {
  success: true;
  data: ChatPointsLeaderboard;
}
