import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  AdminRedemptionsResponse,
  AdminStoreItem,
  adminStoreItemSchema,
  AdminStoreItemsResponse,
  Redemption,
} from '@lobby/contract-commerce';
import {
  STORE_IMAGE_DIMENSIONS_MESSAGE,
  STORE_IMAGE_MAX_BYTES,
  STORE_IMAGE_PREFIX,
  STORE_IMAGE_SIZE_MESSAGE,
  STORE_IMAGE_TYPE_MESSAGE,
  STORE_IMAGE_TYPES,
  STORE_IMAGE_UNREADABLE_MESSAGE,
} from '@lobby/contract-commerce';
import { pageOf, pageOffset } from '@lobby/shared-api/contract';
import type { PagedQuery } from '@lobby/shared-api/contract';
import { assertNotBelowFloor, assertNotSelf } from '../../../core/admin/duties';
import type { Actor } from '../../../core/admin/duties';
import { audit } from '../../../core/audit/audit';
import { withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import { fieldErrors, HttpError, notFound } from '../../../core/http/errors';
import { changePoints } from '../../../core/ledger/points';
import { signalMember } from '../../../core/live/member-signals';
import { notify } from '../../../core/notifications/service';
import type { Storage } from '../../../core/storage/storage';
import { mediaUrl } from '../../../core/uploads/media';
import type { UploadRule } from '../../../core/uploads/pipeline';
import { acceptUpload, storeUpload } from '../../../core/uploads/pipeline';
import { removeUpload, UPLOAD_NAME } from '../../../core/uploads/uploads';
import { countRedemptions, listRedemptions } from './repository';
import { toRedemption } from './service';
import type { StoreItemRow } from './tables';

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
    signalMember(trx, Number(before.user!.id), 'redemptions');
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
    signalMember(trx, Number(row.user_id), 'redemptions');
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

export type StoreItemInput = z.output<typeof adminStoreItemSchema>;

/** The folder under DATA_DIR/uploads store images go to (public: core/site/site.ts). */
export const STORE_IMAGE_FOLDER = 'store';

async function itemRows(db: Db, id?: number, page?: { limit: number; offset: number }) {
  let q = db
    .selectFrom('store_items as i')
    .selectAll('i')
    .select((eb) => [
      eb
        .selectFrom('store_redemptions as r')
        .whereRef('r.item_id', '=', 'i.id')
        .where('r.refunded_at', 'is', null)
        .select((e) => e.fn.countAll<number>().as('c'))
        .as('redemptions_count'),
      eb
        .selectFrom('store_redemptions as r')
        .whereRef('r.item_id', '=', 'i.id')
        .where('r.refunded_at', 'is', null)
        .where('r.is_processed', '=', 0)
        .select((e) => e.fn.countAll<number>().as('c'))
        .as('pending_count'),
    ])
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc');
  if (id !== undefined) q = q.where('i.id', '=', id);
  if (page) q = q.limit(page.limit).offset(page.offset);
  return q.execute();
}

function toAdminItem(
  basePath: string,
  r: StoreItemRow & { redemptions_count: number | null; pending_count: number | null },
): AdminStoreItem {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    image_path: r.image,
    image: mediaUrl(basePath, r.image),
    cost: Number(r.cost),
    quantity: Number(r.quantity),
    required_role: r.required_role,
    max_purchases_per_user:
      r.max_purchases_per_user == null ? null : Number(r.max_purchases_per_user),
    hidden: Number(r.active) !== 1,
    redemptions_count: Number(r.redemptions_count ?? 0),
    pending_count: Number(r.pending_count ?? 0),
    created_at: r.created_at,
  };
}

