import type { Db } from '../../../core/db';
import type { UserRow } from '../../../core/db/tables';

/** The columns a member edits on the settings page. */
export type EditableProfileFields = Partial<
  Pick<
    UserRow,
    | 'bio'
    | 'twitter_user'
    | 'youtube_user'
    | 'instagram_user'
    | 'tiktok_user'
    | 'crypto'
    | 'crypto2'
    | 'crypto3'
  >
>;

/** Writes the given profile columns of one member (one statement). */
export async function updateProfileColumns(
  db: Db,
  userId: number,
  fields: EditableProfileFields,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...fields, updated_at: nowIso })
    .where('id', '=', userId)
    .execute();
}

/**
 * Sets the banner (and any other given columns) only while the stored banner is still `expected`:
 * a compare-and-swap, so of two concurrent replacements each learns exactly which file it replaced.
 * Answers whether the row was updated.
 */
export async function swapBanner(
  db: Db,
  userId: number,
  expected: string | null,
  banner: string,
  fields: EditableProfileFields,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ ...fields, banner, updated_at: nowIso })
    .where('id', '=', userId)
    .where('banner', expected === null ? 'is' : '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
