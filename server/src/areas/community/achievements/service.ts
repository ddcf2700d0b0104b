import type { Achievement, AchievementRarity } from '@lobby/contract-community';
import type { ActivitySource } from '../../../core/activity/sources';
import type { Db } from '../../../core/db';
import { listUnlockedAchievements } from './repository';

const RARITIES: readonly AchievementRarity[] = ['legendary', 'epic', 'rare', 'common'];
const toRarity = (r: string): AchievementRarity =>
  RARITIES.includes(r as AchievementRarity) ? (r as AchievementRarity) : 'common';

export async function getAchievements(db: Db, userId: number): Promise<Achievement[]> {
  const rows = await listUnlockedAchievements(db, userId);
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    description: r.description,
    icon: r.icon,
    badge_color: r.badge_color,
    points: Number(r.points),
    xp_reward: Number(r.xp_reward),
    unlocked_at: r.unlocked_at,
    rarity: toRarity(r.rarity),
  }));
}

/** Achievements unlocked, in the member's recent activity. */
export const achievementActivity: ActivitySource = async (db, userId, limit) =>
  (await listUnlockedAchievements(db, userId, limit)).map((u) => ({
    id: `achievement-${u.unlock_id}`,
    type: 'achievement',
    title: `Unlocked ${u.title}`,
    description: u.description,
    points: Number(u.points),
    xp: Number(u.xp_reward),
    amountCents: null,
    occurred_at: u.unlocked_at,
  }));
