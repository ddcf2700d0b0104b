import type { Db } from '../../../core/db';

/** Processed VIP cash claims (cents). */
export async function sumVipCashPaid(db: Db): Promise<number> {
  const r = await db
    .selectFrom('vip_claims')
    .where('reward_type', '=', 'cash')
    .where('processed', '=', 1)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('reward_amount'), eb.lit(0)).as('total'))
    .executeTakeFirst();
  return Number(r?.total ?? 0);
}

/** Active tiers of active platforms, in the platforms' then the tiers' order (Admin › VIP). */
export async function listActiveTiers(db: Db) {
  return (
    db
      .selectFrom('vip_tiers as t')
      .innerJoin('platforms as p', 'p.id', 't.platform_id')
      .where('t.active', '=', 1)
      .where('p.active', '=', 1)
      .select([
        't.id',
        't.platform_id',
        't.name',
        't.description',
        't.min_wagered',
        't.reward_type',
        't.reward_amount',
        'p.name as platform_name',
        'p.image as platform_image',
      ])
      .orderBy('p.sort_order')
      .orderBy('p.id')
      // Staff set the order in Admin › VIP; ties (never reordered) go by the amount to wager.
      .orderBy('t.sort_order')
      .orderBy('t.min_wagered')
      .orderBy('t.id')
      .execute()
  );
}

export type ActiveTierRow = Awaited<ReturnType<typeof listActiveTiers>>[number];

export async function findActiveTier(db: Db, id: number): Promise<ActiveTierRow | undefined> {
  return db
    .selectFrom('vip_tiers as t')
    .innerJoin('platforms as p', 'p.id', 't.platform_id')
    .where('t.id', '=', id)
    .where('t.active', '=', 1)
    .where('p.active', '=', 1)
    .select([
      't.id',
      't.platform_id',
      't.name',
      't.description',
      't.min_wagered',
      't.reward_type',
      't.reward_amount',
      'p.name as platform_name',
      'p.image as platform_image',
    ])
    .executeTakeFirst();
}

/**
 * A member's wagered cents per platform, from `user_platform_wagers` — the totals the community
 * area's `wagers` provider (wageredBy: feeds matched to VERIFIED casino names) keeps
 * current on every feed sync and casino-name review.
 */
export async function wageredByPlatform(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('user_platform_wagers')
    .where('user_id', '=', userId)
    .select(['platform_id', 'total_wagered'])
    .execute();
  return new Map(rows.map((r) => [r.platform_id, Number(r.total_wagered)]));
}

export async function claimedTierIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('vip_claims')
    .where('user_id', '=', userId)
    .select('tier_id')
    .execute();
  return new Set(rows.map((r) => r.tier_id));
}

/** Inserts the claim unless the member already has one for the tier; answers the new row or undefined. */
export async function insertClaimOnce(
  db: Db,
  v: {
    user_id: number;
    tier_id: number;
    reward_type: 'points' | 'cash';
    reward_amount: number;
    wagered_amount_at_claim: number;
    processed: 0 | 1;
    processed_at: string | null;
    created_at: string;
  },
) {
  return db
    .insertInto('vip_claims')
    .values(v)
    .onConflict((oc) => oc.columns(['user_id', 'tier_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** A member's claims joined with their tier and platform, newest first. */
interface ClaimFilter {
  userId?: number;
  id?: number;
  processed?: boolean;
}

/** The claims (with their tier and platform) a filter keeps. */
function filteredClaims(db: Db, opts: ClaimFilter) {
  let q = db
    .selectFrom('vip_claims as c')
    .innerJoin('vip_tiers as t', 't.id', 'c.tier_id')
    .innerJoin('platforms as p', 'p.id', 't.platform_id');
  if (opts.userId !== undefined) q = q.where('c.user_id', '=', opts.userId);
  if (opts.id !== undefined) q = q.where('c.id', '=', opts.id);
  if (opts.processed !== undefined) q = q.where('c.processed', '=', opts.processed ? 1 : 0);
  return q;
}

/** Claims newest first (id breaks ties, so pages never overlap). */
export async function listClaims(
  db: Db,
  opts: ClaimFilter & { limit?: number; offset?: number } = {},
) {
  let q = filteredClaims(db, opts)
    .select([
      'c.id',
      'c.user_id',
      'c.reward_type',
      'c.reward_amount',
      'c.wagered_amount_at_claim',
      'c.processed',
      'c.processed_at',
      'c.created_at',
      't.id as tier_id',
      't.name as tier_name',
      't.description as tier_description',
      'p.name as platform_name',
    ])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc');
  if (opts.limit !== undefined) q = q.limit(opts.limit);
  if (opts.offset !== undefined) q = q.offset(opts.offset);
  return q.execute();
}

/** How many claims a filter keeps. */
export async function countClaims(db: Db, opts: ClaimFilter = {}): Promise<number> {
  const row = await filteredClaims(db, opts)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type ClaimJoinRow = Awaited<ReturnType<typeof listClaims>>[number];
