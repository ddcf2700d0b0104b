import type { Db } from '../../../core/db';
import type { UserRow } from '../../../core/db/tables';
import { findUsersByIds } from '../../../core/users/repository';

/** The members of `ids` by id (a deleted one is missing: callers leave its rows out). */
export async function usersById(db: Db, ids: number[]): Promise<Map<number, UserRow>> {
  return new Map((await findUsersByIds(db, ids)).map((u) => [u.id, u]));
}
