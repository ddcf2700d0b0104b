// Giveaway draws: commit at creation, freeze + draw + reveal at the end (lobby-draw-v1, see
// contracts/engagement/src/draw.ts and the README's "Verifiable draws").
import { createHash } from 'node:crypto';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { CountedEntry, DrawPick } from '@lobby/contract-engagement';
import {
  countedDrawList,
  countedListChunks,
  GIVEAWAY_LIST_HEADER,
} from '@lobby/contract-engagement';
import type { Database, Db } from '../../../core/db';
import { emit } from '../../../core/events';
import { notFound, unprocessable } from '../../../core/http/errors';
import { findUsersByIds } from '../../../core/users/repository';
import { drawOnce, redrawOf } from '../draws/draw';
import type { DrawTables, PlaceWinner } from '../draws/draw';
import type { DrawSubject } from '../draws/flow';
import { awardPrize } from '../shared/prizes';
import {
  findGiveaway,
  listCountedEntries,
  listDisqualifications,
  listDueGiveawayIds,
} from './repository';
import type { GiveawayRow } from './tables';

/**
 * The frozen list of a giveaway: its counted rows in id order, the draw list over their expanded
 * lines and the sha256 of the published text, hashed piece by piece (never built whole).
 */
export async function frozenGiveawayList(db: Db, giveawayId: number) {
  const rows = await listCountedEntries(db, giveawayId);
  const hash = createHash('sha256').update(GIVEAWAY_LIST_HEADER);
  let pieces = 0;
  for (const chunk of countedListChunks(rows)) {
    hash.update(chunk);
    // Millions of lines hash in a while: let other requests run between pieces.
    if (++pieces % 16 === 0) await yieldToLoop();
  }
  return { rows, list: countedDrawList(rows), hash: hash.digest('hex') };
}

/** The published text of a giveaway's frozen list, in pieces, reading its rows a page at a time. */
export async function* giveawayListStream(
  db: Db,
  giveawayId: number,
  pageSize = 1000,
): AsyncGenerator<string> {
  yield GIVEAWAY_LIST_HEADER;
  let after = 0;
  for (;;) {
    const rows: CountedEntry[] = await listCountedEntries(db, giveawayId, after, pageSize);
    yield* countedListChunks(rows);
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1]!.entry_id;
  }
}

export interface DrawResult {
  giveawayId: number;
  winners: { position: number; userId: number; entryId: number }[];
}

export async function award(trx: Db, g: GiveawayRow, userId: number, at: Date) {
  await awardPrize(trx, {
    userId,
    prizeType: g.prize_type,
    value: Number(g.prize_value),
    description: g.prize_description,
    what: g.title,
    url: `/raffles/${g.id}`,
    refType: 'giveaway',
    refId: g.id,
    at,
  });
}

/** A giveaway's winner of a place: the place is its position. */
type GiveawayWinner = PlaceWinner & { rowId: number };
type Seat = DrawResult['winners'][number];

/** Giveaways under the draw core's drawOnce and redrawOf. */
const giveawayTables: DrawTables<
  GiveawayRow,
  GiveawayWinner,
  Seat,
  { position: number; userId: number | null }
> = {
  kind: 'giveaway',
  table: 'giveaways',
  noun: 'giveaway',
  notFound: 'Raffle not found',
  line: 'entry',
  openFlag: 'is_accepting_entries',
  async frozen(trx, g, now) {
    const list = await frozenGiveawayList(trx, g.id);
    return {
      hash: list.hash,
      list: list.list,
      places: g.number_of_winners,
      async seat(position, pick) {
        await seatGiveawayWinner(trx, g, list.list, position, pick, now);
        return { position, userId: pick.user_id, entryId: list.list.row(pick.index).entry_id };
      },
    };
  },
  async announce(trx, g, winners, now) {
    const names = new Map(
      (
        await findUsersByIds(
          trx,
          winners.map((w) => w.userId),
        )
      ).map((u) => [u.id, u.username]),
    );
    await emit('giveaway-drawn', {
      db: trx,
      giveawayId: g.id,
      title: g.title,
      winners: winners.map((w) => names.get(w.userId) ?? 'a member'),
      at: now,
    });
  },
  async winnerOf(trx, g, position) {
    const current = await trx
      .selectFrom('giveaway_winners')
      .selectAll()
      .where('giveaway_id', '=', g.id)
      .where('position', '=', position)
      .executeTakeFirst();
    if (!current) throw unprocessable(`Place ${position} has no winner to disqualify.`);
    return {
      place: position,
      position,
      userId: current.user_id,
      ref: { position },
      rowId: current.id,
    };
  },
  async disqualify(trx, g, w, reason, actorId, nowIso) {
    await trx
      .insertInto('giveaway_disqualifications')
      .values({
        giveaway_id: g.id,
        position: w.position,
        user_id: w.userId,
        reason,
        actor_id: actorId,
        created_at: nowIso,
      })
      .execute();
    await trx.deleteFrom('giveaway_winners').where('id', '=', w.rowId).execute();
  },
  disqualifiedPlaces: (trx, g) => listDisqualifications(trx, g.id),
  redrawn: (w, pick) => ({ position: w.position, userId: pick?.user_id ?? null }),
};

