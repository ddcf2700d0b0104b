import type { Kysely } from 'kysely';
import type { AdminGameCreateInput, AdminGameUpdateInput } from '@lobby/contract-engagement';
import { assertNotSelf } from '../../../core/admin/duties';
import { audit } from '../../../core/audit/audit';
import { withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import { isUniqueViolation } from '../../../core/db/errors';
import { HttpError, notFound, unprocessable } from '../../../core/http/errors';
import { dollarsToCents } from '../../../core/money';
import { findUsersByIds } from '../../../core/users/repository';
import { AREA, activeHunt } from './admin-service';
import { NO_PLAYER, resolvePlayer, takeCall } from './players';
import type { Player } from './players';

// Admin › Bonus hunt: the slots of a running hunt — added (from the catalogue, a typed name or a
// taken `!call`), their bets, wins and players recorded, removed. Every write is audited.

export async function addGame(
  db: Kysely<Database>,
  actorId: number,
  huntId: number,
  input: AdminGameCreateInput,
  now: Date,
): Promise<number> {
  try {
    return await withTransaction(db, async (trx) => {
      await activeHunt(trx, huntId);
      const at = now.toISOString();
      let slot = {
        name: input.slot_name,
        image: null as string | null,
        provider: null as string | null,
      };
      let player: Player = NO_PLAYER;
      let slotId = input.slot_id;
      if (input.slot_call_id != null) {
        const taken = await takeCall(trx, input.slot_call_id, at);
        player = taken.player;
        if (slotId == null && input.slot_name == null) slotId = taken.call.slot_id;
      }
      if (slotId != null) {
        const row = await trx
          .selectFrom('slots')
          .selectAll()
          .where('id', '=', slotId)
          .executeTakeFirst();
        if (!row)
          throw unprocessable('Slot not found', { slot_id: ['This slot is not in the catalogue'] });
        slot = { name: row.name, image: row.image, provider: row.provider };
      }
      if (input.user_id != null) {
        const [user] = await findUsersByIds(trx, [input.user_id]);
        if (!user) throw unprocessable('Member not found', { user_id: ['No such member'] });
        player = { user_id: user.id, player_kick_username: null };
      }
      const last = await trx
        .selectFrom('bonus_hunt_games')
        .select((eb) => eb.fn.max('position').as('p'))
        .where('hunt_id', '=', huntId)
        .executeTakeFirst();
      const row = await trx
        .insertInto('bonus_hunt_games')
        .values({
          hunt_id: huntId,
          position: Number(last?.p ?? 0) + 1,
          slot_name: slot.name,
          slot_image: slot.image,
          slot_provider: slot.provider,
          bet: dollarsToCents(input.bet),
          win: null,
          ...player,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(trx, {
        actorId,
        area: AREA,
        action: 'hunt.game_add',
        entity: 'bonus_hunt',
        entityId: huntId,
        after: {
          game_id: row.id,
          slot: slot.name,
          bet: dollarsToCents(input.bet),
          ...player,
          slot_call_id: input.slot_call_id,
        },
        at: now,
      });
      return row.id;
    });
  } catch (error) {
    // Two slots added at the same moment on PostgreSQL: the second asks to try again.
    if (isUniqueViolation(error))
      throw new HttpError(409, 'Another slot was just added, try again');
    throw error;
  }
}

async function gameOf(trx: Db, huntId: number, gameId: number) {
  const game = await trx
    .selectFrom('bonus_hunt_games')
    .selectAll()
    .where('id', '=', gameId)
    .where('hunt_id', '=', huntId)
    .executeTakeFirst();
  if (!game) throw notFound('Slot not found in this hunt');
  return game;
}

/**
 * The hunt's end balance is the sum of its slots' wins, and it ranks the predictions: a staff
 * member with a prediction in the hunt may not record or remove a win (whatever their role; as
 * completing it, see completion.ts). Refused with 403 and audited as `<action>.refused`.
 */
async function assertNoOwnPrediction(trx: Db, actorId: number, huntId: number, action: string) {
  const own = await trx
    .selectFrom('bonus_hunt_predictions')
    .select('user_id')
    .where('hunt_id', '=', huntId)
    .where('user_id', '=', actorId)
    .executeTakeFirst();
  assertNotSelf({ id: actorId }, own?.user_id, {
    area: AREA,
    action,
    entity: 'bonus_hunt',
    entityId: huntId,
    message: 'You predicted in this bonus hunt: another staff member must record its wins.',
  });
}

export async function updateGame(
  db: Kysely<Database>,
  actorId: number,
  huntId: number,
  gameId: number,
  input: AdminGameUpdateInput,
  now: Date,
): Promise<void> {
  await withTransaction(db, async (trx) => {
    await activeHunt(trx, huntId);
    const before = await gameOf(trx, huntId, gameId);
    if (input.win !== undefined)
      await assertNoOwnPrediction(trx, actorId, huntId, 'hunt.win_record');
    const assigned =
      input.player === undefined
        ? undefined
        : input.player === null
          ? { player: NO_PLAYER, callId: null }
          : await resolvePlayer(trx, input.player, now.toISOString());
    const set = {
      ...(input.bet !== undefined ? { bet: dollarsToCents(input.bet) } : {}),
      ...(input.win !== undefined
        ? { win: input.win === null ? null : dollarsToCents(input.win) }
        : {}),
      ...(assigned ? assigned.player : {}),
    };
    await trx.updateTable('bonus_hunt_games').set(set).where('id', '=', gameId).execute();
    await audit(trx, {
      actorId,
      area: AREA,
      action:
        input.win !== undefined
          ? 'hunt.win_record'
          : assigned && Object.keys(input).length === 1
            ? 'hunt.player_assign'
            : 'hunt.game_update',
      entity: 'bonus_hunt',
      entityId: huntId,
      before: {
        game_id: gameId,
        bet: Number(before.bet),
        win: before.win,
        user_id: before.user_id,
        player_kick_username: before.player_kick_username,
      },
      after: {
        game_id: gameId,
        ...set,
        ...(assigned?.callId ? { slot_call_id: assigned.callId } : {}),
      },
      at: now,
    });
  });
}

export async function removeGame(
  db: Kysely<Database>,
  actorId: number,
  huntId: number,
  gameId: number,
  now: Date,
): Promise<void> {
  await withTransaction(db, async (trx) => {
    await activeHunt(trx, huntId);
    const before = await gameOf(trx, huntId, gameId);
    // A slot with a win carries part of the end balance away with it.
    if (before.win != null) await assertNoOwnPrediction(trx, actorId, huntId, 'hunt.game_remove');
    await trx.deleteFrom('bonus_hunt_games').where('id', '=', gameId).execute();
    await audit(trx, {
      actorId,
      area: AREA,
      action: 'hunt.game_remove',
      entity: 'bonus_hunt',
      entityId: huntId,
      before: { game_id: gameId, slot: before.slot_name, bet: Number(before.bet), win: before.win },
      at: now,
    });
  });
}
