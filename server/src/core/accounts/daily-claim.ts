import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { ClaimDailyResponse } from '@lobby/shared-api/contract';
import { calendarDay, isValidTimeZone, nextMidnight } from '@lobby/shared-api/contract';
import type { ActivitySource } from '../activity/sources';
import { withTransaction } from '../db';
import type { Database } from '../db';
import { emit } from '../events';
import { HttpError } from '../http/errors';
import { changePoints } from '../ledger/points';
import { signalMember } from '../live/member-signals';
import { notify } from '../notifications/service';
import { listDailyClaims } from './repository';

/** How far back a claim streak is counted (days). */
const STREAK_HORIZON = 30;

/** The calendar day `n` days before `day` ('YYYY-MM-DD'). */
function previousDay(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

export const ALREADY_CLAIMED = 'You have already claimed your daily reward today.';

export interface DailyClaimRules {
  points: number;
  xp: number;
}

/**
 * The daily claim, in one transaction: a row in daily_claims (unique per member and calendar
 * day in the member's time zone — a second claim that day hits the constraint and changes
 * nothing), the XP and last_daily_claim(_day) (only forward: a day before the last claimed one
 * is refused too, and so is a day on which the last claim's moment already falls in the current
 * zone — changing the zone between claims never gives two on one day), the points with their ledger row, and a notification.
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
      .select(['id', 'time_zone', 'last_daily_claim'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw new HttpError(401, 'Authentication required');
    const zone = isValidTimeZone(user.time_zone) ? user.time_zone : 'UTC';
    const day = calendarDay(now, zone);
    const nowIso = now.toISOString();
    // The last claim seen in today's zone: a zone changed since then cannot make its day "earlier"
    // than today (a claim at 12:00 UTC is the 21st in UTC-12 and the 22nd in UTC+14).
    if (user.last_daily_claim && calendarDay(new Date(user.last_daily_claim), zone) >= day)
      throw new HttpError(409, ALREADY_CLAIMED);
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
      // Compare-and-swap on the claim read above: two claims racing under different zones
      // (PostgreSQL READ COMMITTED) cannot both pass.
      .where((eb) =>
        user.last_daily_claim == null
          ? eb('last_daily_claim', 'is', null)
          : eb('last_daily_claim', '=', user.last_daily_claim),
      )
      .executeTakeFirst();
    if (Number(advanced.numUpdatedRows) === 0) throw new HttpError(409, ALREADY_CLAIMED);
    signalMember(trx, userId, 'xp');
    await changePoints(trx, {
      userId,
      delta: rules.points,
      reason: 'daily_claim',
      refType: 'daily_claim',
      refId: Number(claim.id),
      at: now,
    });
    // The run of consecutive claimed days ending today (days are the member's calendar days).
    const recent = await trx
      .selectFrom('daily_claims')
      .select('day')
      .where('user_id', '=', userId)
      .where('day', '<=', day)
      .orderBy('day', 'desc')
      .limit(STREAK_HORIZON)
      .execute();
    let streak = 0;
    for (const r of recent) {
      if (r.day !== previousDay(day, streak)) break;
      streak += 1;
    }
    await emit('daily-claim', { db: trx, userId, streak, at: now });
    // What the events paid on top (an achievement's points) is part of the balance answered.
    const points = Number(
      (
        await trx
          .selectFrom('users')
          .select('points')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
      ).points,
    );
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
