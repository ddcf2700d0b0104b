import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { nextMatchOf } from '@lobby/contract-engagement';
import type {
  AdminMatchUpdateInput,
  AdminTournamentCreateInput,
  AdminTournamentUpdateInput,
} from '@lobby/contract-engagement';
import { assertNotSelf } from '../../../core/admin/duties';
import { audit } from '../../../core/audit/audit';
import { dialectOf, withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import { emit } from '../../../core/events';
import { HttpError, notFound, unprocessable } from '../../../core/http/errors';

const AREA = 'engagement';

/** Fisher–Yates with the crypto module's uniform integers (a shuffled bracket seeding). */
function shuffled<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Creates a bracket of 4, 8, 16 or 32 catalogue slots: round 1 pairs them in the given order
 * (1 v 2, 3 v 4…) or shuffled; later rounds exist empty and fill as winners advance.
 */
export async function createTournament(
  db: Kysely<Database>,
  actorId: number,
  input: AdminTournamentCreateInput,
  now: Date,
): Promise<number> {
  return withTransaction(db, async (trx) => {
    const rows = await trx
      .selectFrom('slots')
      .selectAll()
      .where('id', 'in', input.slot_ids)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const missing = input.slot_ids.filter((id) => !byId.has(id));
    if (missing.length)
      throw unprocessable('Some slots are not in the catalogue', {
        slot_ids: [`Not in the catalogue: ${missing.join(', ')}`],
      });
    const order = input.shuffle ? shuffled(input.slot_ids) : input.slot_ids;
    const slots = order.map((id) => byId.get(id)!);
    const t = await trx
      .insertInto('tournaments')
      .values({
        name: input.name,
        description: input.description,
        size: input.size,
        is_active: 1,
        predictions_active: input.predictions_active ? 1 : 0,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const matches = [];
    let number = 1;
    for (let round = 1, count = input.size / 2; count >= 1; round++, count /= 2) {
      for (let i = 0; i < count; i++) {
        const a = round === 1 ? slots[2 * i]! : null;
        const b = round === 1 ? slots[2 * i + 1]! : null;
        matches.push({
          tournament_id: t.id,
          round,
          match_number: number++,
          slot1_name: a?.name ?? null,
          slot1_image: a?.image ?? null,
          slot1_provider: a?.provider ?? null,
          slot1_multiplier: null,
          slot2_name: b?.name ?? null,
          slot2_image: b?.image ?? null,
          slot2_provider: b?.provider ?? null,
          slot2_multiplier: null,
          winner_name: null,
          match_date: null,
          decided_at: null,
        });
      }
    }
    await trx.insertInto('tournament_matches').values(matches).execute();
    await audit(trx, {
      actorId,
      area: AREA,
      action: 'tournament.create',
      entity: 'tournament',
      entityId: t.id,
      after: { name: input.name, size: input.size, slots: slots.map((s) => s.name) },
      at: now,
    });
    return t.id;
  });
}

async function tournamentOf(trx: Db, id: number) {
  const t = await trx.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!t) throw notFound('Tournament not found');
  return t;
}

export async function updateTournament(
  db: Kysely<Database>,
  actorId: number,
  id: number,
  input: AdminTournamentUpdateInput,
  now: Date,
): Promise<void> {
  await withTransaction(db, async (trx) => {
    const before = await tournamentOf(trx, id);
    await trx
      .updateTable('tournaments')
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.predictions_active !== undefined
          ? { predictions_active: input.predictions_active ? 1 : 0 }
          : {}),
        ...(input.is_active !== undefined ? { is_active: input.is_active ? 1 : 0 } : {}),
      })
      .where('id', '=', id)
      .execute();
    await audit(trx, {
      actorId,
      area: AREA,
      action: 'tournament.update',
      entity: 'tournament',
      entityId: id,
      before: {
        name: before.name,
        is_active: before.is_active,
        predictions_active: before.predictions_active,
      },
      after: input,
      at: now,
    });
  });
}

const cents = (x: number | null | undefined) => (x == null ? null : Math.round(x * 100));

