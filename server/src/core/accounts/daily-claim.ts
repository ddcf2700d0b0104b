import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { ClaimDailyResponse } from '@lobby/shared-api/contract';
import { calendarDay, isValidTimeZone, nextMidnight } from '@lobby/shared-api/contract';
import type { ActivitySource } from '../activity/sources';
import { withTransaction } from '../db';
import type { Database } from '../db';
import { HttpError } from '../http/errors';
import { changePoints } from '../ledger/points';
import { notify } from '../notifications/service';
import { listDailyClaims } from './repository';

export const ALREADY_CLAIMED = 'You have already claimed your daily reward today.';

export interface DailyClaimRules {
  points: number;
  xp: number;
}

/**
 * The daily claim, in one transaction: a row in daily_claims (unique per member and calendar
 * day in the member's time zone — a second claim that day hits the constraint and changes
 * nothing), the XP and last_daily_claim(_day) (only forward: a day before the last claimed one
 * is refused too), the points with their ledger row, and a notification.
 */
export async function claimDaily(
  db: Kysely<Database>,
  userId: number,
  rules: DailyClaimRules,
  now: Date,
): Promise<ClaimDailyResponse> {
  return withTransaction(db, async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'time_zone'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw new HttpError(401, 'Authentication required');
    const zone = isValidTimeZone(user.time_zone) ? user.time_zone : 'UTC';
    const day = calendarDay(now, zone);
    const nowIso = now.toISOString();
    const claim = await trx
      .insertInto('daily_claims')
      .values({ user_id: userId, day, points: rules.points, xp: rules.xp, claimed_at: nowIso })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claim) throw new HttpError(409, ALREADY_CLAIMED);

    // Days only move forward: changing the time zone back cannot reopen a day already claimed.
    const advanced = await trx
      .updateTable('users')
      .set({
        xp: sql<number>`xp + ${rules.xp}`,
        last_daily_claim: nowIso,
        last_daily_claim_day: day,
      })
      .where('id', '=', userId)
      .where((eb) =>
        eb.or([eb('last_daily_claim_day', 'is', null), eb('last_daily_claim_day', '<', day)]),
      )
      .executeTakeFirst();
    if (Number(advanced.numUpdatedRows) === 0) throw new HttpError(409, ALREADY_CLAIMED);
    const points = await changePoints(trx, {
      userId,
      delta: rules.points,
      reason: 'daily_claim',
      refType: 'daily_claim',
      refId: Number(claim.id),
      at: now,
    });
    await notify(
      trx,
      userId,
      {
        type: 'daily_reward',
        title: 'Daily reward claimed',
        message: `+${rules.points} points added to your balance`,
        url: null,
      },
      now,
    );
    return {
      success: true,
      points_awarded: rules.points,
      xp_awarded: rules.xp,
      points,
      last_daily_claim: nowIso,
      last_daily_claim_day: day,
      next_claim_at: nextMidnight(now, zone).toISOString(),
    };
  });
}

/** Stores the member's browser time zone (already validated by timeZoneSchema). */
export async function setTimeZone(
  db: Kysely<Database>,
  userId: number,
  timeZone: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ time_zone: timeZone, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** Daily claims in the member's recent activity. */
export const dailyClaimActivity: ActivitySource = async (db, userId, limit) =>
  (await listDailyClaims(db, userId, limit)).map((d) => ({
    id: `daily-claim-${d.id}`,
    type: 'other',
    title: 'Claimed daily points',
    description: null,
    points: Number(d.points),
    xp: Number(d.xp),
    amountCents: null,
    occurred_at: d.claimed_at,
  }));
