import type { Db } from '../../../core/db';

/** Challenges the member completed first, newest first. */
export async function listChallengeWins(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('challenges')
    .select(['id', 'slot_name', 'multiplier', 'prize', 'claimed_at'])
    .where('claimed_by_user_id', '=', userId)
    .where('claimed_at', 'is not', null)
    .orderBy('claimed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
