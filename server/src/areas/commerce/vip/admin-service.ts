import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  AdminMemberWagersResponse,
  AdminVipClaim,
  AdminVipClaimsResponse,
  adminVipOrderSchema,
  AdminVipPlatform,
  AdminVipTier,
  adminVipTierSchema,
  AdminWagerMember,
} from '@lobby/contract-commerce';
import { pageOf, pageOffset } from '@lobby/shared-api/contract';
import type { PagedQuery } from '@lobby/shared-api/contract';
import { assertNotSelf, assertWithinLimit } from '../../../core/admin/duties';
import type { Actor } from '../../../core/admin/duties';
import { audit } from '../../../core/audit/audit';
import { withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import { fieldErrors, HttpError, notFound } from '../../../core/http/errors';
import { signalMember } from '../../../core/live/member-signals';
import { notify } from '../../../core/notifications/service';
import { hasLivePayout } from '../../../core/payouts/service';
import { provider } from '../../../core/providers';
import { mediaUrl } from '../../../core/uploads/media';
import { countClaims, listClaims } from './repository';
import { toClaim } from './service';

async function adminClaims(
  db: Db,
  opts: { id?: number; processed?: boolean; limit?: number; offset?: number } = {},
): Promise<AdminVipClaim[]> {
  const rows = await listClaims(db, opts);
  const ids = [...new Set(rows.map((r) => r.user_id))];
  const users = ids.length
    ? await db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids).execute()
    : [];
  const names = new Map(users.map((u) => [u.id, u.username]));
  return rows.map((r) => ({
    ...toClaim(r),
    user: { id: r.user_id, username: names.get(r.user_id) ?? 'deleted' },
  }));
}

/** One page of the VIP claims queue: 'pending' (cash awaiting payout), 'processed' or 'all'. */
export async function getAdminVipClaims(
  db: Db,
  status: 'pending' | 'processed' | 'refunded' | 'all',
  page: PagedQuery,
): Promise<AdminVipClaimsResponse> {
  // Claims are never refunded: that filter keeps none.
  if (status === 'refunded') return pageOf([], page, 0);
  const filter = status === 'all' ? {} : { processed: status === 'processed' };
  const [data, total] = await Promise.all([
    adminClaims(db, { ...filter, limit: page.per_page, offset: pageOffset(page) }),
    countClaims(db, filter),
  ]);
  return pageOf(data, page, total);
}

/** Marks a pending cash claim paid (never one's own; conditional update), tells the member. Audited. */
export async function payVipClaim(
  db: Kysely<Database>,
  actorId: number,
  id: number,
  now: Date,
): Promise<AdminVipClaim> {
  return withTransaction(db, async (trx) => {
    const [before] = await adminClaims(trx, { id });
    if (!before) throw notFound('Claim not found');
    assertNotSelf({ id: actorId }, before.user.id, {
      area: 'commerce',
      action: 'vip_claim.pay',
      entity: 'vip_claim',
      entityId: id,
      message: 'You cannot approve your own VIP claim.',
    });
    // Never by hand while the platform's tipping API is paying it (that would pay it twice).
    if (await hasLivePayout(trx, 'vip_claim', String(id)))
      throw new HttpError(409, 'This claim is paid automatically: see Admin › Payouts');
    const done = await trx
      .updateTable('vip_claims')
      .set({ processed: 1, processed_at: now.toISOString() })
      .where('id', '=', id)
      .where('processed', '=', 0)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1)
      throw new HttpError(409, 'This claim was already processed');
    const after = { ...before, processed: true };
    signalMember(trx, Number(before.user.id), 'claims');
    await notify(
      trx,
      before.user.id,
      {
        type: 'vip_reward',
        title: 'VIP reward paid',
        message: `Your ${before.tier.name} reward of $${before.reward_amount.toFixed(2)} has been paid.`,
        url: '/vip-rewards',
      },
      now,
    );
    await audit(trx, {
      actorId,
      area: 'commerce',
      action: 'vip_claim.pay',
      entity: 'vip_claim',
      entityId: id,
      before,
      after,
      at: now,
    });
    return after;
  });
}

export type VipTierInput = z.output<typeof adminVipTierSchema>;
export type VipOrderInput = z.output<typeof adminVipOrderSchema>;

const cents = (dollars: number) => Math.round(dollars * 100);

