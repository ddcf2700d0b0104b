import fs from 'node:fs/promises';
import path from 'node:path';
import { STORE_IMAGE_PREFIX } from '@lobby/contract-commerce';
import type { Db } from '../../../core/db';
import type { JobDefinition } from '../../../core/scheduler/types';
import { UPLOAD_NAME, removeUpload } from '../../../core/uploads/uploads';
import { STORE_IMAGE_FOLDER } from './admin-items';

/** An uploaded image no item points at is kept this long (a form may still be open). */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes store images that were uploaded but never saved on an item (or were replaced while
 * another item still pointed at them, and that item changed since), once they are older than the
 * grace period. Answers how many it removed.
 */
export async function pruneUnusedStoreImages(
  db: Db,
  uploadsDir: string,
  now: Date,
): Promise<number> {
  const dir = path.join(uploadsDir, STORE_IMAGE_FOLDER);
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((n) => UPLOAD_NAME.test(n));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
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
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (!stat || now.getTime() - stat.mtimeMs < UNUSED_IMAGE_GRACE_MS) continue;
    await removeUpload(dir, name);
    removed += 1;
  }
  return removed;
}

export const storeImagePruneJob: JobDefinition = {
  name: 'commerce.store.prune-images',
  description: 'Deletes store item images that were uploaded but never saved on an item',
  everyMs: 6 * 60 * 60 * 1000,
  async run({ app, db, now }) {
    const removed = await pruneUnusedStoreImages(db, app.config.uploadsDir, now);
    return removed ? `removed ${removed} unused images` : 'no unused image';
  },
};
