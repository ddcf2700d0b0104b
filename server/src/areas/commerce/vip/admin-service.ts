import type { Kysely } from 'kysely';
import type { AdminVipClaim, AdminVipClaimsResponse } from '@lobby/contract-commerce';
import { pageOf, pageOffset } from '@lobby/shared-api/contract';
import type { PagedQuery } from '@lobby/shared-api/contract';
import { assertNotSelf } from '../../../core/admin/duties';
import { audit } from '../../../core/audit/audit';
import { withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import { HttpError, notFound } from '../../../core/http/errors';
import { notify } from '../../../core/notifications/service';
import { hasLivePayout } from '../../../core/payouts/service';
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
