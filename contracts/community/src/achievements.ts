// Profile pages: the achievements a member has unlocked.

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
