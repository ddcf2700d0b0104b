import { claimDaily } from '../../core/accounts/daily-claim';
import { HttpError } from '../../core/http/errors';
import { findLedgerMismatches } from '../../core/ledger/points';
import { adjustPoints } from '../../core/members/service';
import { createMember } from '../../core/users/factories';
import { buildTestApp, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';
import { createPlatform } from '../community/testing';
import { refundRedemption } from './store/admin-service';
import { createStoreItem } from './store/factories';
import { redeem } from './store/service';
import { createVipTier } from './vip/factories';
import { claimTier } from './vip/service';

/** A small deterministic PRNG (mulberry32) so a failure can be replayed from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEQUENCES = 1000;
const STEPS = 3;

describe.each(testDialects())('points ledger property (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it(`keeps every balance >= 0 and equal to its ledger over ${SEQUENCES} random sequences`, async () => {
    const rnd = prng(12);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const admin = await createMember(t.db, { username: 'boss', role: 'admin', points: 0 });
    const members = [] as number[];
    for (const n of ['p1', 'p2', 'p3', 'p4'])
      members.push((await createMember(t.db, { username: n, points: 0 })).id);
    const items = [] as number[];
    for (const [i, cost] of [50, 120, 300].entries())
      items.push(
        (
          await createStoreItem(t.db, {
            name: `Item ${i}`,
            cost,
            quantity: 5,
            max_purchases_per_user: i === 0 ? null : 3,
          })
        ).id,
      );
    const platform = await createPlatform(t.db, { name: 'Stake' });
    const tiers = [] as number[];
    for (const [i, min] of [0, 100_00, 1_000_000_00].entries())
      tiers.push(
        await createVipTier(t.db, {
          platformId: platform.id,
          name: `T${i}`,
          rewardType: i === 1 ? 'cash' : 'points',
          rewardAmount: 75,
          minWagered: min,
        }),
      );
    for (const id of members)
      await t.db
        .insertInto('user_platform_wagers')
        .values({
          user_id: id,
          platform_id: platform.id,
          total_wagered: Math.floor(rnd() * 500_00),
          updated_at: new Date().toISOString(),
        })
        .execute();
    const redemptions: number[] = [];
    let clock = Date.parse('2026-11-01T12:00:00.000Z');
    const now = () => new Date((clock += 3_600_000));

    const ops = {
      redeem: async (u: number) => {
        const r = await redeem(t.db, '', pick(items), u, now().toISOString());
        redemptions.push(r.data.redemption.id);
      },
      refund: async () => {
        if (redemptions.length)
          await refundRedemption(t.db, '', admin.id, pick(redemptions), now());
      },
      vip: (u: number) => claimTier(t.db, pick(tiers), u, now()),
      daily: (u: number) => claimDaily(t.db, u, { points: 40, xp: 5 }, now()),
      adjust: (u: number) =>
        adjustPoints(t.app, admin, u, {
          delta: Math.floor(rnd() * 400) - 200,
          reason: 'property test',
        }),
    };
    const names = Object.keys(ops) as (keyof typeof ops)[];
    let refused = 0;
    for (let s = 0; s < SEQUENCES; s++) {
      for (let k = 0; k < STEPS; k++) {
        const op = pick(names);
        try {
          await ops[op](pick(members));
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
          refused += 1;
        }
      }
      const mismatches = await findLedgerMismatches(t.db);
      expect({ sequence: s, mismatches }).toEqual({ sequence: s, mismatches: [] });
      const negative = await t.db
        .selectFrom('users')
        .select('id')
        .where('points', '<', 0)
        .execute();
      expect({ sequence: s, negative }).toEqual({ sequence: s, negative: [] });
    }
    // The random walk hit both paths: accepted and refused operations.
    expect(refused).toBeGreaterThan(0);
    expect(redemptions.length).toBeGreaterThan(0);
  }, 600_000);
});