/**
 * When the match just decided was the last of its round to be decided, every member who picked
 * every match of that round right has a perfect bracket round (announced in the result's
 * transaction; the achievement it awards is once per member).
 */
async function announcePerfectRound(
  trx: Db,
  tournamentId: number,
  matches: readonly { id: number; round: number; winner_name: string | null }[],
  round: number,
  decidedId: number,
  now: Date,
): Promise<void> {
  const inRound = matches.filter((m) => m.round === round);
  if (inRound.some((m) => m.id !== decidedId && m.winner_name == null)) return;
  const members = await trx
    .selectFrom('tournament_predictions as p')
    .innerJoin('tournament_matches as m', 'm.id', 'p.match_id')
    .select('p.user_id')
    .where('p.tournament_id', '=', tournamentId)
    .where('m.round', '=', round)
    .whereRef('p.predicted_winner_name', '=', 'm.winner_name')
    .groupBy('p.user_id')
    .having((eb) => eb.fn.countAll(), '=', inRound.length)
    .orderBy('p.user_id')
    .execute();
  for (const { user_id } of members)
    await emit('perfect-bracket-round', { db: trx, userId: user_id, tournamentId, at: now });
}

/**
 * Sets a match's multipliers, date and winner. A winner advances into the next round's match
 * (slot 1 from an even index, slot 2 from an odd one); changing or undoing a result takes the old
 * winner back out — refused while the next match is decided (undo that one first). Accuracy is
 * computed from the results, so every member's figures follow at once. A staff member with picks
 * in the tournament cannot set or undo its results, whatever their role (403, audited).
 */
export async function updateMatch(
  db: Kysely<Database>,
  actorId: number,
  tournamentId: number,
  matchId: number,
  input: AdminMatchUpdateInput,
  now: Date,
): Promise<void> {
  await withTransaction(db, async (trx) => {
    await tournamentOf(trx, tournamentId);
    const matches = await trx
      .selectFrom('tournament_matches')
      .selectAll()
      .where('tournament_id', '=', tournamentId)
      .execute();
    const match = matches.find((m) => m.id === matchId);
    if (!match) throw notFound('Match not found in this tournament');
    const set: Partial<typeof match> = {};
    if (input.slot1_multiplier !== undefined) set.slot1_multiplier = cents(input.slot1_multiplier);
    if (input.slot2_multiplier !== undefined) set.slot2_multiplier = cents(input.slot2_multiplier);
    if (input.match_date !== undefined) set.match_date = input.match_date;
    if (input.winner !== undefined) {
      // Whoever decides the bracket's results must not have picks in it.
      const own = await trx
        .selectFrom('tournament_predictions')
        .select('user_id')
        .where('tournament_id', '=', tournamentId)
        .where('user_id', '=', actorId)
        .executeTakeFirst();
      assertNotSelf({ id: actorId }, own?.user_id, {
        area: AREA,
        action: input.winner === null ? 'tournament.result_undo' : 'tournament.result_set',
        entity: 'tournament',
        entityId: tournamentId,
        message: 'You predicted in this tournament: another staff member must set its results.',
      });
      const name =
        input.winner === 1 ? match.slot1_name : input.winner === 2 ? match.slot2_name : null;
      if (input.winner !== null && (!match.slot1_name || !match.slot2_name))
        throw unprocessable('Both slots of the match must be known before it has a winner.', {
          winner: ['This slot is not determined yet'],
        });
      const next = nextMatchOf(matches, matchId);
      if (next && name !== match.winner_name) {
        if (next.match.winner_name != null)
          throw unprocessable(
            `Match ${next.match.match_number} is already decided: undo its result first.`,
          );
        const slot = next.slot === 1 ? 'slot1' : 'slot2';
        const from = input.winner === 1 ? 'slot1' : 'slot2';
        await trx
          .updateTable('tournament_matches')
          .set({
            [`${slot}_name`]: name,
            [`${slot}_image`]: name ? match[`${from}_image`] : null,
            [`${slot}_provider`]: name ? match[`${from}_provider`] : null,
            [`${slot}_multiplier`]: null,
          })
          .where('id', '=', next.match.id)
          .execute();
      }
      set.winner_name = name;
      set.decided_at = name ? now.toISOString() : null;
      if (name && !match.match_date && input.match_date === undefined)
        set.match_date = now.toISOString();
    }
    await trx.updateTable('tournament_matches').set(set).where('id', '=', matchId).execute();
    if (input.winner != null && match.winner_name == null)
      await announcePerfectRound(trx, tournamentId, matches, match.round, matchId, now);
    const last = matches.every(
      (m) => (m.id === matchId ? (set.winner_name ?? m.winner_name) : m.winner_name) != null,
    );
    if (input.winner !== undefined && last) {
      // The final is decided: the tournament is completed and takes no more picks.
      await trx
        .updateTable('tournaments')
        .set({ is_active: 0, predictions_active: 0 })
        .where('id', '=', tournamentId)
        .execute();
    }
    await audit(trx, {
      actorId,
      area: AREA,
      action:
        input.winner === null
          ? 'tournament.result_undo'
          : input.winner !== undefined
            ? 'tournament.result_set'
            : 'tournament.match_update',
      entity: 'tournament',
      entityId: tournamentId,
      before: { match_id: matchId, winner: match.winner_name },
      after: { match_id: matchId, ...set },
      at: now,
    });
  });
}

