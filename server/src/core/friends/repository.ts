import type { Selectable } from 'kysely';
import type { Db } from '../db';
import type { FriendshipsTable, UserRow } from '../db/tables';

export type FriendshipRow = Selectable<FriendshipsTable>;

const pair = (a: number, b: number) => ({ user_low: Math.min(a, b), user_high: Math.max(a, b) });

export async function findFriendship(
  db: Db,
  a: number,
  b: number,
): Promise<FriendshipRow | undefined> {
  const { user_low, user_high } = pair(a, b);
  return db
    .selectFrom('friendships')
    .selectAll()
    .where('user_low', '=', user_low)
    .where('user_high', '=', user_high)
    .executeTakeFirst();
}

/** Inserts a pending request; undefined when the pair already has a row (either direction). */
export async function insertFriendRequest(
  db: Db,
  requesterId: number,
  addresseeId: number,
  nowIso: string,
): Promise<number | undefined> {
  const r = await db
    .insertInto('friendships')
    .values({
      requester_id: requesterId,
      addressee_id: addresseeId,
      ...pair(requesterId, addresseeId),
      status: 'pending',
      created_at: nowIso,
      accepted_at: null,
    })
    .onConflict((oc) => oc.columns(['user_low', 'user_high']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return r ? Number(r.id) : undefined;
}

/** Accepts a pending request addressed to addresseeId; the row, or undefined when there is none. */
export async function acceptFriendRequest(
  db: Db,
  id: number,
  addresseeId: number,
  nowIso: string,
): Promise<FriendshipRow | undefined> {
  return db
    .updateTable('friendships')
    .set({ status: 'accepted', accepted_at: nowIso })
    .where('id', '=', id)
    .where('addressee_id', '=', addresseeId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

export async function deletePendingRequest(
  db: Db,
  id: number,
  addresseeId: number,
): Promise<boolean> {
  const r = await db
    .deleteFrom('friendships')
    .where('id', '=', id)
    .where('addressee_id', '=', addresseeId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Removes the pair's row whatever its state (a friendship, or a request either way). */
export async function deleteFriendship(db: Db, a: number, b: number): Promise<boolean> {
  const { user_low, user_high } = pair(a, b);
  const r = await db
    .deleteFrom('friendships')
    .where('user_low', '=', user_low)
    .where('user_high', '=', user_high)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export interface FriendshipWithUser {
  friendship: FriendshipRow;
  other: UserRow;
}

/** The member's friendships in one state, each with the other member's row. */
export async function listFriendshipsWithUsers(
  db: Db,
  userId: number,
  status: FriendshipRow['status'],
): Promise<FriendshipWithUser[]> {
  const rows = await db
    .selectFrom('friendships')
    .selectAll()
    .where('status', '=', status)
    .where((eb) => eb.or([eb('user_low', '=', userId), eb('user_high', '=', userId)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (!rows.length) return [];
  const otherIds = rows.map((r) => (r.user_low === userId ? r.user_high : r.user_low));
  const users = await db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', [...new Set(otherIds)])
    .execute();
  const byId = new Map(users.map((u) => [u.id, u]));
  return rows.flatMap((friendship, i) => {
    const other = byId.get(otherIds[i]!);
    return other ? [{ friendship, other }] : [];
  });
}
