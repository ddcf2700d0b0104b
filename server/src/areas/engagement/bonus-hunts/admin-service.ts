import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type {
  AdminHunt,
  AdminHuntCreateInput,
  AdminHuntsResponse,
  AdminHuntUpdateInput,
} from '@lobby/contract-engagement';
import type { Actor } from '../../../core/admin/duties';
import { assertPrizeWithinLimits } from '../../../core/admin/duties';
import { audit } from '../../../core/audit/audit';
import { dialectOf, withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import { HttpError, notFound, unprocessable } from '../../../core/http/errors';
import { centsToDollars, dollarsToCents } from '../../../core/money';
import { usersById } from '../shared/users';
import { countPredictions, findHuntById, listHuntGames, listPredictions } from './repository';
import { huntStats, toGame } from './service';
import type { BonusHuntRow } from './tables';

export const ADMIN_HUNTS_PER_PAGE = 20;
export const AREA = 'engagement';

export function parsePrizes(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
}

export async function adminListHunts(db: Db, page: number): Promise<AdminHuntsResponse> {
  const total = Number(
    (
      await db
        .selectFrom('bonus_hunts')
        .select((eb) => eb.fn.countAll<number>().as('c'))
        .executeTakeFirst()
    )?.c ?? 0,
  );
  const rows = await db
    .selectFrom('bonus_hunts as h')
    .selectAll('h')
    .select((eb) => [
      eb
        .selectFrom('bonus_hunt_games as g')
        .whereRef('g.hunt_id', '=', 'h.id')
        .select((e) => e.fn.countAll<number>().as('c'))
        .as('slot_count'),
      eb
        .selectFrom('bonus_hunt_predictions as p')
        .whereRef('p.hunt_id', '=', 'h.id')
        .select((e) => e.fn.countAll<number>().as('c'))
        .as('predictions_count'),
    ])
    .orderBy('h.created_at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(ADMIN_HUNTS_PER_PAGE)
    .offset((page - 1) * ADMIN_HUNTS_PER_PAGE)
    .execute();
  return {
    success: true,
    data: rows.map((h) => ({
      id: h.id,
      name: h.name,
      created_at: h.created_at,
      ended_at: h.ended_at,
      is_active: h.is_active === 1,
      predictions_active: h.predictions_active === 1,
      start_balance: centsToDollars(h.start_balance),
      end_balance: h.end_balance != null ? centsToDollars(h.end_balance) : null,
      slot_count: Number(h.slot_count ?? 0),
      predictions_count: Number(h.predictions_count ?? 0),
    })),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / ADMIN_HUNTS_PER_PAGE)),
    per_page: ADMIN_HUNTS_PER_PAGE,
    total,
  };
}

export async function adminGetHunt(db: Db, basePath: string, id: number): Promise<AdminHunt> {
  const hunt = await findHuntById(db, id);
  if (!hunt) throw notFound('Bonus hunt not found');
  const games = await listHuntGames(db, id);
  const predictions = await listPredictions(db, id);
  const users = await usersById(db, [
    ...games.flatMap((g) => (g.user_id != null ? [g.user_id] : [])),
    ...predictions.map((p) => p.user_id),
  ]);
  const stats = huntStats(Number(hunt.start_balance), games);
  const end = hunt.end_balance != null ? Number(hunt.end_balance) : null;
  const results = predictions
    .filter((p) => p.rank != null)
    .sort((a, b) => Number(a.rank) - Number(b.rank))
    .flatMap((p) => {
      const u = users.get(p.user_id);
      if (!u) return [];
      return [
        {
          rank: Number(p.rank),
          user: { id: u.id, username: u.username },
          end_balance: centsToDollars(p.end_balance),
          distance: centsToDollars(Math.abs(Number(p.end_balance) - (end ?? 0))),
          points_awarded: Number(p.points_awarded ?? 0),
        },
      ];
    });
  return {
    id: hunt.id,
    name: hunt.name,
    created_at: hunt.created_at,
    ended_at: hunt.ended_at,
    is_active: hunt.is_active === 1,
    predictions_active: hunt.predictions_active === 1,
    start_balance: centsToDollars(hunt.start_balance),
    end_balance: end != null ? centsToDollars(end) : null,
    games: games.map((g) => toGame(basePath, g, users)),
    predictions_count: await countPredictions(db, id),
    prize_points: parsePrizes(hunt.prize_points),
    winnings: centsToDollars(stats.winnings),
    break_even_x: stats.break_even_x,
    average_x: stats.average_x,
    results,
  };
}

export const snapshot = (h: BonusHuntRow) => ({
  name: h.name,
  start_balance: Number(h.start_balance),
  is_active: h.is_active,
  predictions_active: h.predictions_active,
  prize_points: parsePrizes(h.prize_points),
  end_balance: h.end_balance,
});

/** What a hunt's places pay in all, for the moderators' prize limits. */
const huntPrize = (places: number[]) => ({
  points: places.reduce((sum, n) => sum + n, 0),
  cash: 0,
});

