import type { Db } from '../../../core/db';

export interface UnlockedAchievementRow {
  id: number;
  title: string;
  description: string;
  icon: string | null;
  badge_color: string | null;
  points: number;
  xp_reward: number;
  rarity: string;
  unlocked_at: string;
}

/** The member's unlocked achievements, most recent first. */
export async function listUnlockedAchievements(
  db: Db,
  userId: number,
): Promise<UnlockedAchievementRow[]> {
  return db
    .selectFrom('user_achievements as ua')
    .innerJoin('achievements as a', 'a.id', 'ua.achievement_id')
    .select([
      'a.id',
      'a.title',
      'a.description',
      'a.icon',
      'a.badge_color',
      'a.points',
      'a.xp_reward',
      'a.rarity',
      'ua.unlocked_at',
    ])
    .where('ua.user_id', '=', userId)
    .orderBy('ua.unlocked_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

export async function countUnlockedAchievements(db: Db, userId: number): Promise<number> {
  const r = await db
    .selectFrom('user_achievements')
    .select((eb) => eb.fn.countAll<number | string>().as('c'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(r?.c ?? 0);
}
