import { sql } from 'kysely';
import type { Db } from '../db';

export interface PointsChange {
  userId: number;
  delta: number;
  reason: string;
  refType?: string | null;
  refId?: number | null;
  nowIso: string;
}

/**
 * Changes a member's points in one conditional statement (never below zero) and writes the
 * ledger row. Returns the new balance, or null when the member has too few points. Call inside
 * a transaction together with whatever the points pay for.
 */
export async function changePoints(db: Db, c: PointsChange): Promise<number | null> {
  const row = await db
    .updateTable('users')
    .set({ points: sql`points + ${c.delta}`, updated_at: c.nowIso })
    .where('id', '=', c.userId)
    .where(sql<boolean>`points + ${c.delta} >= 0`)
    .returning('points')
    .executeTakeFirst();
  if (!row) return null;
  const balance = Number(row.points);
  await db
    .insertInto('points_ledger')
    .values({
      user_id: c.userId,
      delta: c.delta,
      balance_after: balance,
      reason: c.reason,
      ref_type: c.refType ?? null,
      ref_id: c.refId ?? null,
      created_at: c.nowIso,
    })
    .execute();
  return balance;
}
