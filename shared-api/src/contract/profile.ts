// Profile pages: achievements, recent activity and the viewer's friendship with the member.

export type AchievementRarity = 'legendary' | 'epic' | 'rare' | 'common';

/** An achievement the member has unlocked. */
export interface Achievement {
  id: number;
  title: string;
  description: string;
  /** An icon name (e.g. 'trophy', 'calendar') or an image URL; null when none. */
  icon: string | null;
  /** A CSS colour for the badge, e.g. '#f59e0b'; null when none. */
  badge_color: string | null;
  points: number;
  xp_reward: number;
  unlocked_at: string;
  rarity: AchievementRarity;
}

/** GET /api/r/profile/achievements (own) and GET /api/r/profile/{id}/achievements. */
export interface AchievementsResponse {
  success: true;
  achievements: Achievement[];
}

export type ActivityType = 'achievement' | 'bonus_hunt' | 'tournament' | 'redemption' | 'other';

/** One event of a member's recent activity. */
export interface Activity {
  /** Stable key within the list, e.g. 'activity-12' or 'redemption-5'. */
  id: string;
  type: ActivityType;
  title: string;
  description: string | null;
  /** Points gained (positive) or spent (negative); 0 when none. */
  points: number;
  /** XP gained; 0 when none. */
  xp: number;
  /** A money amount in dollars (a cash prize), else null. */
  amount: number | null;
  occurred_at: string;
}

/** GET /api/r/profile/recent-activity (own) and GET /api/r/user/{id}/recent-activity: newest first, at most 20. */
export interface ActivitiesResponse {
  success: true;
  activities: Activity[];
}

/** The most recent activities a profile lists. */
export const RECENT_ACTIVITY_LIMIT = 20;

/** How the logged-in viewer stands with the member whose profile they look at. */
export type FriendshipStatus =
  'self' | 'none' | 'friends' | 'pending_outgoing' | 'pending_incoming';

export interface ProfileFriendship {
  status: FriendshipStatus;
  /** The pending request's id (accept it with POST /api/friends/requests/{id}/accept); null otherwise. */
  request_id: number | null;
}
