import { on } from '../../../core/events';
import { enterFromChat } from '../giveaways/chat-entry';
import { callFromChat } from '../slot-calls/chat';

let subscribed = false;

/**
 * The engagement area's chat commands, heard from the stream's Kick chat (core/chat emits
 * `chat.message` once per verified message): a giveaway's keyword enters it, `!call <slot>`
 * requests a slot in the open call session.
 */
export function subscribeChatCommands(): void {
  if (subscribed) return;
  subscribed = true;
  on('chat.message', async ({ db, kickUserId, username, text, at }) => {
    await enterFromChat(db, { kickUserId, username, text, at });
    await callFromChat(db, { kickUserId, username, text, at });
  });
}
