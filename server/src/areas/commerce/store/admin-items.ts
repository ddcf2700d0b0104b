import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  AdminStoreItem,
  AdminStoreItemsResponse,
  adminStoreItemSchema,
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
import type { Actor } from '../../../core/admin/duties';
import { assertNotBelowFloor } from '../../../core/admin/duties';
import { audit } from '../../../core/audit/audit';
import { withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import { fieldErrors, notFound } from '../../../core/http/errors';
import type { Storage } from '../../../core/storage/storage';
import { mediaUrl } from '../../../core/uploads/media';
import type { UploadRule } from '../../../core/uploads/pipeline';
import { acceptUpload, storeUpload } from '../../../core/uploads/pipeline';
import { UPLOAD_NAME, removeUpload } from '../../../core/uploads/uploads';
import type { StoreItemRow } from './tables';

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