async function tierRows(db: Db, where: { id?: number; platformId?: number } = {}) {
  let q = db
    .selectFrom('vip_tiers as t')
    .selectAll('t')
    .select((eb) =>
      eb
        .selectFrom('vip_claims as c')
        .whereRef('c.tier_id', '=', 't.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('claims_count'),
    )
    .orderBy('t.platform_id')
    .orderBy('t.sort_order')
    .orderBy('t.min_wagered')
    .orderBy('t.id');
  if (where.id !== undefined) q = q.where('t.id', '=', where.id);
  if (where.platformId !== undefined) q = q.where('t.platform_id', '=', where.platformId);
  return q.execute();
}

type TierRow = Awaited<ReturnType<typeof tierRows>>[number];

function toAdminTier(r: TierRow): AdminVipTier {
  const amount = Number(r.reward_amount);
  return {
    id: r.id,
    platform_id: r.platform_id,
    name: r.name,
    description: r.description,
    min_wagered: Number(r.min_wagered) / 100,
    reward_type: r.reward_type,
    reward_amount: r.reward_type === 'cash' ? amount / 100 : amount,
    sort_order: Number(r.sort_order),
    hidden: Number(r.active) !== 1,
    claims_count: Number(r.claims_count ?? 0),
  };
}

/** Every platform (shown or not) with every tier (hidden ones too), in the tiers' order. */
export async function listAdminTiers(db: Db, basePath: string): Promise<AdminVipPlatform[]> {
  const platforms = await db
    .selectFrom('platforms')
    .select(['id', 'name', 'image', 'active'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const tiers = (await tierRows(db)).map(toAdminTier);
  return platforms.map((p) => ({
    id: p.id,
    name: p.name,
    image: mediaUrl(basePath, p.image),
    active: Number(p.active) === 1,
    tiers: tiers.filter((t) => t.platform_id === p.id),
  }));
}

export async function getAdminTier(db: Db, id: number): Promise<AdminVipTier> {
  const [row] = await tierRows(db, { id });
  if (!row) throw notFound('VIP tier not found');
  return toAdminTier(row);
}

async function checkPlatform(db: Db, platformId: number): Promise<void> {
  const p = await db
    .selectFrom('platforms')
    .select('id')
    .where('id', '=', platformId)
    .executeTakeFirst();
  if (!p) throw fieldErrors({ platform_id: ['Choose a platform'] });
}

const columns = (input: VipTierInput) => ({
  platform_id: input.platform_id,
  name: input.name,
  description: input.description,
  min_wagered: cents(input.min_wagered),
  reward_type: input.reward_type,
  reward_amount: input.reward_type === 'cash' ? cents(input.reward_amount) : input.reward_amount,
  active: (input.hidden ? 0 : 1) as 0 | 1,
});

/**
 * A moderator's reward stays within Admin › Site's VIP limits (points or cash); on an update a
 * reward kept as it was (or lowered) stays allowed.
 */
async function checkRewardLimit(
  db: Db,
  actor: Actor,
  input: VipTierInput,
  action: { action: string; entityId?: number },
  before?: AdminVipTier,
): Promise<void> {
  await assertWithinLimit(
    db,
    actor,
    input.reward_type === 'cash' ? 'vip_reward_cash' : 'vip_reward_points',
    input.reward_amount,
    { area: 'commerce', entity: 'vip_tier', ...action },
    before && before.reward_type === input.reward_type ? before.reward_amount : null,
  );
}

/** Creates a tier at the end of its platform's order. Audited. */
export async function createTier(
  db: Kysely<Database>,
  actor: Actor,
  input: VipTierInput,
  now: Date,
): Promise<AdminVipTier> {
  const actorId = actor.id;
  return withTransaction(db, async (trx) => {
    await checkPlatform(trx, input.platform_id);
    await checkRewardLimit(trx, actor, input, { action: 'vip_tier.create' });
    const last = await trx
      .selectFrom('vip_tiers')
      .where('platform_id', '=', input.platform_id)
      .select((eb) => eb.fn.max<number>('sort_order').as('m'))
      .executeTakeFirst();
    const sortOrder = last?.m == null ? 0 : Number(last.m) + 1;
    const row = await trx
      .insertInto('vip_tiers')
      .values({ ...columns(input), sort_order: sortOrder })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await getAdminTier(trx, row.id);
    await audit(trx, {
      actorId,
      area: 'commerce',
      action: 'vip_tier.create',
      entity: 'vip_tier',
      entityId: row.id,
      after,
      at: now,
    });
    return after;
  });
}

/**
 * Saves a tier. Claims already made keep the reward and wagered amount they were made with; a
 * tier moved to another platform goes to the end of that platform's order. Audited.
 */
export async function updateTier(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  input: VipTierInput,
  now: Date,
): Promise<AdminVipTier> {
  const actorId = actor.id;
  return withTransaction(db, async (trx) => {
    const before = await getAdminTier(trx, id);
    await checkPlatform(trx, input.platform_id);
    await checkRewardLimit(trx, actor, input, { action: 'vip_tier.update', entityId: id }, before);
    let sortOrder = before.sort_order;
    if (input.platform_id !== before.platform_id) {
      if (before.claims_count > 0)
        throw fieldErrors({
          platform_id: ['Members have claimed this tier: it cannot move to another platform'],
        });
      const last = await trx
        .selectFrom('vip_tiers')
        .where('platform_id', '=', input.platform_id)
        .select((eb) => eb.fn.max<number>('sort_order').as('m'))
        .executeTakeFirst();
      sortOrder = last?.m == null ? 0 : Number(last.m) + 1;
    }
    await trx
      .updateTable('vip_tiers')
      .set({ ...columns(input), sort_order: sortOrder })
      .where('id', '=', id)
      .execute();
    const after = await getAdminTier(trx, id);
    await audit(trx, {
      actorId,
      area: 'commerce',
      action: 'vip_tier.update',
      entity: 'vip_tier',
      entityId: id,
      before,
      after,
      at: now,
    });
    return after;
  });
}

/** Puts a platform's tiers in the given order; the list must name each of its tiers once. Audited. */
export async function orderTiers(
  db: Kysely<Database>,
  actorId: number,
  input: VipOrderInput,
  now: Date,
): Promise<AdminVipTier[]> {
  return withTransaction(db, async (trx) => {
    await checkPlatform(trx, input.platform_id);
    const current = (await tierRows(trx, { platformId: input.platform_id })).map(toAdminTier);
    const ids = new Set(current.map((t) => t.id));
    if (
      input.tier_ids.length !== current.length ||
      input.tier_ids.some((tierId) => !ids.has(tierId))
    )
      throw fieldErrors({ tier_ids: ['List every tier of the platform once'] });
    for (const [index, tierId] of input.tier_ids.entries())
      await trx
        .updateTable('vip_tiers')
        .set({ sort_order: index })
        .where('id', '=', tierId)
        .execute();
    const after = (await tierRows(trx, { platformId: input.platform_id })).map(toAdminTier);
    await audit(trx, {
      actorId,
      area: 'commerce',
      action: 'vip_tier.order',
      entity: 'platform',
      entityId: input.platform_id,
      before: current.map((t) => t.id),
      after: after.map((t) => t.id),
      at: now,
    });
    return after;
  });
}

const MEMBER_RESULTS = 20;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Members for the wager lookup: those whose name contains `q`, or (no `q`) those who wagered the
 * most; each with their wagered total over every platform.
 */
export async function searchWagerMembers(db: Db, q: string): Promise<AdminWagerMember[]> {
  let query = db
    .selectFrom('users as u')
    .leftJoin('user_platform_wagers as w', 'w.user_id', 'u.id')
    .select((eb) => [
      'u.id',
      'u.username',
      'u.role',
      eb.fn.coalesce(eb.fn.sum<number>('w.total_wagered'), eb.lit(0)).as('total'),
    ])
    .groupBy(['u.id', 'u.username', 'u.role'])
    .limit(MEMBER_RESULTS);
  if (q) {
    const pattern = `%${escapeLike(q.toLowerCase())}%`;
    query = query
      .where(sql`lower(u.username)`, 'like', sql`${pattern} escape '\\'`)
      .orderBy('u.username');
  } else {
    query = query
      .having((eb) => eb(eb.fn.sum('w.total_wagered'), '>', 0))
      .orderBy('total', 'desc')
      .orderBy('u.id');
  }
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    role: r.role,
    total_wagered: Number(r.total) / 100,
  }));
}

