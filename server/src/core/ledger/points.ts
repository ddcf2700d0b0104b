import { sql } from 'kysely';
import type { Db } from '../db';
import { emit } from '../events';
import { HttpError } from '../http/errors';
import { signalMember } from '../live/member-signals';

export const NOT_ENOUGH_POINTS = 'You do not have enough points.';

/** Thrown by changePoints when the balance would go below zero (or the member is gone). */
export class InsufficientPointsError extends HttpError {
  constructor(message = NOT_ENOUGH_POINTS) {
    super(422, message);
    this.name = 'InsufficientPointsError';
  }
}

export interface PointsChange {
  userId: number;
  /** Positive to add, negative to spend. */
  delta: number;
  /** Why, e.g. 'daily_claim', 'store_redemption', 'giveaway_entry', 'vip_reward', 'opening_balance'. */
  reason: string;
  refType?: string | null;
  refId?: number | null;
  at?: Date;
}

/**
 * The one way a member's points change: one conditional UPDATE (`points + delta >= 0`) and a
 * ledger row with the new balance. Call it inside withTransaction together with whatever the
 * change pays for, so a refusal (InsufficientPointsError) rolls that back too. A credit announces
 * 'points-earned' in the same transaction, so whatever a balance earns (the point tiers) follows
 * every path that pays, not only those that remember to say so. Answers the new balance.
 */
export async function changePoints(trx: Db, change: PointsChange): Promise<number> {
  const { userId, delta, reason } = change;
  if (!Number.isSafeInteger(delta))
    throw new Error(`points delta must be an integer, got ${delta}`);
  const row = await trx
    .updateTable('users')
    .set({ points: sql<number>`points + ${delta}` })
    .where('id', '=', userId)
    .where(sql<boolean>`points + ${delta} >= 0`)
    .returning('points')
    .executeTakeFirst();
  if (!row) throw new InsufficientPointsError();
  const balance = Number(row.points);
  await trx
    .insertInto('points_ledger')
    .values({
      user_id: userId,
      delta,
      balance_after: balance,
      reason,
      ref_type: change.refType ?? null,
      ref_id: change.refId ?? null,
      created_at: (change.at ?? new Date()).toISOString(),
    })
    .execute();
  signalMember(trx, userId, 'points');
  if (delta > 0)
    await emit('points-earned', { db: trx, userId, balance, at: change.at ?? new Date() });
  return balance;
}

/** Members whose balance differs from the sum of their ledger deltas (should always be empty). */
export async function findLedgerMismatches(
  db: Db,
): Promise<{ user_id: number; points: number; ledger: number }[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('points_ledger', 'points_ledger.user_id', 'users.id')
    .select(['users.id as user_id', 'users.points'])
    .select(sql<number>`coalesce(sum(points_ledger.delta), 0)`.as('ledger'))
    .groupBy(['users.id', 'users.points'])
    .execute();
  return rows
    .map((r) => ({ user_id: r.user_id, points: Number(r.points), ledger: Number(r.ledger) }))
    .filter((r) => r.points !== r.ledger);
}