/** One page of the items, hidden ones too, newest first (id breaks ties). */
export async function listAdminItems(
  db: Db,
  basePath: string,
  page: PagedQuery,
): Promise<AdminStoreItemsResponse> {
  const [rows, count] = await Promise.all([
    itemRows(db, undefined, { limit: page.per_page, offset: pageOffset(page) }),
    db
      .selectFrom('store_items')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(
    rows.map((r) => toAdminItem(basePath, r)),
    page,
    Number(count.n),
  );
}

export async function getAdminItem(db: Db, basePath: string, id: number): Promise<AdminStoreItem> {
  const [row] = await itemRows(db, id);
  if (!row) throw notFound('Item not found');
  return toAdminItem(basePath, row);
}

/** A stored upload of this area (its file name), or null for anything else. */
const uploadedName = (value: string | null): string | null => {
  if (!value?.startsWith(STORE_IMAGE_PREFIX)) return null;
  const name = value.slice(STORE_IMAGE_PREFIX.length);
  return UPLOAD_NAME.test(name) ? name : null;
};

/** An item's image is an image this area stored, the one it already has, or none. */
function checkImage(image: string | null, current: string | null): void {
  if (image === null || image === current) return;
  if (!uploadedName(image)) throw fieldErrors({ image: ['Upload the image again'] });
}

const columns = (input: StoreItemInput) => ({
  name: input.name,
  description: input.description,
  image: input.image,
  cost: input.cost,
  quantity: input.quantity,
  max_purchases_per_user: input.max_purchases_per_user,
  required_role: input.required_role,
  active: (input.hidden ? 0 : 1) as 0 | 1,
});

/** Creates an item. Audited. */
export async function createItem(
  db: Kysely<Database>,
  basePath: string,
  actor: Actor,
  input: StoreItemInput,
  now: Date,
): Promise<AdminStoreItem> {
  const actorId = actor.id;
  checkImage(input.image, null);
  return withTransaction(db, async (trx) => {
    await assertNotBelowFloor(trx, actor, 'store_price_min', input.cost, {
      area: 'commerce',
      action: 'store_item.create',
      entity: 'store_item',
    });
    const row = await trx
      .insertInto('store_items')
      .values({ ...columns(input), created_at: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await getAdminItem(trx, basePath, row.id);
    await audit(trx, {
      actorId,
      area: 'commerce',
      action: 'store_item.create',
      entity: 'store_item',
      entityId: row.id,
      after,
      at: now,
    });
    return after;
  });
}

/**
 * Saves an item (stock, cost, limit, role, hidden…). A replaced uploaded image is deleted once the
 * change is stored. Audited.
 */
export async function updateItem(
  db: Kysely<Database>,
  basePath: string,
  storage: Storage,
  actor: Actor,
  id: number,
  input: StoreItemInput,
  now: Date,
): Promise<AdminStoreItem> {
  const actorId = actor.id;
  const { after, replaced } = await withTransaction(db, async (trx) => {
    const before = await getAdminItem(trx, basePath, id);
    checkImage(input.image, before.image_path);
    await assertNotBelowFloor(
      trx,
      actor,
      'store_price_min',
      input.cost,
      { area: 'commerce', action: 'store_item.update', entity: 'store_item', entityId: id },
      before.cost,
    );
    await trx.updateTable('store_items').set(columns(input)).where('id', '=', id).execute();
    const saved = await getAdminItem(trx, basePath, id);
    await audit(trx, {
      actorId,
      area: 'commerce',
      action:
        before.hidden === saved.hidden
          ? 'store_item.update'
          : saved.hidden
            ? 'store_item.hide'
            : 'store_item.show',
      entity: 'store_item',
      entityId: id,
      before,
      after: saved,
      at: now,
    });
    return {
      after: saved,
      replaced: before.image_path !== saved.image_path ? uploadedName(before.image_path) : null,
    };
  });
  if (replaced) {
    // Another item may point at the same file (an image kept from a copy): keep it then.
    const still = await db
      .selectFrom('store_items')
      .select('id')
      .where('image', '=', `${STORE_IMAGE_PREFIX}${replaced}`)
      .executeTakeFirst();
    if (!still) await removeUpload(storage, `uploads/${STORE_IMAGE_FOLDER}`, replaced);
  }
  return after;
}

/** What an item image may be: one of the four web image types, re-encoded without metadata. */
export const STORE_IMAGE: UploadRule = {
  field: 'image',
  maxBytes: STORE_IMAGE_MAX_BYTES,
  images: STORE_IMAGE_TYPES,
  messages: {
    size: STORE_IMAGE_SIZE_MESSAGE,
    type: STORE_IMAGE_TYPE_MESSAGE,
    dimensions: STORE_IMAGE_DIMENSIONS_MESSAGE,
    unreadable: STORE_IMAGE_UNREADABLE_MESSAGE,
  },
};

/** An uploaded item image, through the upload pipeline (core/uploads/pipeline.ts), stored. */
export async function storeItemImage(
  storage: Storage,
  file: { bytes: Buffer; truncated: boolean },
): Promise<string> {
  const image = await acceptUpload(STORE_IMAGE, file);
  const name = await storeUpload(storage, `uploads/${STORE_IMAGE_FOLDER}`, image);
  return `${STORE_IMAGE_PREFIX}${name}`;
}
