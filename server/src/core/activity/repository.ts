import type { Selectable } from 'kysely';
import type { Db } from '../db';
import type { ActivitiesTable } from '../db/tables';

// A member's recent activity comes from the activities table (events written as they happen)
// and from the records of what the member did elsewhere. Each query returns the newest `limit`.

export type ActivityRow = Selectable<ActivitiesTable>;

export async function listActivities(
  db: Db,
  userId: number,
  limit: number,
): Promise<ActivityRow[]> {
  return db
    .selectFrom('activities')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function listAchievementUnlocks(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('user_achievements as ua')
    .innerJoin('achievements as a', 'a.id', 'ua.achievement_id')
    .select(['ua.id', 'a.title', 'a.description', 'a.points', 'a.xp_reward', 'ua.unlocked_at'])
    .where('ua.user_id', '=', userId)
    .orderBy('ua.unlocked_at', 'desc')
    .orderBy('ua.id', 'desc')
    .limit(limit)
    .execute();
}

export async function listStoreRedemptions(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('store_redemptions as r')
    .innerJoin('store_items as i', 'i.id', 'r.item_id')
    .select(['r.id', 'r.cost', 'r.created_at', 'i.name', 'i.description'])
    .where('r.user_id', '=', userId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

export async function listHuntPredictions(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('bonus_hunt_predictions as p')
    .innerJoin('bonus_hunts as h', 'h.id', 'p.hunt_id')
    .select(['p.id', 'p.created_at', 'h.name'])
    .where('p.user_id', '=', userId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}

/** One row per tournament the member predicted: how many matches, and when they last picked. */
export async function listTournamentPredictions(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('tournament_predictions as p')
    .innerJoin('tournaments as t', 't.id', 'p.tournament_id')
    .select((eb) => [
      't.id',
      't.name',
      eb.fn.countAll<number | string>().as('picks'),
      eb.fn.max('p.updated_at').as('last_at'),
    ])
    .where('p.user_id', '=', userId)
    .groupBy(['t.id', 't.name'])
    .orderBy('last_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
}

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

export async function listGiveawayWins(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('giveaway_winners as w')
    .innerJoin('giveaways as g', 'g.id', 'w.giveaway_id')
    .select([
      'w.id',
      'w.created_at',
      'g.title',
      'g.prize_type',
      'g.prize_value',
      'g.prize_description',
    ])
    .where('w.user_id', '=', userId)
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(limit)
    .execute();
}

/** Wager-raffle prizes the member won (drawn raffles only: the draw time is the event time). */
export async function listWagerRaffleWins(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('wager_raffle_prizes as p')
    .innerJoin('wager_raffles as r', 'r.id', 'p.raffle_id')
    .select([
      'p.id',
      'p.position',
      'p.prize_type',
      'p.prize_value',
      'p.description',
      'r.name',
      'r.drawn_at',
    ])
    .where('p.winner_user_id', '=', userId)
    .where('r.drawn_at', 'is not', null)
    .orderBy('r.drawn_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}

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
