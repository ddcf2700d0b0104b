import type { Kysely } from 'kysely';
import type { AdminRedemptionsResponse, Redemption } from '@lobby/contract-commerce';
import { pageOf, pageOffset } from '@lobby/shared-api/contract';
import type { PagedQuery } from '@lobby/shared-api/contract';
import { assertNotSelf } from '../../../core/admin/duties';
import { audit } from '../../../core/audit/audit';
import { withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import { HttpError, notFound } from '../../../core/http/errors';
import { changePoints } from '../../../core/ledger/points';
import { notify } from '../../../core/notifications/service';
import { countRedemptions, listRedemptions } from './repository';
import { toRedemption } from './service';

export type QueueStatus = 'pending' | 'processed' | 'refunded' | 'all';

/** One page of the redemptions queue (newest first), filtered by state. */
export async function pageAdminRedemptions(
  db: Db,
  basePath: string,
  status: QueueStatus,
  page: PagedQuery,
): Promise<AdminRedemptionsResponse> {
  const filter = status === 'all' ? {} : { status };
  const [rows, total] = await Promise.all([
    listRedemptions(db, { ...filter, limit: page.per_page, offset: pageOffset(page) }),
    countRedemptions(db, filter),
  ]);
  return pageOf(
    rows.map((r) => toRedemption(basePath, r)),
    page,
    total,
  );
}

/** The whole redemptions queue (newest first), filtered by state: for the CSV. */
export async function getAdminRedemptions(
  db: Db,
  basePath: string,
  status: QueueStatus,
): Promise<Redemption[]> {
  const rows = await listRedemptions(db, status === 'all' ? {} : { status });
  return rows.map((r) => toRedemption(basePath, r));
}

async function findRedemption(db: Db, basePath: string, id: number): Promise<Redemption> {
  const [row] = await listRedemptions(db, { id });
  if (!row) throw notFound('Redemption not found');
  return toRedemption(basePath, row);
}

/** Marks a pending redemption processed (conditional update) and tells the member. Audited. */
export async function processRedemption(
  db: Kysely<Database>,
  basePath: string,
  actorId: number,
  id: number,
  now: Date,
): Promise<Redemption> {
  return withTransaction(db, async (trx) => {
    const before = await findRedemption(trx, basePath, id);
    assertNotSelf({ id: actorId }, before.user?.id, {
      area: 'commerce',
      action: 'redemption.process',
      entity: 'store_redemption',
      entityId: id,
      message: 'You cannot process your own redemption.',
    });
    const at = now.toISOString();
    const done = await trx
      .updateTable('store_redemptions')
      .set({ is_processed: 1, processed_at: at })
      .where('id', '=', id)
      .where('is_processed', '=', 0)
      .where('refunded_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1)
      throw new HttpError(409, 'This redemption is no longer pending');
    const after = await findRedemption(trx, basePath, id);
    await notify(
      trx,
      before.user!.id,
      {
        type: 'store_redemption',
        title: 'Redemption processed',
        message: `Your ${before.item.name} redemption has been processed.`,
        url: '/store',
      },
      now,
    );
    await audit(trx, {
      actorId,
      area: 'commerce',
      action: 'redemption.process',
      entity: 'store_redemption',
      entityId: id,
      before,
      after,
      at: now,
    });
    return after;
  });
}

/**
 * Refunds a redemption once (conditional update on refunded_at): its points go back through the
 * ledger, one unit back to the item's stock, the member is told. All in one transaction. Audited.
 */
export async function refundRedemption(
  db: Kysely<Database>,
  basePath: string,
  actorId: number,
  id: number,
  now: Date,
): Promise<Redemption> {
  return withTransaction(db, async (trx) => {
    const before = await findRedemption(trx, basePath, id);
    assertNotSelf({ id: actorId }, before.user?.id, {
      area: 'commerce',
      action: 'redemption.refund',
      entity: 'store_redemption',
      entityId: id,
      message: 'You cannot refund your own redemption.',
    });
    const at = now.toISOString();
    const done = await trx
      .updateTable('store_redemptions')
      .set({ refunded_at: at })
      .where('id', '=', id)
      .where('refunded_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1)
      throw new HttpError(409, 'This redemption was already refunded');
    const row = await trx
      .selectFrom('store_redemptions')
      .select(['cost', 'item_id', 'user_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const cost = Number(row.cost);
    if (cost > 0)
      await changePoints(trx, {
        userId: row.user_id,
        delta: cost,
        reason: 'store_refund',
        refType: 'store_redemption',
        refId: id,
        at: now,
      });
    await trx
      .updateTable('store_items')
      .set((eb) => ({ quantity: eb('quantity', '+', 1) }))
      .where('id', '=', row.item_id)
      .execute();
    const after = await findRedemption(trx, basePath, id);
    await notify(
      trx,
      row.user_id,
      {
        type: 'store_refund',
        title: 'Redemption refunded',
        message: `Your ${before.item.name} redemption was refunded: ${cost} points are back in your balance.`,
        url: '/store',
      },
      now,
    );
    await audit(trx, {
      actorId,
      area: 'commerce',
      action: 'redemption.refund',
      entity: 'store_redemption',
      entityId: id,
      before,
      after,
      at: now,
    });
    return after;
  });
}

/** A CSV cell: quoted when needed; a leading =, +, - or @ is defused (spreadsheet formulas). */
const cell = (v: string | number | null): string => {
  let s = v === null ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The redemptions (of the given state) as CSV: id, date, member, item, cost, status. */
export function redemptionsCsv(rows: Redemption[]): string {
  const lines = [['id', 'created_at', 'member', 'item', 'cost', 'status'].join(',')];
  for (const r of rows)
    lines.push(
      [r.id, r.created_at, r.user?.username ?? '', r.item.name, r.item.cost, r.status]
        .map(cell)
        .join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}