/**
 * A member's wagered total per platform (what VIP tiers and wager raffles use) and where it comes
 * from: the casino names the member linked and the feed periods each appeared in (community
 * area's wager service), and the member's VIP claims.
 */
export async function memberWagers(
  db: Db,
  userId: number,
): Promise<AdminMemberWagersResponse['data']> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'role', 'points'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound('Member not found');
  const [totals, sources, platforms, claims] = await Promise.all([
    db
      .selectFrom('user_platform_wagers')
      .select(['platform_id', 'total_wagered', 'updated_at'])
      .where('user_id', '=', userId)
      .execute(),
    provider('wagers').wagerSources(db, userId),
    db.selectFrom('platforms').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute(),
    listClaims(db, { userId }),
  ]);
  const byPlatform = new Map(totals.map((t) => [t.platform_id, t]));
  const shown = platforms.filter(
    (p) => byPlatform.has(p.id) || sources.some((s) => s.platformId === p.id),
  );
  return {
    user: { id: user.id, username: user.username, role: user.role, points: Number(user.points) },
    platforms: shown.map((p) => {
      const total = byPlatform.get(p.id);
      return {
        platform: { id: p.id, name: p.name },
        total_wagered: Number(total?.total_wagered ?? 0) / 100,
        updated_at: total?.updated_at ?? null,
        casino_names: sources
          .filter((s) => s.platformId === p.id)
          .map((s) => ({
            username: s.username,
            status: s.status,
            reviewed_at: s.reviewedAt,
            periods: s.periods.map((x) => ({
              leaderboard_id: x.leaderboardId,
              period_start: x.periodStart,
              period_end: x.periodEnd,
              wagered: x.wagered / 100,
              counted: x.counted,
            })),
          })),
      };
    }),
    claims: claims.map((c) => toClaim(c)),
  };
}
