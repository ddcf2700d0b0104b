// The community achievements' part of the demo seed.
import type { Insertable } from 'kysely';
import type { Database } from '../../../core/db';
import { DAY } from '../../../core/seed/context';
import type { SeedStep } from '../../../core/seed/context';

// Achievements, who unlocked them, and the unlocks as recorded activity.
export const achievementsSeed: SeedStep = {
  name: 'community:achievements',
  order: 800,
  async run({ at, rnd, members, insertMany, insertReturningIds }) {
    const achievementDefs = [
      {
        key: 'first_login',
        title: 'Welcome Aboard',
        description: 'Logged in for the first time.',
        icon: 'door',
        color: '#64748b',
        points: 50,
        xp: 100,
        rarity: 'common' as const,
      },
      {
        key: 'daily_7',
        title: 'Creature of Habit',
        description: 'Claimed daily points seven days in a row.',
        icon: 'calendar',
        color: '#22c55e',
        points: 250,
        xp: 300,
        rarity: 'common' as const,
      },
      {
        key: 'first_prediction',
        title: 'Fortune Teller',
        description: 'Made your first bonus hunt prediction.',
        icon: 'crystal-ball',
        color: '#a855f7',
        points: 100,
        xp: 150,
        rarity: 'common' as const,
      },
      {
        key: 'perfect_bracket_round',
        title: 'Bracket Buster',
        description: 'Predicted every match of a tournament round.',
        icon: 'bracket',
        color: '#3b82f6',
        points: 500,
        xp: 600,
        rarity: 'rare' as const,
      },
      {
        key: 'store_regular',
        title: 'Big Spender',
        description: 'Redeemed five items in the store.',
        icon: 'cart',
        color: '#f59e0b',
        points: 300,
        xp: 400,
        rarity: 'rare' as const,
      },
      {
        key: 'giveaway_winner',
        title: 'Lucky Draw',
        description: 'Won a giveaway.',
        icon: 'gift',
        color: '#ec4899',
        points: 750,
        xp: 800,
        rarity: 'epic' as const,
      },
      {
        key: 'challenge_champion',
        title: 'Challenge Champion',
        description: 'Completed a slot challenge first.',
        icon: 'trophy',
        color: '#eab308',
        points: 1000,
        xp: 1200,
        rarity: 'epic' as const,
      },
      {
        key: 'closest_prediction',
        title: 'Oracle',
        description: 'Had the closest prediction of a bonus hunt.',
        icon: 'eye',
        color: '#06b6d4',
        points: 1500,
        xp: 2000,
        rarity: 'legendary' as const,
      },
      {
        key: 'one_year',
        title: 'Old Guard',
        description: 'Member for a whole year.',
        icon: 'shield',
        color: '#f97316',
        points: 500,
        xp: 1000,
        rarity: 'rare' as const,
      },
    ];
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
        if (ai > 0 && !rnd.chance(0.35 - ai * 0.03)) continue;
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
