import type { Generated } from 'kysely';

export type Rarity = 'common' | 'rare' | 'epic' | 'legendary';

export interface AchievementsTable {
  id: Generated<number>;
  key: string;
  title: string;
  description: string;
  icon: string | null;
  badge_color: string | null;
  points: number;
  xp_reward: number;
  rarity: Rarity;
}

export interface UserAchievementsTable {
  id: Generated<number>;
  user_id: number;
  achievement_id: number;
  unlocked_at: string;
}

/** The tables this feature owns, composed into the Database type (server/src/database.ts). */
export interface AchievementTables {
  achievements: AchievementsTable;
  user_achievements: UserAchievementsTable;
}
