import type { Db } from '../../../core/db';

export interface UnlockedAchievementRow {
  id: number;
  /** The user_achievements row: one unlock of one member. */
  unlock_id: number;
  title: string;
  description: string;
  icon: string | null;
  badge_color: string | null;
  points: number;
  xp_reward: number;
  rarity: string;
  unlocked_at: string;
}

/** The member's unlocked achievements, most recent first (the newest `limit` when given). */
export async function listUnlockedAchievements(
  db: Db,
  userId: number,
  limit?: number,
): Promise<UnlockedAchievementRow[]> {
  let q = db
    .selectFrom('user_achievements as ua')
    .innerJoin('achievements as a', 'a.id', 'ua.achievement_id')
    .select([
      'a.id',
      'ua.id as unlock_id',
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
    .orderBy('a.id', 'desc');
  if (limit !== undefined) q = q.limit(limit);
  return q.execute();
}

export async function countUnlockedAchievements(db: Db, userId: number): Promise<number> {
  const r = await db
    .selectFrom('user_achievements')
    .select((eb) => eb.fn.countAll<number | string>().as('c'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(r?.c ?? 0);
}
