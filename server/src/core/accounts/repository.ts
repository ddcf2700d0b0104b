import type { Db } from '../db';

/** The member's newest `limit` daily claims. */
export async function listDailyClaims(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('daily_claims')
    .select(['id', 'points', 'xp', 'claimed_at'])
    .where('user_id', '=', userId)
    .orderBy('claimed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
