// Drawing once and redrawing a place (lobby-draw-v1, and the v1 half of v2 draws): one pattern
// for giveaways and wager raffles; what differs — their tables, how a winner is written and paid,
// who is told — is a DrawTables passed in by each feature's draw code.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { replayDraw } from '@lobby/contract-engagement';
import type { DrawList, DrawPick } from '@lobby/contract-engagement';
import { audit } from '../../../core/audit/audit';
import { withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import { HttpError, notFound, unprocessable } from '../../../core/http/errors';
import { newDrawSeed } from './commitment';
import type { DrawKind } from './tables';

/** The columns of a drawn row (a giveaway, a wager raffle) that the draw reads and writes. */
export interface DrawnRow {
  id: number;
  drawn_at: string | null;
  draw_seed: string | null;
  commitment: string | null;
  list_hash: string | null;
}

/** The winner of a place, as a redraw finds it. */
export interface PlaceWinner {
  /** The draw place (1-based): the index into the sequence of picks. */
  place: number;
  /** The place as the feature numbers it (a prize's position). */
  position: number;
  userId: number;
  /** How the audit record names the place (`{ position }`, `{ prize_id }`). */
  ref: Record<string, number>;
}

/** A row's frozen list, how many places a draw fills, and how a pick from it is seated. */
export interface FrozenDraw<Seat> {
  hash: string;
  list: DrawList;
  places: number;
  /** Seats the member `pick` drew at draw place `place` and pays them; answers what is reported. */
  seat(place: number, pick: DrawPick): Promise<Seat>;
}

/** One feature's tables and writes under drawOnce and redrawOf. */
export interface DrawTables<Row extends DrawnRow, Winner extends PlaceWinner, Seat, Redrawn> {
  kind: DrawKind;
  table: 'giveaways' | 'wager_raffles';
  /** How messages name one ('giveaway', 'raffle') and a missing one. */
  noun: string;
  notFound: string;
  /** What a line of the list is ('entry', 'ticket'). */
  line: string;
  /** The flag the claim clears with setting drawn_at: the entries (the raffle) close with it. */
  openFlag: 'is_accepting_entries' | 'is_active';
  /** Claimed only once frozen_at is set (the feature freezes its list apart from the draw). */
  frozenApart?: boolean;
  frozen(trx: Db, row: Row, now: Date): Promise<FrozenDraw<Seat>>;
  /** Announces the draw, once its winners are seated. */
  announce?(trx: Db, row: Row, seats: Seat[], now: Date): Promise<void>;
  /** The winner of a place as staff name it (throws when it has none). */
  winnerOf(trx: Db, row: Row, which: number): Promise<Winner>;
  /** Records the disqualification of `winner` and empties its place. */
  disqualify(
    trx: Db,
    row: Row,
    winner: Winner,
    reason: string,
    actorId: number,
    nowIso: string,
  ): Promise<void>;
  /** The draw places disqualified so far, oldest first. */
  disqualifiedPlaces(trx: Db, row: Row): Promise<{ position: number }[]>;
  /** What a redraw answers: the place and its new winner (`pick`, null when left empty). */
  redrawn(winner: Winner, pick: DrawPick | null): Redrawn;
}

/** Records what staff (or the job, `actorId` null) did to the draw of a giveaway or raffle. */
export function auditDraw(
  db: Db,
  kind: DrawKind,
  id: number,
  verb: string,
  actorId: number | null,
  at: Date,
  change: { before?: unknown; after: unknown },
): Promise<void> {
  return audit(db, {
    actorId,
    area: 'engagement',
    action: `${kind}.${verb}`,
    entity: kind,
    entityId: id,
    ...change,
    at,
  });
}

/**
 * Draws a row once: a conditional update claims it, so two servers, the job and a staff click
 * racing each other draw it exactly once; the loser answers null. Freezes the list, publishes its
 * hash, picks the winners, seats and pays them, tells them, reveals the seed (public once
 * drawn_at is set). `actorId` is the staff member for a manual draw; `v2` the key to pick with
 * and the list hash it was made from (draws/service.ts).
 */
export async function drawOnce<Row extends DrawnRow, Winner extends PlaceWinner, Seat, Redrawn>(
  db: Kysely<Database>,
  t: DrawTables<Row, Winner, Seat, Redrawn>,
  id: number,
  now: Date,
  actorId: number | null,
  v2?: { key: string; listHash: string },
): Promise<Seat[] | null> {
  return withTransaction(db, async (trx) => {
    // The conditional claim: of two draws racing, only one finds drawn_at still null.
    const claimed = (await trx
      .updateTable(t.table)
      .set({ drawn_at: now.toISOString(), [t.openFlag]: 0 })
      .where('id', '=', id)
      .where('drawn_at', 'is', null)
      .$if(t.frozenApart === true, (q) => q.where(sql.ref('frozen_at'), 'is not', null))
      .returningAll()
      .executeTakeFirst()) as Row | undefined;
    if (!claimed) return null;
    let row = claimed;
    if (!row.draw_seed) {
      // Made before commitments existed: commit now (the list is frozen at the same instant).
      const fresh = newDrawSeed();
      row = { ...row, draw_seed: fresh.seed, commitment: fresh.commitment };
    }
    const frozen = await t.frozen(trx, row, now);
    if (v2 && v2.listHash !== frozen.hash)
      throw new HttpError(
        409,
        `The ${t.line} list changed since it was frozen; it cannot be drawn.`,
      );
    const { winners } = await replayDraw(v2?.key ?? row.draw_seed!, frozen.list, frozen.places);
    await trx
      .updateTable(t.table)
      .set({ draw_seed: row.draw_seed, commitment: row.commitment, list_hash: frozen.hash })
      .where('id', '=', id)
      .execute();
    const seats: Seat[] = [];
    for (const [i, pick] of winners.entries()) if (pick) seats.push(await frozen.seat(i + 1, pick));
    await t.announce?.(trx, row, seats, now);
    if (actorId != null)
      await auditDraw(trx, t.kind, id, 'draw', actorId, now, {
        after: { list_hash: frozen.hash, winners: seats },
      });
    return seats;
  });
}

/**
 * A feature's redraw: disqualifies the winner of a place and draws that place again from the same
 * seed and frozen
 * list (the next k of the sequence, skipping every member who won or was disqualified). The
 * disqualification stays on record and public, so the first draw stays visible. `pickLater`
 * (lobby-draw-v2) leaves the place empty: it is drawn later, from a round fixed now (flow.ts).
 */
export function redrawOf<Row extends DrawnRow, Winner extends PlaceWinner, Seat, Redrawn>(
  t: DrawTables<Row, Winner, Seat, Redrawn>,
) {
  return (
    db: Kysely<Database>,
    id: number,
    /** The place as staff name it (a giveaway's position, a prize's id). */
    which: number,
    reason: string,
    actorId: number,
    now: Date,
    pickLater = false,
  ): Promise<Redrawn> =>
    withTransaction(db, async (trx) => {
      // Touching the row first serializes redraws of one row on PostgreSQL.
      const row = (await trx
        .updateTable(t.table)
        .set((eb) => ({ drawn_at: eb.ref('drawn_at') }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()) as Row | undefined;
      if (!row) throw notFound(t.notFound);
      if (row.drawn_at == null || !row.draw_seed)
        throw unprocessable(`This ${t.noun} is not drawn yet.`);
      const winner = await t.winnerOf(trx, row, which);
      const frozen = await t.frozen(trx, row, now);
      if (row.list_hash && frozen.hash !== row.list_hash)
        throw new HttpError(
          409,
          `The ${t.line} list changed since the draw; it cannot be redrawn.`,
        );
      await t.disqualify(trx, row, winner, reason, actorId, now.toISOString());
      if (pickLater) return t.redrawn(winner, null);
      const { winners } = await replayDraw(
        row.draw_seed,
        frozen.list,
        frozen.places,
        await t.disqualifiedPlaces(trx, row),
      );
      const pick = winners[winner.place - 1] ?? null;
      if (pick) await frozen.seat(winner.place, pick);
      await auditDraw(trx, t.kind, id, 'redraw', actorId, now, {
        before: { ...winner.ref, user_id: winner.userId },
        after: { ...winner.ref, user_id: pick?.user_id ?? null, reason },
      });
      return t.redrawn(winner, pick);
    });
}
