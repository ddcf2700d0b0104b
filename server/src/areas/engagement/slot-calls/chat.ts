import { chatCommand, readStreamSettings } from '../../../core/chat/settings';
import type { Db } from '../../../core/db';
import { searchSlots } from '../slots/repository';

export interface CallMessage {
  kickUserId: string;
  username: string;
  text: string;
  at: Date;
}

export type CallOutcome =
  | 'queued'
  | 'not-a-call'
  | 'no-session'
  | 'blacklisted-viewer'
  | 'unknown-slot'
  | 'blacklisted-slot'
  | 'already-called';

/** The catalogue slot a viewer means: the exact name, else the only name containing the words. */
export async function matchSlot(db: Db, text: string) {
  const q = text.replace(/\s+/g, ' ').trim().slice(0, 100);
  if (q.length < 2) return null;
  const found = await searchSlots(db, q, 2);
  if (found[0] && found[0].name.toLowerCase() === q.toLowerCase()) return found[0];
  return found.length === 1 ? found[0]! : null;
}

/**
 * `!call <slot>`: queues the slot for the viewer in the open call session — one request per
 * viewer per session (a unique key: a repeated or concurrent call inserts nothing), never from a
 * blacklisted viewer or for a blacklisted slot, only for a slot of the catalogue.
 */
export async function callFromChat(db: Db, msg: CallMessage): Promise<CallOutcome> {
  const { word, rest } = chatCommand(msg.text);
  const { callCommand } = await readStreamSettings(db);
  if (!word || word !== callCommand.toLowerCase()) return 'not-a-call';
  const session = await db
    .selectFrom('slot_call_sessions')
    .select('id')
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (!session) return 'no-session';
  const viewerKey = msg.username.toLowerCase();
  const bannedViewer = await db
    .selectFrom('slot_call_blacklist')
    .select('id')
    .where('kind', '=', 'viewer')
    .where('kick_username_key', '=', viewerKey)
    .executeTakeFirst();
  if (bannedViewer) return 'blacklisted-viewer';
  const slot = await matchSlot(db, rest);
  if (!slot) return 'unknown-slot';
  const bannedSlot = await db
    .selectFrom('slot_call_blacklist')
    .select('id')
    .where('kind', '=', 'slot')
    .where('slot_id', '=', slot.id)
    .executeTakeFirst();
  if (bannedSlot) return 'blacklisted-slot';
  const member = await db
    .selectFrom('users')
    .select('id')
    .where('kick_user_id', '=', msg.kickUserId)
    .executeTakeFirst();
  const at = msg.at.toISOString();
  const row = await db
    .insertInto('slot_calls')
    .values({
      session_id: session.id,
      kick_user_id: msg.kickUserId,
      kick_username: msg.username,
      user_id: member?.id ?? null,
      slot_id: slot.id,
      requested: rest.slice(0, 200),
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? 'queued' : 'already-called';
}
