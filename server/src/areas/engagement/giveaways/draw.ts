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
  replayDraw,
} from '@lobby/contract-engagement';
import { audit } from '../../../core/audit/audit';
import { withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import { emit } from '../../../core/events';
import { HttpError, notFound, unprocessable } from '../../../core/http/errors';
import { findUsersByIds } from '../../../core/users/repository';
import { newDrawSeed } from '../draws/commitment';
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

/**
 * Draws a giveaway once: a conditional update claims it (drawn_at still null), so two servers,
 * the job and a staff click racing each other draw it exactly once; the loser answers null.
 * Freezes the entry list, publishes its hash, picks the winners, pays and tells them, reveals the
 * seed (public once drawn_at is set). `actorId` is the staff member for a manual draw.
 */
export async function drawGiveaway(
  db: Kysely<Database>,
  giveawayId: number,
  now: Date,
  actorId: number | null = null,
  /** lobby-draw-v2: the key to pick with and the list hash it was made from (draws/service.ts). */
  v2?: { key: string; listHash: string },
): Promise<DrawResult | null> {
  const nowIso = now.toISOString();
  return withTransaction(db, async (trx) => {
    const claimed = await trx
      .updateTable('giveaways')
      .set({ drawn_at: nowIso, is_accepting_entries: 0 })
      .where('id', '=', giveawayId)
      .where('drawn_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return null;
    let g: GiveawayRow = claimed;
    if (!g.draw_seed) {
      // Made before commitments existed: commit now (the list is frozen at the same instant).
      const fresh = newDrawSeed();
      g = { ...g, draw_seed: fresh.seed, commitment: fresh.commitment };
    }
    const list = await frozenGiveawayList(trx, giveawayId);
    if (v2 && v2.listHash !== list.hash)
      throw new HttpError(409, 'The entry list changed since it was frozen; it cannot be drawn.');
    const { winners } = await replayDraw(v2?.key ?? g.draw_seed!, list.list, g.number_of_winners);
    await trx
      .updateTable('giveaways')
      .set({ draw_seed: g.draw_seed, commitment: g.commitment, list_hash: list.hash })
      .where('id', '=', giveawayId)
      .execute();
    const result: DrawResult = { giveawayId, winners: [] };
    for (const [i, pick] of winners.entries()) {
      if (!pick) continue;
      await seatGiveawayWinner(trx, g, list.list, i + 1, pick, now);
      const entryId = list.list.row(pick.index).entry_id;
      result.winners.push({ position: i + 1, userId: pick.user_id, entryId });
    }
    const names = new Map(
      (
        await findUsersByIds(
          trx,
          result.winners.map((w) => w.userId),
        )
      ).map((u) => [u.id, u.username]),
    );
    await emit('giveaway-drawn', {
      db: trx,
      giveawayId,
      title: g.title,
      winners: result.winners.map((w) => names.get(w.userId) ?? 'a member'),
      at: now,
    });
    if (actorId != null)
      await audit(trx, {
        actorId,
        area: 'engagement',
        action: 'giveaway.draw',
        entity: 'giveaway',
        entityId: giveawayId,
        after: { list_hash: list.hash, winners: result.winners },
        at: now,
      });
    return result;
  });
}

/**
 * Disqualifies the winner at `position` and draws that place again from the same seed and frozen
 * list (the next k of the sequence, skipping every member who won or was disqualified). The
 * disqualification stays on record and public, so the first draw stays visible.
 */
export async function redrawGiveaway(
  db: Kysely<Database>,
  giveawayId: number,
  position: number,
  reason: string,
  actorId: number,
  now: Date,
  /** lobby-draw-v2: the place is drawn later, from a round fixed now (draws/flow.ts). */
  pickLater = false,
): Promise<{ position: number; userId: number | null }> {
  const nowIso = now.toISOString();
  return withTransaction(db, async (trx) => {
    // Touching the row first serializes redraws of one giveaway on PostgreSQL.
    const touched = await trx
      .updateTable('giveaways')
      .set((eb) => ({ drawn_at: eb.ref('drawn_at') }))
      .where('id', '=', giveawayId)
      .returningAll()
      .executeTakeFirst();
    if (!touched) throw notFound('Raffle not found');
    const g = touched;
    if (g.drawn_at == null || !g.draw_seed) throw unprocessable('This giveaway is not drawn yet.');
    const current = await trx
      .selectFrom('giveaway_winners')
      .selectAll()
      .where('giveaway_id', '=', giveawayId)
      .where('position', '=', position)
      .executeTakeFirst();
    if (!current) throw unprocessable(`Place ${position} has no winner to disqualify.`);
    const list = await frozenGiveawayList(trx, giveawayId);
    if (g.list_hash && list.hash !== g.list_hash)
      throw new HttpError(409, 'The entry list changed since the draw; it cannot be redrawn.');
    await trx
      .insertInto('giveaway_disqualifications')
      .values({
        giveaway_id: giveawayId,
        position,
        user_id: current.user_id,
        reason,
        actor_id: actorId,
        created_at: nowIso,
      })
      .execute();
    await trx.deleteFrom('giveaway_winners').where('id', '=', current.id).execute();
    if (pickLater) return { position, userId: null };
    const dqs = await listDisqualifications(trx, giveawayId);
    const { winners } = await replayDraw(
      g.draw_seed,
      list.list,
      g.number_of_winners,
      dqs.map((d) => ({ position: d.position })),
    );
    const pick = winners[position - 1] ?? null;
    if (pick) await seatGiveawayWinner(trx, g, list.list, position, pick, now);
    await audit(trx, {
      actorId,
      area: 'engagement',
      action: 'giveaway.redraw',
      entity: 'giveaway',
      entityId: giveawayId,
      before: { position, user_id: current.user_id },
      after: { position, user_id: pick?.user_id ?? null, reason },
      at: now,
    });
    return { position, userId: pick?.user_id ?? null };
  });
}

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
  const list = await frozenGiveawayList(trx, id);
  await seatGiveawayWinner(trx, (await findGiveaway(trx, id))!, list.list, position, pick, now);
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
