// Profile pages: a member's recent activity.

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
