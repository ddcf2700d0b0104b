import type { Db } from '../db';

/** A daily claim row as the claim makes it (without its points: give the member those directly). */
export async function createDailyClaim(
  db: Db,
  v: { userId: number; claimedAt: string; day?: string; points?: number; xp?: number },
): Promise<number> {
  const r = await db
    .insertInto('daily_claims')
    .values({
      user_id: v.userId,
      day: v.day ?? v.claimedAt.slice(0, 10),
      points: v.points ?? 100,
      xp: v.xp ?? 50,
      claimed_at: v.claimedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}
