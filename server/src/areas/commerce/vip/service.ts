import type { Kysely } from 'kysely';
import type {
  VipClaim,
  VipClaimResponse,
  VipPlatformTiers,
  VipRewardsResponse,
} from '@lobby/contract-commerce';
import type { MemberPayout } from '@lobby/shared-api/contract';
import { withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import type { UserRow } from '../../../core/db/tables';
import { HttpError, notFound, unprocessable } from '../../../core/http/errors';
import { changePoints } from '../../../core/ledger/points';
import { notify } from '../../../core/notifications/service';
import { payoutsForSources, requestPayout } from '../../../core/payouts/service';
import { mediaUrl } from '../../../core/uploads/media';
import { findUserById } from '../../../core/users/repository';
import {
  claimedTierIds,
  findActiveTier,
  insertClaimOnce,
  listActiveTiers,
  listClaims,
  wageredByPlatform,
} from './repository';
import type { ActiveTierRow, ClaimJoinRow } from './repository';

export const RECENT_CLAIMS = 5;
export const NOT_ENOUGH_WAGERED =
  'You have not wagered enough on this platform to claim this reward';
export const ALREADY_CLAIMED = 'You have already claimed this reward';
export const TIER_NOT_FOUND = 'VIP tier not found';

const dollars = (cents: number) => Math.round(Number(cents)) / 100;
/** A tier's reward as shown: dollars for cash, points for points. */
const rewardOf = (type: 'points' | 'cash', amount: number) =>
  type === 'cash' ? dollars(amount) : Number(amount);

export function toClaim(r: ClaimJoinRow, payout: MemberPayout | null = null): VipClaim {
  return {
    id: r.id,
    tier: {
      id: r.tier_id,
      name: r.tier_name,
      description: r.tier_description,
      platform: r.platform_name,
    },
    reward_type: r.reward_type,
    reward_amount: rewardOf(r.reward_type, Number(r.reward_amount)),
    wagered_amount_at_claim: dollars(Number(r.wagered_amount_at_claim)),
    processed: r.processed === 1,
    created_at: r.created_at,
    payout,
  };
}

/** The claims with their automatic payouts (a core read: core/payouts). */
async function withPayouts(db: Db, rows: ClaimJoinRow[]): Promise<VipClaim[]> {
  const payouts = await payoutsForSources(
    db,
    'vip_claim',
    rows.map((r) => String(r.id)),
  );
  return rows.map((r) => {
    const p = payouts.get(String(r.id));
    return toClaim(r, p ? { status: p.status, sent_at: p.sent_at } : null);
  });
}

export async function getVipRewards(
  db: Db,
  basePath: string,
  user: UserRow | null,
): Promise<VipRewardsResponse> {
  const tiers = await listActiveTiers(db);
  const wagers = user ? await wageredByPlatform(db, user.id) : new Map<number, number>();
  const claimed = user ? await claimedTierIds(db, user.id) : new Set<number>();

  const byPlatform: Record<string, VipPlatformTiers> = {};
  for (const t of tiers) {
    const wagered = wagers.get(t.platform_id) ?? 0;
    const group = (byPlatform[t.platform_name] ??= {
      platform: {
        id: t.platform_id,
        name: t.platform_name,
        image: mediaUrl(basePath, t.platform_image),
      },
      user_wagered: dollars(wagered),
      tiers: [],
    });
    const eligible = user !== null && wagered >= Number(t.min_wagered);
    const already = claimed.has(t.id);
    group.tiers.push({
      id: t.id,
      name: t.name,
      description: t.description,
      min_wagered: dollars(Number(t.min_wagered)),
      reward_type: t.reward_type,
      reward_amount: rewardOf(t.reward_type, Number(t.reward_amount)),
      eligible,
      can_claim: eligible && !already,
      already_claimed: already,
    });
  }

  let user_stats: VipRewardsResponse['data']['user_stats'] = null;
  if (user) {
    const names = new Map(tiers.map((t) => [t.platform_id, t.platform_name]));
    let total = 0;
    let favorite: { id: number; cents: number } | null = null;
    for (const [platformId, cents] of wagers) {
      total += cents;
      if (cents > 0 && (!favorite || cents > favorite.cents)) favorite = { id: platformId, cents };
    }
    let favoriteName = favorite ? names.get(favorite.id) : undefined;
    if (favorite && !favoriteName) {
      const p = await db
        .selectFrom('platforms')
        .select('name')
        .where('id', '=', favorite.id)
        .executeTakeFirst();
      favoriteName = p?.name;
    }
    user_stats = {
      total_wagered: dollars(total),
      favorite_platform: favoriteName ? { name: favoriteName } : null,
    };
  }
  const recent = user ? await listClaims(db, { userId: user.id, limit: RECENT_CLAIMS }) : [];
  return {
    success: true,
    data: {
      user_stats,
      tiers_by_platform: byPlatform,
      recent_claims: await withPayouts(db, recent),
    },
  };
}

export async function getClaimHistory(db: Db, userId: number): Promise<VipClaim[]> {
  return withPayouts(db, await listClaims(db, { userId }));
}

function rewardText(t: Pick<ActiveTierRow, 'reward_type' | 'reward_amount'>): string {
  const amount = Number(t.reward_amount);
  return t.reward_type === 'cash'
    ? `$${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    : `${amount.toLocaleString('en-US')} points`;
}

/**
 * Claims a tier's reward once per member (unique key user+tier; a concurrent second claim inserts
 * nothing). A points reward is credited through the ledger in the same transaction and the claim is
 * processed at once; a cash reward stays pending until staff mark it paid.
 */
export async function claimTier(
  db: Kysely<Database>,
  tierId: number,
  userId: number,
  now: Date,
): Promise<VipClaimResponse> {
  return withTransaction(db, async (trx) => {
    const tier = await findActiveTier(trx, tierId);
    if (!tier) throw notFound(TIER_NOT_FOUND);
    const user = await findUserById(trx, userId);
    if (!user) throw new HttpError(401, 'Authentication required');
    const wagered = (await wageredByPlatform(trx, userId)).get(tier.platform_id) ?? 0;
    if (wagered < Number(tier.min_wagered)) throw unprocessable(NOT_ENOUGH_WAGERED);

    const at = now.toISOString();
    const isPoints = tier.reward_type === 'points';
    const row = await insertClaimOnce(trx, {
      user_id: userId,
      tier_id: tier.id,
      reward_type: tier.reward_type,
      reward_amount: Number(tier.reward_amount),
      wagered_amount_at_claim: wagered,
      processed: isPoints ? 1 : 0,
      processed_at: isPoints ? at : null,
      created_at: at,
    });
    if (!row) throw new HttpError(409, ALREADY_CLAIMED);

    // A cash reward is paid by the platform's tipping API when one is set up and the member's
    // casino name there is verified; otherwise staff pay it by hand.
    const payout = isPoints
      ? null
      : await requestPayout(trx, {
          userId,
          platformId: tier.platform_id,
          source: 'vip_claim',
          sourceRef: String(row.id),
          description: `VIP reward ${tier.name}`,
          amountCents: Number(tier.reward_amount),
          at: now,
        });
    let points = Number(user.points);
    if (isPoints && Number(tier.reward_amount) > 0) {
      points = await changePoints(trx, {
        userId,
        delta: Number(tier.reward_amount),
        reason: 'vip_reward',
        refType: 'vip_claim',
        refId: row.id,
        at: now,
      });
    }
    const reward = rewardText(tier);
    await notify(
      trx,
      userId,
      {
        type: 'vip_reward',
        title: `VIP reward: ${tier.name}`,
        message: isPoints
          ? `${reward} were added to your balance.`
          : payout && payout.status !== 'failed'
            ? `Your ${reward} reward will be sent to your casino account ${payout.recipient}.`
            : `Your ${reward} reward is pending; staff will pay it out soon.`,
        url: '/vip-rewards',
      },
      now,
    );
    const claim = toClaim(
      {
        id: row.id,
        user_id: userId,
        reward_type: row.reward_type,
        reward_amount: row.reward_amount,
        wagered_amount_at_claim: row.wagered_amount_at_claim,
        processed: row.processed,
        processed_at: row.processed_at,
        created_at: row.created_at,
        tier_id: tier.id,
        tier_name: tier.name,
        tier_description: tier.description,
        platform_name: tier.platform_name,
      },
      payout ? { status: payout.status, sent_at: payout.sent_at } : null,
    );
    return {
      success: true,
      message: isPoints
        ? `Claimed ${tier.name}: ${reward} added to your balance!`
        : `Claimed ${tier.name}: your ${reward} reward is pending payout.`,
      data: { claim, user_points: points },
    };
  });
}
