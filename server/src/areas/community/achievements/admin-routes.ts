import type { FastifyPluginAsync } from 'fastify';
import type { AdminAchievementsResponse, AchievementRarity } from '@lobby/contract-community';
import type { Db } from '../../../core/db';
import { ACHIEVEMENTS } from './catalogue';

/** The catalogue with how many members hold each achievement (and other rows the database has). */
export async function getAdminAchievements(db: Db): Promise<AdminAchievementsResponse['data']> {
  const rows = await db
    .selectFrom('achievements as a')
    .leftJoin('user_achievements as ua', 'ua.achievement_id', 'a.id')
    .select((eb) => [
      'a.key',
      'a.title',
      'a.description',
      'a.icon',
      'a.badge_color',
      'a.rarity',
      'a.points',
      'a.xp_reward',
      eb.fn.count<number | string>('ua.id').as('holders'),
      eb.fn.max('ua.unlocked_at').as('last_unlocked_at'),
    ])
    .groupBy([
      'a.id',
      'a.key',
      'a.title',
      'a.description',
      'a.icon',
      'a.badge_color',
      'a.rarity',
      'a.points',
      'a.xp_reward',
    ])
    .execute();
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const fromCatalogue = ACHIEVEMENTS.map((def) => {
    const row = byKey.get(def.key);
    return {
      key: def.key,
      title: def.title,
      description: def.description,
      icon: def.icon,
      badge_color: def.badge_color,
      rarity: def.rarity as AchievementRarity,
      points: def.points,
      xp_reward: def.xp,
      holders: Number(row?.holders ?? 0),
      last_unlocked_at: (row?.last_unlocked_at as string | null | undefined) ?? null,
      trigger: def.trigger,
    };
  });
  const known = new Set(ACHIEVEMENTS.map((a) => a.key));
  const others = rows
    .filter((r) => !known.has(r.key))
    .map((r) => ({
      key: r.key,
      title: r.title,
      description: r.description,
      icon: r.icon,
      badge_color: r.badge_color,
      rarity: r.rarity as AchievementRarity,
      points: Number(r.points),
      xp_reward: Number(r.xp_reward),
      holders: Number(r.holders ?? 0),
      last_unlocked_at: (r.last_unlocked_at as string | null) ?? null,
      trigger: 'Not in the catalogue (awarded by hand or by an older version)',
    }));
  return [...fromCatalogue, ...others];
}

/** Admin › Achievements (moderator): the catalogue and its holders. */
const achievementAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (): Promise<AdminAchievementsResponse> => ({
    success: true,
    data: await getAdminAchievements(app.db),
  }));
};

export default achievementAdminRoutes;
