import type { Db } from '../../../core/db';

/** Giveaways the member won, newest first. */
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

/** Cash paid to giveaway winners (cents): prize_value per winner of drawn cash giveaways. */
export async function sumGiveawayCashPaid(db: Db): Promise<number> {
  const r = await db
    .selectFrom('giveaway_winners as w')
    .innerJoin('giveaways as g', 'g.id', 'w.giveaway_id')
    .where('g.prize_type', '=', 'cash')
    .where('g.drawn_at', 'is not', null)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('g.prize_value'), eb.lit(0)).as('total'))
    .executeTakeFirst();
  return Number(r?.total ?? 0);
}

/** Giveaways with their entry and participant counts. */
export async function listGiveawayRows(
  db: Db,
  id?: number,
  page?: { limit: number; offset: number },
) {
  let q = db
    .selectFrom('giveaways as g')
    .selectAll('g')
    .select((eb) => [
      eb
        .selectFrom('giveaway_entries as e')
        .whereRef('e.giveaway_id', '=', 'g.id')
        .select((e) => e.fn.sum<number>('e.entries').as('n'))
        .as('entries_count'),
      eb
        .selectFrom('giveaway_entries as e')
        .whereRef('e.giveaway_id', '=', 'g.id')
        .select((e) => e.fn.count<number>('e.user_id').distinct().as('n'))
        .as('participants_count'),
    ]);
  if (id != null) q = q.where('g.id', '=', id);
  if (page) q = q.limit(page.limit).offset(page.offset);
  return q.orderBy('g.end_datetime', 'desc').orderBy('g.id', 'desc').execute();
}

export async function countGiveaways(db: Db): Promise<number> {
  const row = await db
    .selectFrom('giveaways')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
export type GiveawayListRow = Awaited<ReturnType<typeof listGiveawayRows>>[number];

export async function findGiveaway(db: Db, id: number) {
  return db.selectFrom('giveaways').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Current winners of the giveaways, by position. */
export async function listWinners(db: Db, giveawayIds: number[]) {
  if (giveawayIds.length === 0) return [];
  return db
    .selectFrom('giveaway_winners')
    .selectAll()
    .where('giveaway_id', 'in', giveawayIds)
    .orderBy('giveaway_id')
    .orderBy('position')
    .execute();
}

export async function listDisqualifications(db: Db, giveawayId: number) {
  return db
    .selectFrom('giveaway_disqualifications')
    .selectAll()
    .where('giveaway_id', '=', giveawayId)
    .orderBy('id')
    .execute();
}

/** Every entry row of a giveaway in id order (the order of the frozen list). */
export async function listEntries(db: Db, giveawayId: number) {
  return db
    .selectFrom('giveaway_entries')
    .selectAll()
    .where('giveaway_id', '=', giveawayId)
    .orderBy('id')
    .execute();
}

export async function listUserEntries(db: Db, giveawayId: number, userId: number) {
  return db
    .selectFrom('giveaway_entries')
    .selectAll()
    .where('giveaway_id', '=', giveawayId)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/**
 * The counted rows of a giveaway after `afterId`, in id order, at most `limit` (the frozen list
 * read a page at a time).
 */
export async function listCountedEntries(db: Db, giveawayId: number, afterId = 0, limit?: number) {
  let q = db
    .selectFrom('giveaway_entries')
    .select(['id', 'user_id', 'entries'])
    .where('giveaway_id', '=', giveawayId)
    .where('id', '>', afterId)
    .orderBy('id');
  if (limit != null) q = q.limit(limit);
  const rows = await q.execute();
  return rows.map((r) => ({
    entry_id: Number(r.id),
    user_id: Number(r.user_id),
    entries: Number(r.entries),
  }));
}

export async function countPointsEntries(db: Db, giveawayId: number, userId: number) {
  const r = await db
    .selectFrom('giveaway_entries')
    .where('giveaway_id', '=', giveawayId)
    .where('user_id', '=', userId)
    .where('entry_type', '=', 'points')
    .select((eb) => eb.fn.sum<number>('entries').as('n'))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** Ids of giveaways whose end has passed and that are not drawn yet. */
export async function listDueGiveawayIds(db: Db, nowIso: string): Promise<number[]> {
  const rows = await db
    .selectFrom('giveaways')
    .select('id')
    .where('drawn_at', 'is', null)
    .where('end_datetime', '<=', nowIso)
    .orderBy('end_datetime')
    .execute();
  return rows.map((r) => Number(r.id));
}
