import type { Insertable } from 'kysely';
import type { Db } from '../../../core/db';
import type { ChallengesTable } from './tables';

/**
 * A slot challenge running this week (500x at $0.40 for $100 unless given); `claimedBy` makes a
 * member its winner at `claimedAt`.
 */
export async function createChallenge(
  db: Db,
  {
    claimedBy,
    claimedAt,
    ...fields
  }: Partial<Insertable<ChallengesTable>> & { claimedBy?: number; claimedAt?: string } = {},
): Promise<{ id: number; slot_name: string; prize: number; multiplier: number }> {
  const now = Date.now();
  return db
    .insertInto('challenges')
    .values({
      slot_name: 'Thunder Llama',
      slot_image: null,
      slot_provider: null,
      multiplier: 500_00,
      min_bet: 40,
      prize: 100_00,
      start_date: new Date(now - 86_400_000).toISOString(),
      end_date: new Date(now + 6 * 86_400_000).toISOString(),
      is_active: 1,
      claimed_by_user_id: claimedBy ?? null,
      claimed_at: claimedBy != null ? (claimedAt ?? new Date(now).toISOString()) : null,
      created_at: new Date(now - 2 * 86_400_000).toISOString(),
      ...fields,
    })
    .returning(['id', 'slot_name', 'prize', 'multiplier'])
    .executeTakeFirstOrThrow();
}

/** A member's pending claim of a challenge (no evidence images); answers its id. */
export async function createChallengeClaim(
  db: Db,
  v: { challengeId: number; userId: number; at?: string },
): Promise<number> {
  const row = await db
    .insertInto('challenge_claims')
    .values({
      challenge_id: v.challengeId,
      user_id: v.userId,
      description: 'Hit it',
      evidence_images: '[]',
      status: 'pending',
      created_at: v.at ?? new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
