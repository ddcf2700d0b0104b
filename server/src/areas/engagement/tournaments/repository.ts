import type { Db } from '../../../core/db';

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

/** A tournament and its matches in bracket order (round, then match number); undefined if none. */
export async function findTournamentWithMatches(db: Db, id: number) {
  const t = await db.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!t) return undefined;
  const matches = await db
    .selectFrom('tournament_matches')
    .selectAll()
    .where('tournament_id', '=', id)
    .orderBy('round')
    .orderBy('match_number')
    .execute();
  return { t, matches };
}
