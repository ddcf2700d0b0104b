// The VIP rewards' part of the demo seed.
import type { Insertable } from 'kysely';
import type { Database } from '../../../core/db';
import { DAY, HOUR, cents } from '../../../core/seed/context';
import type { SeedStep } from '../../../core/seed/context';
import { PLATFORMS } from '../../../core/seed/demo-data';

// VIP tiers per platform, members' wagers and their claims.
export const vipSeed: SeedStep = {
  name: 'commerce:vip',
  order: 700,
  async run({ at, rnd, members, points, insertMany, insertReturningIds, ids }) {
    const tierDefs = [
      { name: 'Bronze', min: 10_000, type: 'points' as const, amount: 1_000 },
      { name: 'Silver', min: 50_000, type: 'cash' as const, amount: cents(25) },
      { name: 'Gold', min: 150_000, type: 'cash' as const, amount: cents(100) },
      { name: 'Platinum', min: 500_000, type: 'cash' as const, amount: cents(400) },
      { name: 'Diamond', min: 1_000_000, type: 'cash' as const, amount: cents(1_000) },
    ];
    const tiers: { id: number; platformIndex: number; def: (typeof tierDefs)[number] }[] = [];
    for (const [pi, p] of PLATFORMS.entries()) {
      const tierIds = await insertReturningIds(
        'vip_tiers',
        tierDefs.map((t, i) => ({
          platform_id: ids('platforms')[pi]!,
          name: t.name,
          description:
            t.type === 'points'
              ? `Wager $${t.min.toLocaleString('en-US')} on ${p.name} to unlock ${t.amount.toLocaleString('en-US')} points.`
              : `Wager $${t.min.toLocaleString('en-US')} on ${p.name} for a $${(t.amount / 100).toLocaleString('en-US')} cash reward.`,
          min_wagered: cents(t.min),
          reward_type: t.type,
          reward_amount: t.amount,
          sort_order: i,
          active: 1 as const,
        })),
      );
      tierIds.forEach((id, i) => tiers.push({ id, platformIndex: pi, def: tierDefs[i]! }));
    }
    const wagers: Insertable<Database['user_platform_wagers']>[] = [];
    const claims: Insertable<Database['vip_claims']>[] = [];
    for (const user_id of members.regular) {
      for (const [pi] of PLATFORMS.entries()) {
        if (!rnd.chance(0.6)) continue;
        const total = rnd.logInt(cents(500), cents(1_400_000));
        wagers.push({
          user_id,
          platform_id: ids('platforms')[pi]!,
          total_wagered: total,
          updated_at: at(-rnd.int(1, 48) * HOUR),
        });
        for (const t of tiers.filter((x) => x.platformIndex === pi && cents(x.def.min) <= total)) {
          if (!rnd.chance(0.7)) continue;
          const when = at(-rnd.int(2, 90) * DAY);
          const processed = t.def.type === 'points' || rnd.chance(0.75);
          claims.push({
            user_id,
            tier_id: t.id,
            reward_type: t.def.type,
            reward_amount: t.def.amount,
            wagered_amount_at_claim: total,
            processed: processed ? 1 : 0,
            processed_at: processed ? when : null,
            created_at: when,
          });
          if (t.def.type === 'points')
            points.earn(user_id, t.def.amount, 'vip_reward', 'vip_tier', t.id, when);
        }
      }
    }
    await insertMany('user_platform_wagers', wagers);
    await insertMany('vip_claims', claims);
  },
};
