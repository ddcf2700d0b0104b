import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type {
  AdminAffiliate,
  AdminAffiliateResponse,
  AdminAffiliatesResponse,
} from '@lobby/shared-api/contract';
import {
  adminAffiliateMoveSchema,
  adminAffiliateSchema,
  idParamSchema,
} from '@lobby/shared-api/contract';
import { audit } from '../audit/audit';
import type { Db } from '../db';
import { dialectOf, withTransaction } from '../db';
import type { AffiliateRow } from '../db/tables';
import { notFound } from '../http/errors';
import { validate } from '../http/validation';
import { parseStringList } from '../money';
import { mediaUrl } from '../uploads/media';

type AffiliateInput = z.output<typeof adminAffiliateSchema>;

/** Every affiliate in its order, hidden ones too; on PostgreSQL locked for the transaction. */
async function allInOrder(db: Db, lock = false): Promise<AffiliateRow[]> {
  let q = db.selectFrom('affiliates').selectAll().orderBy('sort_order').orderBy('id');
  if (lock && dialectOf(db) === 'postgres') q = q.forUpdate();
  return q.execute();
}

function toAdmin(basePath: string, r: AffiliateRow, position: number): AdminAffiliate {
  return {
    id: Number(r.id),
    name: r.name,
    logo_url: r.logo_url,
    logo_src: mediaUrl(basePath, r.logo_url),
    benefits: parseStringList(r.benefits),
    redirect_url: r.redirect_url,
    active: Number(r.active) === 1,
    position,
    created_at: r.created_at,
  };
}

/** The audited shape of an affiliate (what an admin can change). */
const snapshot = (a: AdminAffiliate) => ({
  name: a.name,
  logo_url: a.logo_url,
  benefits: a.benefits,
  redirect_url: a.redirect_url,
  active: a.active,
  position: a.position,
});

async function listAdmin(db: Db, basePath: string): Promise<AdminAffiliate[]> {
  return (await allInOrder(db)).map((r, i) => toAdmin(basePath, r, i + 1));
}

async function findAdmin(db: Db, basePath: string, id: number): Promise<AdminAffiliate> {
  const found = (await listAdmin(db, basePath)).find((a) => a.id === id);
  if (!found) throw notFound('Affiliate not found');
  return found;
}

const columns = (input: AffiliateInput) => ({
  name: input.name,
  logo_url: input.logo_url,
  benefits: JSON.stringify(input.benefits),
  redirect_url: input.redirect_url,
  active: (input.active ? 1 : 0) as 0 | 1,
});

/**
 * /api/admin/affiliates (staff): list (hidden too), create, edit (hiding is `active: false`) and
 * move up/down. Every write and its audit row are one transaction; the public sidebar and home
 * page read the table on their next load.
 */
const adminAffiliatesRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;

  app.get('/', async (): Promise<AdminAffiliatesResponse> => ({
    success: true,
    data: await listAdmin(app.db, base),
  }));

  app.post('/', async (request): Promise<AdminAffiliateResponse> => {
    const { body } = validate(request, { body: adminAffiliateSchema });
    const now = app.clock();
    const created = await withTransaction(app.db, async (trx) => {
      const rows = await allInOrder(trx, true);
      const last = rows.reduce((m, r) => Math.max(m, Number(r.sort_order)), 0);
      const row = await trx
        .insertInto('affiliates')
        .values({ ...columns(body), sort_order: last + 1, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const after = await findAdmin(trx, base, Number(row.id));
      await audit(trx, {
        actorId: request.user!.id,
        area: 'affiliates',
        action: 'affiliate.create',
        entity: 'affiliate',
        entityId: after.id,
        after: snapshot(after),
        at: now,
      });
      return after;
    });
    return { success: true, message: 'Affiliate created.', data: created };
  });

  app.put('/:id', async (request): Promise<AdminAffiliateResponse> => {
    const { params, body } = validate(request, {
      params: idParamSchema,
      body: adminAffiliateSchema,
    });
    const now = app.clock();
    const updated = await withTransaction(app.db, async (trx) => {
      const before = await findAdmin(trx, base, params.id);
      await trx.updateTable('affiliates').set(columns(body)).where('id', '=', params.id).execute();
      const after = await findAdmin(trx, base, params.id);
      const action =
        before.active !== after.active
          ? after.active
            ? 'affiliate.show'
            : 'affiliate.hide'
          : 'affiliate.update';
      await audit(trx, {
        actorId: request.user!.id,
        area: 'affiliates',
        action,
        entity: 'affiliate',
        entityId: after.id,
        before: snapshot(before),
        after: snapshot(after),
        at: now,
      });
      return after;
    });
    return { success: true, message: 'Affiliate saved.', data: updated };
  });

  app.post('/:id/move', async (request): Promise<AdminAffiliatesResponse> => {
    const { params, body } = validate(request, {
      params: idParamSchema,
      body: adminAffiliateMoveSchema,
    });
    const now = app.clock();
    const list = await withTransaction(app.db, async (trx) => {
      const rows = await allInOrder(trx, true);
      const from = rows.findIndex((r) => Number(r.id) === params.id);
      if (from < 0) throw notFound('Affiliate not found');
      const to = body.direction === 'up' ? from - 1 : from + 1;
      if (to < 0 || to >= rows.length) return listAdmin(trx, base); // already first / last
      const order = [...rows];
      [order[from], order[to]] = [order[to]!, order[from]!];
      // Renumber 1..n so equal or sparse sort orders from older data end up consistent.
      for (const [i, r] of order.entries())
        if (Number(r.sort_order) !== i + 1)
          await trx
            .updateTable('affiliates')
            .set({ sort_order: i + 1 })
            .where('id', '=', r.id)
            .execute();
      await audit(trx, {
        actorId: request.user!.id,
        area: 'affiliates',
        action: 'affiliate.move',
        entity: 'affiliate',
        entityId: params.id,
        before: { position: from + 1 },
        after: { position: to + 1 },
        at: now,
      });
      return listAdmin(trx, base);
    });
    return { success: true, data: list };
  });
};

export default adminAffiliatesRoutes;
