import type { Db } from '../db';
import { openSecret, sealSecret } from '../secrets';
import { readAllSettings, upsertSetting } from '../settings/repository';

/** What Admin › Stream configures (settings rows under `stream.`). */
export interface StreamSettings {
  /** Kick chat is read (webhook deliveries are processed) and written (announcements). */
  kickChatEnabled: boolean;
  /** The chat word that enters a giveaway accepting chat entries without its own keyword. */
  joinKeyword: string;
  /** The chat command viewers request a slot with. */
  callCommand: string;
  /** Announcements go to Kick chat. */
  announceKick: boolean;
  /** Announcements go to this Discord channel webhook (null: none). */
  discordWebhookUrl: string | null;
  /** Which announcements are sent. */
  announce: {
    giveaways: boolean;
    hunts: boolean;
    leaderboards: boolean;
  };
}

export const DEFAULT_JOIN_KEYWORD = '!join';
export const DEFAULT_CALL_COMMAND = '!call';

const KEY = {
  kickChatEnabled: 'stream.kick_chat_enabled',
  joinKeyword: 'stream.join_keyword',
  callCommand: 'stream.call_command',
  announceKick: 'stream.announce_kick',
  discordWebhookUrl: 'stream.discord_webhook_url',
  announceGiveaways: 'stream.announce_giveaways',
  announceHunts: 'stream.announce_hunts',
  announceLeaderboards: 'stream.announce_leaderboards',
} as const;

const on = (v: string | undefined, fallback: boolean) =>
  v === undefined ? fallback : v === '1' || v === 'true';

/** Admin › Stream's settings with their defaults (chat on, keywords !join and !call). */
export async function readStreamSettings(db: Db): Promise<StreamSettings> {
  const s = await readAllSettings(db);
  return {
    kickChatEnabled: on(s[KEY.kickChatEnabled], true),
    joinKeyword: s[KEY.joinKeyword]?.trim() || DEFAULT_JOIN_KEYWORD,
    callCommand: s[KEY.callCommand]?.trim() || DEFAULT_CALL_COMMAND,
    announceKick: on(s[KEY.announceKick], false),
    // The webhook URL carries its token: stored sealed (core/secrets).
    discordWebhookUrl: s[KEY.discordWebhookUrl]?.trim()
      ? openSecret(s[KEY.discordWebhookUrl]!.trim())
      : null,
    announce: {
      giveaways: on(s[KEY.announceGiveaways], true),
      hunts: on(s[KEY.announceHunts], true),
      leaderboards: on(s[KEY.announceLeaderboards], true),
    },
  };
}

/** Stores Admin › Stream's settings (in the caller's transaction). */
export async function writeStreamSettings(db: Db, v: StreamSettings, now: Date): Promise<void> {
  const at = now.toISOString();
  const b = (x: boolean) => (x ? '1' : '0');
  const rows: [string, string][] = [
    [KEY.kickChatEnabled, b(v.kickChatEnabled)],
    [KEY.joinKeyword, v.joinKeyword],
    [KEY.callCommand, v.callCommand],
    [KEY.announceKick, b(v.announceKick)],
    [KEY.discordWebhookUrl, v.discordWebhookUrl ? sealSecret(v.discordWebhookUrl) : ''],
    [KEY.announceGiveaways, b(v.announce.giveaways)],
    [KEY.announceHunts, b(v.announce.hunts)],
    [KEY.announceLeaderboards, b(v.announce.leaderboards)],
  ];
  for (const [key, value] of rows) await upsertSetting(db, key, value, at);
}

/** The first word of a chat message, lower-cased ('!JOIN now' → '!join'). */
export function chatCommand(text: string): { word: string; rest: string } {
  const trimmed = text.trim();
  const m = /^(\S+)\s*([\s\S]*)$/.exec(trimmed);
  return m ? { word: m[1]!.toLowerCase(), rest: m[2]!.trim() } : { word: '', rest: '' };
}
