import { STORE_IMAGE_PREFIX } from '@lobby/contract-commerce';
import type { Db } from '../../../core/db';
import type { JobDefinition } from '../../../core/scheduler/types';
import type { Storage } from '../../../core/storage/storage';
import { UPLOAD_NAME, removeUpload } from '../../../core/uploads/uploads';
import { STORE_IMAGE_FOLDER } from './admin-service';

/** An uploaded image no item points at is kept this long (a form may still be open). */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes store images that were uploaded but never saved on an item (or were replaced while
 * another item still pointed at them, and that item changed since), once they are older than the
 * grace period. Answers how many it removed.
 */
export async function pruneUnusedStoreImages(db: Db, storage: Storage, now: Date): Promise<number> {
  const folder = `uploads/${STORE_IMAGE_FOLDER}`;
  const files = (await storage.list(folder)).filter((f) => UPLOAD_NAME.test(f.name));
  const names = files.map((f) => f.name);
  const modified = new Map(files.map((f) => [f.name, f.modified]));
  if (!names.length) return 0;
  const used = new Set(
    (
      await db
        .selectFrom('store_items')
        .select('image')
        .where('image', 'like', `${STORE_IMAGE_PREFIX}%`)
        .execute()
    ).map((r) => r.image!.slice(STORE_IMAGE_PREFIX.length)),
  );
  let removed = 0;
  for (const name of names) {
    if (used.has(name)) continue;
    const at = modified.get(name);
    if (!at || now.getTime() - at.getTime() < UNUSED_IMAGE_GRACE_MS) continue;
    await removeUpload(storage, folder, name);
    removed += 1;
  }
  return removed;
}

export const storeImagePruneJob: JobDefinition = {
  name: 'commerce.store.prune-images',
  description: 'Deletes store item images that were uploaded but never saved on an item',
  everyMs: 6 * 60 * 60 * 1000,
  async run({ app, db, now }) {
    const removed = await pruneUnusedStoreImages(db, app.storage, now);
    return removed ? `removed ${removed} unused images` : 'no unused image';
  },
};
