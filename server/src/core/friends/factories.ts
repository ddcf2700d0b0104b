import type { Db } from '../db';

/** A friend request from `requesterId` to `addresseeId`, pending or already accepted. */
export async function createFriendship(
  db: Db,
  v: { requesterId: number; addresseeId: number; status: 'pending' | 'accepted'; at?: string },
): Promise<number> {
  const at = v.at ?? new Date().toISOString();
  const r = await db
    .insertInto('friendships')
    .values({
      requester_id: v.requesterId,
      addressee_id: v.addresseeId,
      user_low: Math.min(v.requesterId, v.addresseeId),
      user_high: Math.max(v.requesterId, v.addresseeId),
      status: v.status,
      created_at: at,
      accepted_at: v.status === 'accepted' ? at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}
