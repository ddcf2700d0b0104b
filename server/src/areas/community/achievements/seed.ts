// The community achievements' part of the demo seed.
import type { Insertable } from 'kysely';
import type { Database } from '../../../core/db';
import { DAY } from '../../../core/seed/context';
import type { SeedStep } from '../../../core/seed/context';
import { ACHIEVEMENTS } from './catalogue';

// Achievements, who unlocked them, and the unlocks as recorded activity.
export const achievementsSeed: SeedStep = {
  name: 'community:achievements',
  order: 800,
  async run({ at, rnd, members, insertMany, insertReturningIds }) {
    // The catalogue (catalogue.ts), unlocked at random by the demo members.
    const achievementDefs = ACHIEVEMENTS.map((a) => ({ ...a, color: a.badge_color }));
    const achievementIds = await insertReturningIds(
      'achievements',
      achievementDefs.map((a) => ({
        key: a.key,
        title: a.title,
        description: a.description,
        icon: a.icon,
        badge_color: a.color,
        points: a.points,
        xp_reward: a.xp,
        rarity: a.rarity,
      })),
    );
    const unlocked: Insertable<Database['user_achievements']>[] = [];
    const activities: Insertable<Database['activities']>[] = [];
    for (const user_id of members.all) {
      for (const [ai, a] of achievementDefs.entries()) {
        if (ai > 0 && !rnd.chance(Math.max(0.04, 0.35 - ai * 0.025))) continue;
        const when = at(-rnd.int(1, 300) * DAY);
        unlocked.push({ user_id, achievement_id: achievementIds[ai]!, unlocked_at: when });
        activities.push({
          user_id,
          type: 'achievement',
          title: `Unlocked ${a.title}`,
          description: a.description,
          points: a.points,
          xp: a.xp,
          amount: null,
          occurred_at: when,
        });
      }
    }
    // Predictions, daily claims and wins show in a member's recent activity from their own records
    // (their areas' activity sources), so no activity rows are made up for them here.
    await insertMany('user_achievements', unlocked);
    await insertMany('activities', activities);
  },
};