/** Draws a giveaway once (the draw core's drawOnce); null when it was drawn already. */
export async function drawGiveaway(
  db: Kysely<Database>,
  giveawayId: number,
  now: Date,
  actorId: number | null = null,
  /** lobby-draw-v2: the key to pick with and the list hash it was made from (draws/service.ts). */
  v2?: { key: string; listHash: string },
): Promise<DrawResult | null> {
  const winners = await drawOnce(db, giveawayTables, giveawayId, now, actorId, v2);
  return winners && { giveawayId, winners };
}

/** Disqualifies the winner at `position` and draws that place again (the draw core's redraw). */
export const redrawGiveaway = redrawOf(giveawayTables);

/** The job's work: draws every giveaway whose end has passed. Answers a one-line summary. */
export async function drawDueGiveaways(db: Kysely<Database>, now: Date): Promise<string> {
  let drawn = 0;
  for (const id of await listDueGiveawayIds(db, now.toISOString())) {
    if (await drawGiveaway(db, id, now)) drawn += 1;
  }
  return `drew ${drawn} giveaway${drawn === 1 ? '' : 's'}`;
}

/** Seats and pays a redrawn winner of place `position` (lobby-draw-v2 redraws). */
async function seatWinner(trx: Db, id: number, position: number, pick: DrawPick, now: Date) {
  const g = (await findGiveaway(trx, id))!;
  await (await giveawayTables.frozen(trx, g, now)).seat(position, pick);
}

/** Seats the member `pick` drew (with the entry it fell on) at `position` and pays them. */
async function seatGiveawayWinner(
  trx: Db,
  g: GiveawayRow,
  list: ReturnType<typeof countedDrawList>,
  position: number,
  pick: DrawPick,
  now: Date,
) {
  await trx
    .insertInto('giveaway_winners')
    .values({
      giveaway_id: g.id,
      user_id: pick.user_id,
      entry_id: list.row(pick.index).entry_id,
      position,
      created_at: now.toISOString(),
    })
    .execute();
  await award(trx, g, pick.user_id, now);
}

/** Giveaways on the draw flow (draws/flow.ts): every closed giveaway draws by itself. */
export const giveawayDraws: DrawSubject = {
  kind: 'giveaway',
  noun: 'giveaway',
  listClosed: async (db, nowIso) =>
    (await listDueGiveawayIds(db, nowIso)).map((id) => ({ id, auto: true })),
  async find(db, id) {
    const g = await findGiveaway(db, id);
    return g && { seed: g.draw_seed, drawnAt: g.drawn_at, closesAt: g.end_datetime };
  },
  async frozenList(db, id) {
    const [list, g] = await Promise.all([frozenGiveawayList(db, id), findGiveaway(db, id)]);
    return { hash: list.hash, list: list.list, places: g!.number_of_winners };
  },
  async closeNow(db, id, nowIso) {
    await db
      .updateTable('giveaways')
      .set({ end_datetime: nowIso })
      .where('id', '=', id)
      .where('drawn_at', 'is', null)
      .execute();
  },
  draw: async (db, id, now, actorId, v2) => {
    const r = await drawGiveaway(db, id, now, actorId, v2);
    return r && { winners: r.winners.length };
  },
  disqualify: redrawGiveaway,
  async hasEntered(db, id, userId) {
    const row = await db
      .selectFrom('giveaway_entries')
      .select('id')
      .where('giveaway_id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row != null;
  },
  listDisqualifications,
  placeOf: async (_db, _id, position) => position,
  seat: seatWinner,
};

/** The published frozen list of a drawn giveaway, as a stream of text (404 before the draw). */
export async function getDrawList(db: Db, giveawayId: number): Promise<AsyncGenerator<string>> {
  const g = await db
    .selectFrom('giveaways')
    .select(['id', 'drawn_at'])
    .where('id', '=', giveawayId)
    .executeTakeFirst();
  if (!g) throw notFound('Raffle not found');
  if (g.drawn_at == null) throw notFound('The entry list is published at the draw.');
  return giveawayListStream(db, giveawayId);
}
