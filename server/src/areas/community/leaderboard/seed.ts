// The community leaderboards' part of the demo seed.
import { badgeFile, demo } from '../../../core/seed/assets';
import { DAY, HOUR, cents } from '../../../core/seed/context';
import type { SeedStep } from '../../../core/seed/context';
import { PLATFORMS, SLOTS, playerNames } from '../../../core/seed/demo-data';
import { usernameKey } from './feeds';

// The platforms (casinos with a leaderboard); their ids are published as 'platforms' for the
// steps that hang things off them (casinos of wager raffles, VIP tiers, the demo feeds): those
// run at a later order.
export const platformsSeed: SeedStep = {
  name: 'community:platforms',
  order: 210,
  async run({ at, insertReturningIds, publish }) {
    const platformIds = await insertReturningIds(
      'platforms',
      PLATFORMS.map((p, i) => ({
        slug: p.slug,
        name: p.name,
        image: demo(badgeFile(p.slug)),
        sort_order: i,
        active: 1 as const,
        created_at: at(-200 * DAY),
      })),
    );
    publish('platforms', platformIds);
  },
};

// Leaderboards: the current period, two ended ones, ranked players.
export const leaderboardsSeed: SeedStep = {
  name: 'community:leaderboards',
  order: 230,
  async run({ now, at, rnd, insertMany, insertReturningIds, ids }) {
    const timeframeDays = { weekly: 7, biweekly: 14, monthly: 30 } as const;
    const prizeSplit = [0.4, 0.2, 0.12, 0.08, 0.06, 0.05, 0.04, 0.03, 0.01, 0.01];
    for (const [pi, p] of PLATFORMS.entries()) {
      const length = timeframeDays[p.timeframe] * DAY;
      const currentEnd = now.getTime() + p.endsInHours * HOUR;
      const prizes = prizeSplit.map((s) => cents(p.poolDollars * s));
      const periods = [
        { status: 'current' as const, end: currentEnd, players: 28 + pi * 4, scale: 1 },
        { status: 'ended' as const, end: currentEnd - length, players: 34 + pi * 3, scale: 1.6 },
        {
          status: 'ended' as const,
          end: currentEnd - 2 * length,
          players: 30 + pi * 2,
          scale: 1.4,
        },
      ];
      for (const [k, period] of periods.entries()) {
        const [lbId] = await insertReturningIds('leaderboards', [
          {
            platform_id: ids('platforms')[pi]!,
            timeframe: p.timeframe,
            period_start: new Date(period.end - length).toISOString(),
            period_end: new Date(period.end).toISOString(),
            total_prize_pool: cents(p.poolDollars),
            currency_symbol: '$',
            prizes: JSON.stringify(prizes),
            status: period.status,
            created_at: new Date(period.end - length).toISOString(),
          },
        ]);
        const players = playerNames(period.players, pi * 13 + k * 5);
        await insertMany(
          'leaderboard_entries',
          players.map((pl) => ({
            leaderboard_id: lbId!,
            username: pl.username,
            username_key: usernameKey(pl.username),
            display_name: pl.display,
            wagered: Math.round(rnd.logInt(25_000, 40_000_000) * period.scale),
            favorite_game: rnd.chance(0.85) ? rnd.pick(SLOTS) : null,
            updated_at: at(-rnd.int(1, 60) * 60_000),
          })),
        );
      }
    }
  },
};
