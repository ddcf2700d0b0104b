import { sql } from 'kysely';
import type { Db } from '../../../core/db';

/** The member whose linked Kick account this is, unless banned. */
export async function findMemberByKickId(db: Db, kickUserId: string) {
  return db
    .selectFrom('users')
    .select('id')
    .where('kick_user_id', '=', kickUserId)
    .where('banned_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Records the member's message digest unless it equals the last one recorded: one statement, so
 * a repeat is refused however many deliveries race. Answers whether the message is new.
 */
export async function recordMessage(
  db: Db,
  userId: number,
  digest: string,
  atIso: string,
): Promise<boolean> {
  const row = await db
    .insertInto('chat_point_last_messages')
    .values({ user_id: userId, text_digest: digest, at: atIso })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ text_digest: digest, at: atIso })
        .where('chat_point_last_messages.text_digest', '<>', digest),
    )
    .returning('user_id')
    .executeTakeFirst();
  return !!row;
}

/**
 * Inserts the interval's award when the member has none for it (the unique key) and the day's
 * awards leave room under the cap (0: none). Answers the award's id, or null.
 */
export async function insertAward(
  db: Db,
  award: { userId: number; intervalStart: string; day: string; points: number; atIso: string },
  dailyCap: number,
): Promise<number | null> {
  const { userId, intervalStart, day, points, atIso } = award;
  const earnedToday = db
    .selectFrom('chat_point_awards')
    .select(sql<number>`coalesce(sum(points), 0)`.as('total'))
    .where('user_id', '=', userId)
    .where('day', '=', day);
  const row = await db
    .insertInto('chat_point_awards')
    .columns(['user_id', 'interval_start', 'day', 'points', 'created_at'])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(userId).as('user_id'),
          eb.val(intervalStart).as('interval_start'),
          eb.val(day).as('day'),
          eb.val(points).as('points'),
          eb.val(atIso).as('created_at'),
        ])
        .where(() =>
          dailyCap > 0
            ? sql<boolean>`(${earnedToday}) + ${points} <= ${dailyCap}`
            : sql<boolean>`1 = 1`,
        ),
    )
    .onConflict((oc) => oc.columns(['user_id', 'interval_start']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** The member's newest awards, for the recent activity. */
export async function listAwards(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('chat_point_awards')
    .select(['id', 'points', 'interval_start', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Members with the most chat points since `sinceIso`, banned members left out. */
export async function listWeekLeaders(db: Db, sinceIso: string, limit: number) {
  return db
    .selectFrom('chat_point_awards as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['u.id', 'u.username', 'u.avatar', 'u.discord_id'])
    .select((eb) => [
      eb.fn.sum<number>('a.points').as('points'),
      eb.fn.countAll<number>().as('intervals'),
      eb.fn.max('a.created_at').as('last_at'),
    ])
    .where('a.interval_start', '>=', sinceIso)
    .where('u.banned_at', 'is', null)
    .groupBy(['u.id', 'u.username', 'u.avatar', 'u.discord_id'])
    .orderBy('points', 'desc')
    .orderBy('last_at', 'asc')
    .orderBy('u.id', 'asc')
    .limit(limit)
    .execute();
}