/**
 * Deletes a tournament with its matches and every member's picks (the foreign keys cascade).
 * Refused while a decided match has picks: those picks count toward the accuracy leaderboard,
 * which must not change behind the members' backs — undo the results first. No points are ever
 * paid for tournaments; achievements already earned (first prediction, perfect round) stay. The
 * audit row keeps the bracket.
 */
export async function deleteTournament(
  db: Kysely<Database>,
  actorId: number,
  id: number,
  now: Date,
): Promise<void> {
  await withTransaction(db, async (trx) => {
    const t = await tournamentOf(trx, id);
    // Waits for a result being saved (SQLite's BEGIN IMMEDIATE already serializes).
    if (dialectOf(trx) === 'postgres')
      await sql`select id from tournament_matches where tournament_id = ${id} for update`.execute(
        trx,
      );
    const matches = await trx
      .selectFrom('tournament_matches')
      .selectAll()
      .where('tournament_id', '=', id)
      .orderBy('match_number')
      .execute();
    const counted = Number(
      (
        await trx
          .selectFrom('tournament_predictions as p')
          .innerJoin('tournament_matches as m', 'm.id', 'p.match_id')
          .select((eb) => eb.fn.countAll<number>().as('c'))
          .where('p.tournament_id', '=', id)
          .where('m.winner_name', 'is not', null)
          .executeTakeFirst()
      )?.c ?? 0,
    );
    if (counted)
      throw new HttpError(
        409,
        `${counted} decided pick${counted === 1 ? '' : 's'} of this tournament count toward the accuracy leaderboard: undo its results first.`,
      );
    const predictors = Number(
      (
        await trx
          .selectFrom('tournament_predictions')
          .select((eb) => eb.fn.count<number>('user_id').distinct().as('c'))
          .where('tournament_id', '=', id)
          .executeTakeFirst()
      )?.c ?? 0,
    );
    // Conditional: a result set in the meantime on a predicted match keeps the tournament.
    const gone = await trx
      .deleteFrom('tournaments')
      .where('id', '=', id)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('tournament_predictions as p')
              .innerJoin('tournament_matches as m', 'm.id', 'p.match_id')
              .select('p.id')
              .where('p.tournament_id', '=', id)
              .where('m.winner_name', 'is not', null),
          ),
        ),
      )
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1)
      throw new HttpError(409, 'A result was just set: undo its results first.');
    await audit(trx, {
      actorId,
      area: AREA,
      action: 'tournament.delete',
      entity: 'tournament',
      entityId: id,
      before: {
        name: t.name,
        size: t.size,
        is_active: t.is_active,
        predictions_active: t.predictions_active,
        predictors,
        matches: matches.map((m) => ({
          match: m.match_number,
          slot1: m.slot1_name,
          slot2: m.slot2_name,
          winner: m.winner_name,
        })),
      },
      at: now,
    });
  });
}
