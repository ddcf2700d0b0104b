import { sql } from 'kysely';
import type { Db } from '../db';

/**
 * Gives a test member points as the demo seed does: the balance and its ledger row, announcing
 * nothing (changePoints would announce the credit, and a point tier would add its reward).
 */
export async function giveOpeningBalance(db: Db, userId: number, points: number): Promise<void> {
  const row = await db
    .updateTable('users')
    .set({ points: sql<number>`points + ${points}` })
    .where('id', '=', userId)
    .returning('points')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('points_ledger')
    .values({
      user_id: userId,
      delta: points,
      balance_after: Number(row.points),
      reason: 'opening_balance',
      ref_type: null,
      ref_id: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}
