import { sql } from 'kysely';
import type { AdminGamePlayerInput } from '@lobby/contract-engagement';
import type { Db } from '../../../core/db';
import { HttpError, unprocessable } from '../../../core/http/errors';
import { findUsersByIds } from '../../../core/users/repository';

/** Who plays a hunt's slot, as stored on the game. */
export interface Player {
  user_id: number | null;
  player_kick_username: string | null;
}

export const NO_PLAYER: Player = { user_id: null, player_kick_username: null };

/**
 * Takes a queued `!call` (marks it played, once: a call taken twice is refused) and answers its
 * slot and its caller: the linked member, else the caller's Kick name.
 */
export async function takeCall(trx: Db, callId: number, nowIso: string) {
  const call = await trx
    .updateTable('slot_calls')
    .set({ status: 'played', updated_at: nowIso })
    .where('id', '=', callId)
    .where('status', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
  if (!call) {
    const exists = await trx
      .selectFrom('slot_calls')
      .select('id')
      .where('id', '=', callId)
      .executeTakeFirst();
    if (!exists) throw unprocessable('Call not found', { slot_call_id: ['No such call'] });
    throw new HttpError(409, 'This call was already taken or skipped.');
  }
  const player: Player =
    call.user_id != null
      ? { user_id: call.user_id, player_kick_username: null }
      : { user_id: null, player_kick_username: call.kick_username };
  return { call, player };
}

/** The player staff chose: a member, a Kick name (its linked member when there is one) or a call. */
export async function resolvePlayer(
  trx: Db,
  input: AdminGamePlayerInput,
  nowIso: string,
): Promise<{ player: Player; callId: number | null }> {
  if (input.source === 'call') {
    const { call, player } = await takeCall(trx, input.slot_call_id, nowIso);
    return { player, callId: call.id };
  }
  if (input.source === 'member') {
    const [user] = await findUsersByIds(trx, [input.user_id]);
    if (!user) throw unprocessable('Member not found', { user_id: ['No such member'] });
    return { player: { user_id: user.id, player_kick_username: null }, callId: null };
  }
  const linked = await trx
    .selectFrom('users')
    .select('id')
    .where(sql`lower(kick_username)`, '=', input.kick_username.toLowerCase())
    .executeTakeFirst();
  return {
    player: linked
      ? { user_id: linked.id, player_kick_username: null }
      : { user_id: null, player_kick_username: input.kick_username },
    callId: null,
  };
}
