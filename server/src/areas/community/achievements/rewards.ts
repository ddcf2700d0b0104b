import type { RewardProvider } from '../../../core/providers';
import { POINT_TIERS, achievementDefinition } from './catalogue';
import { EVENT_ACHIEVEMENTS } from './events';

/** What an event would unlock for a member, and the point tiers still ahead (the rewards provider). */
export const rewardProvider: RewardProvider = {
  async pending(db, userId, event) {
    const unlocked = new Set(
      (
        await db
          .selectFrom('user_achievements as ua')
          .innerJoin('achievements as a', 'a.id', 'ua.achievement_id')
          .select('a.key')
          .where('ua.user_id', '=', userId)
          .execute()
      ).map((r) => r.key),
    );
    const key = EVENT_ACHIEVEMENTS[event as keyof typeof EVENT_ACHIEVEMENTS];
    const own = key && !unlocked.has(key) ? [achievementDefinition(key)] : [];
    return [
      ...own.map((def) => ({ title: def.title, points: def.points, minBalance: null })),
      ...POINT_TIERS.filter((tier) => !unlocked.has(tier.key)).map((tier) => {
        const def = achievementDefinition(tier.key);
        return { title: def.title, points: def.points, minBalance: tier.points };
      }),
    ];
  },
};
