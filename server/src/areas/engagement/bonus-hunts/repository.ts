import type { Db } from '../../../core/db';
import type { BonusHuntGameRow, BonusHuntRow } from './tables';

export async function findLatestHunt(db: Db): Promise<BonusHuntRow | undefined> {
  return db
    .selectFrom('bonus_hunts')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function findHuntById(db: Db, id: number): Promise<BonusHuntRow | undefined> {
  return db.selectFrom('bonus_hunts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listHuntGames(db: Db, huntId: number): Promise<BonusHuntGameRow[]> {
  return db
    .selectFrom('bonus_hunt_games')
    .selectAll()
    .where('hunt_id', '=', huntId)
    .orderBy('position')
    .execute();
}

/** Live hunts, newest first. */
export async function listLiveHunts(db: Db) {
  return db
    .selectFrom('bonus_hunts')
    .select(['id', 'name', 'created_at'])
    .where('is_active', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * The hunt the public page shows: `wanted` when it exists (a page watching a hunt keeps it
 * through its completion), else the newest live hunt, else the newest hunt (completed).
 */
export async function findShownHunt(
  db: Db,
  wanted: number | undefined,
): Promise<BonusHuntRow | undefined> {
  return db
    .selectFrom('bonus_hunts')
    .selectAll()
    .orderBy((eb) =>
      eb
        .case()
        .when('id', '=', wanted ?? 0)
        .then(0)
        .when('is_active', '=', 1)
        .then(1)
        .else(2)
        .end(),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Completed hunts, newest first, with their slot count. */
export async function listCompletedHunts(db: Db, limit: number, offset: number) {
  return db
    .selectFrom('bonus_hunts as h')
    .select((eb) => [
      'h.id',
      'h.name',
      'h.created_at',
      'h.start_balance',
      'h.end_balance',
      eb
        .selectFrom('bonus_hunt_games as g')
        .whereRef('g.hunt_id', '=', 'h.id')
        .select((e) => e.fn.countAll<number>().as('c'))
        .as('slot_count'),
    ])
    .where('h.is_active', '=', 0)
    .orderBy('h.created_at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countCompletedHunts(db: Db): Promise<number> {
  const r = await db
    .selectFrom('bonus_hunts')
    .select((eb) => eb.fn.countAll<number>().as('c'))
    .where('is_active', '=', 0)
    .executeTakeFirst();
  return Number(r?.c ?? 0);
}

export async function countPredictions(db: Db, huntId: number): Promise<number> {
  const r = await db
    .selectFrom('bonus_hunt_predictions')
    .where('hunt_id', '=', huntId)
    .select((eb) => eb.fn.countAll<number>().as('c'))
    .executeTakeFirst();
  return Number(r?.c ?? 0);
}

export async function listPredictions(db: Db, huntId: number) {
  return db
    .selectFrom('bonus_hunt_predictions')
    .selectAll()
    .where('hunt_id', '=', huntId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findPrediction(db: Db, huntId: number, userId: number) {
  return db
    .selectFrom('bonus_hunt_predictions')
    .selectAll()
    .where('hunt_id', '=', huntId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Inserts or replaces the member's prediction (unique hunt + user). */
export async function upsertPrediction(
  db: Db,
  v: {
    hunt_id: number;
    user_id: number;
    end_balance: number;
    highest_multiplier: number;
    highest_multiplier_game: string;
  },
  nowIso: string,
) {
  return db
    .insertInto('bonus_hunt_predictions')
    .values({ ...v, created_at: nowIso, updated_at: nowIso })
    .onConflict((oc) =>
      oc.columns(['hunt_id', 'user_id']).doUpdateSet({
        end_balance: v.end_balance,
        highest_multiplier: v.highest_multiplier,
        highest_multiplier_game: v.highest_multiplier_game,
        updated_at: nowIso,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The member's newest `limit` predictions, with the hunt's name. */
export async function listPredictionsByUser(db: Db, userId: number, limit: number) {
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
