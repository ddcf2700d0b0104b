import { chatCommand, readStreamSettings } from '../../../core/chat/settings';
import type { Db } from '../../../core/db';

export interface ChatEntryMessage {
  kickUserId: string;
  username: string;
  text: string;
  at: Date;
}

/**
 * Enters the member whose linked Kick account wrote the keyword of an open giveaway that accepts
 * chat entries. A chat entry is the member's free entry, kept in the same table with the same
 * rules as the web's: one per member, enforced by the unique index (a repeated or concurrent
 * message inserts nothing). Answers the ids of the giveaways entered.
 */
export async function enterFromChat(db: Db, msg: ChatEntryMessage): Promise<number[]> {
  const { word } = chatCommand(msg.text);
  if (!word || word.length > 31) return [];
  const nowIso = msg.at.toISOString();
  const { joinKeyword } = await readStreamSettings(db);
  const giveaways = await db
    .selectFrom('giveaways')
    .select('id')
    .where('chat_entry', '=', 1)
    .where('is_accepting_entries', '=', 1)
    .where('drawn_at', 'is', null)
    .where('end_datetime', '>', nowIso)
    .where((eb) =>
      eb.or([
        eb('chat_keyword', '=', word),
        ...(word === joinKeyword.toLowerCase() ? [eb('chat_keyword', 'is', null)] : []),
      ]),
    )
    .execute();
  if (!giveaways.length) return [];
  const member = await db
    .selectFrom('users')
    .select(['id', 'kick_username'])
    .where('kick_user_id', '=', msg.kickUserId)
    .where('banned_at', 'is', null)
    .executeTakeFirst();
  if (!member) return [];
  const entered: number[] = [];
  for (const g of giveaways) {
    const row = await db
      .insertInto('giveaway_entries')
      .values({
        giveaway_id: g.id,
        user_id: member.id,
        entry_type: 'passwordless',
        kick_username: member.kick_username ?? msg.username,
        points_spent: 0,
        created_at: nowIso,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) entered.push(g.id);
  }
  return entered;
}
