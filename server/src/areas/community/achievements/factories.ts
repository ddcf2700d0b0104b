import type { Insertable } from 'kysely';
import type { Db } from '../../../core/db';
import type { AchievementsTable } from './tables';

let counter = 0;

/** An achievement of the catalogue (common, worth 100 points and 150 XP unless given). */
export async function createAchievement(
  db: Db,
  fields: Partial<Insertable<AchievementsTable>> = {},
): Promise<{ id: number; title: string; description: string; points: number; xp_reward: number }> {
  counter += 1;
  return db
    .insertInto('achievements')
    .values({
      key: `achievement_${process.pid}_${counter}`,
      title: `Achievement ${counter}`,
      description: `Did thing ${counter}.`,
      icon: 'trophy',
      badge_color: '#f59e0b',
      points: 100,
      xp_reward: 150,
      rarity: 'common',
      ...fields,
    })
    .returning(['id', 'title', 'description', 'points', 'xp_reward'])
    .executeTakeFirstOrThrow();
}

/** A member unlocks an achievement at a moment; answers the unlock's id. */
export async function unlockAchievement(
  db: Db,
  v: { userId: number; achievementId: number; at: string },
): Promise<number> {
  const r = await db
    .insertInto('user_achievements')
    .values({ user_id: v.userId, achievement_id: v.achievementId, unlocked_at: v.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

/** The keys of the achievements a member has unlocked, in key order. */
export async function unlockedKeys(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_achievements as ua')
    .innerJoin('achievements as a', 'a.id', 'ua.achievement_id')
    .select('a.key')
    .where('ua.user_id', '=', userId)
    .orderBy('a.key')
    .execute();
  return rows.map((r) => r.key);
}
