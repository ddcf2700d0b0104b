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

/** One entry of the achievements catalogue as staff see it (Admin › Achievements). */
export interface AdminAchievement {
  key: string;
  title: string;
  description: string;
  icon: string | null;
  badge_color: string | null;
  rarity: AchievementRarity;
  points: number;
  xp_reward: number;
  /** How many members hold it. */
  holders: number;
  /** The most recent unlock, or null. */
  last_unlocked_at: string | null;
  /** What earns it (the event it listens for). */
  trigger: string;
}

/** GET /api/admin/community/achievements */
export interface AdminAchievementsResponse {
  success: true;
  data: AdminAchievement[];
}