export async function createHunt(
  db: Kysely<Database>,
  actor: Actor,
  input: AdminHuntCreateInput,
  now: Date,
): Promise<number> {
  const actorId = actor.id;
  return withTransaction(db, async (trx) => {
    await assertPrizeWithinLimits(trx, actor, huntPrize(input.prize_points), {
      area: AREA,
      action: 'hunt.create',
      entity: 'bonus_hunt',
    });
    const row = await trx
      .insertInto('bonus_hunts')
      .values({
        name: input.name,
        start_balance: dollarsToCents(input.start_balance),
        end_balance: null,
        is_active: 1,
        predictions_active: input.predictions_active ? 1 : 0,
        created_at: now.toISOString(),
        ended_at: null,
        prize_points: JSON.stringify(input.prize_points),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, {
      actorId,
      area: AREA,
      action: 'hunt.create',
      entity: 'bonus_hunt',
      entityId: row.id,
      after: snapshot(row),
      at: now,
    });
    return row.id;
  });
}

/** The hunt, if it is still running (else 404 or 422). */
export async function activeHunt(trx: Db, id: number) {
  const hunt = await findHuntById(trx, id);
  if (!hunt) throw notFound('Bonus hunt not found');
  if (hunt.is_active !== 1) throw unprocessable('This bonus hunt is completed.');
  return hunt;
}

export async function updateHunt(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  input: AdminHuntUpdateInput,
  now: Date,
): Promise<void> {
  const actorId = actor.id;
  await withTransaction(db, async (trx) => {
    const before = await activeHunt(trx, id);
    if (input.prize_points !== undefined)
      await assertPrizeWithinLimits(
        trx,
        actor,
        huntPrize(input.prize_points),
        { area: AREA, action: 'hunt.update', entity: 'bonus_hunt', entityId: id },
        huntPrize(parsePrizes(before.prize_points)),
      );
    const after = await trx
      .updateTable('bonus_hunts')
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.start_balance !== undefined
          ? { start_balance: dollarsToCents(input.start_balance) }
          : {}),
        ...(input.prize_points !== undefined
          ? { prize_points: JSON.stringify(input.prize_points) }
          : {}),
        ...(input.predictions_active !== undefined
          ? { predictions_active: input.predictions_active ? 1 : 0 }
          : {}),
      })
      .where('id', '=', id)
      .where('is_active', '=', 1)
      .returningAll()
      .executeTakeFirst();
    if (!after) throw unprocessable('This bonus hunt is completed.');
    const action =
      input.predictions_active !== undefined && Object.keys(input).length === 1
        ? input.predictions_active
          ? 'hunt.predictions_open'
          : 'hunt.predictions_close'
        : 'hunt.update';
    await audit(trx, {
      actorId,
      area: AREA,
      action,
      entity: 'bonus_hunt',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
      at: now,
    });
  });
}

/**
 * Deletes a hunt with its slots and predictions (the foreign keys cascade). A completed hunt
 * that paid points is refused: its ledger rows and winners' notifications point at it, and it
 * belongs in History. Points never move on delete; achievements earned by predicting stay (they
 * record what the member did). The audit row keeps the hunt, its slots and its predictions.
 */
export async function deleteHunt(
  db: Kysely<Database>,
  actorId: number,
  huntId: number,
  now: Date,
): Promise<void> {
  await withTransaction(db, async (trx) => {
    // Waits for a completion in progress (SQLite's BEGIN IMMEDIATE already serializes).
    if (dialectOf(trx) === 'postgres')
      await sql`select id from bonus_hunts where id = ${huntId} for update`.execute(trx);
    const hunt = await findHuntById(trx, huntId);
    if (!hunt) throw notFound('Bonus hunt not found');
    const predictions = await listPredictions(trx, huntId);
    const paid = predictions.filter((p) => Number(p.points_awarded ?? 0) > 0);
    if (paid.length)
      throw new HttpError(
        409,
        `This hunt paid ${paid.reduce((a, p) => a + Number(p.points_awarded), 0)} points to ${paid.length} member${paid.length === 1 ? '' : 's'}: it stays in History and cannot be deleted.`,
      );
    const games = await listHuntGames(trx, huntId);
    // Conditional: a completion that paid points in the meantime keeps the hunt.
    const gone = await trx
      .deleteFrom('bonus_hunts')
      .where('id', '=', huntId)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('bonus_hunt_predictions')
              .select('id')
              .where('hunt_id', '=', huntId)
              .where('points_awarded', '>', 0),
          ),
        ),
      )
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1)
      throw new HttpError(409, 'This hunt paid points: it stays in History.');
    await audit(trx, {
      actorId,
      area: AREA,
      action: 'hunt.delete',
      entity: 'bonus_hunt',
      entityId: huntId,
      before: {
        ...snapshot(hunt),
        games: games.map((g) => ({ slot: g.slot_name, bet: Number(g.bet), win: g.win })),
        predictions: predictions.map((p) => ({
          user_id: p.user_id,
          end_balance: Number(p.end_balance),
          highest_multiplier: Number(p.highest_multiplier),
          highest_multiplier_game: p.highest_multiplier_game,
        })),
      },
      at: now,
    });
  });
}
