import { z } from 'zod';
import { singleLineText } from './common';

// Admin › Stream (platform, /api/admin/stream): the Kick chat connection, chat keywords, and
// announcements to Kick chat and a Discord channel webhook.

export interface AdminStreamSettings {
  kick_chat_enabled: boolean;
  join_keyword: string;
  call_command: string;
  announce_kick: boolean;
  /** The Discord webhook with its secret part masked; null when none is set. */
  discord_webhook: string | null;
  announce_giveaways: boolean;
  announce_hunts: boolean;
  announce_leaderboards: boolean;
}

export interface AdminStreamKickStatus {
  /** Chat messages arrive by Kick's signed webhooks (Kick's public API has no chat polling). */
  mode: 'webhook';
  /** The address to give Kick for event webhooks. */
  webhook_url: string;
  /** A token and the channel's user id are configured (sending chat is possible). */
  can_send: boolean;
  broadcaster_user_id: string | null;
  /** Kick's answer about the chat subscription; null when it could not be asked. */
  subscribed: boolean | null;
  subscription_error: string | null;
  last_event_at: string | null;
  events_24h: { processed: number; ignored: number; failed: number };
}

export interface AdminAnnouncement {
  id: number;
  kind: string;
  target: 'kick' | 'discord';
  text: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** GET /api/admin/stream */
export interface AdminStreamResponse {
  success: true;
  settings: AdminStreamSettings;
  kick: AdminStreamKickStatus;
  announcements: AdminAnnouncement[];
}

const keyword = (label: string) =>
  singleLineText({ message: `${label} is required` })
    .trim()
    .toLowerCase()
    .regex(
      /^!?[a-z0-9_-]{2,30}$/,
      `${label}: one word of 2–30 letters, digits, - or _, optionally after !`,
    );

/** PUT /api/admin/stream */
export const adminStreamSettingsSchema = z
  .object({
    kick_chat_enabled: z.boolean({ message: 'Choose whether Kick chat is read' }),
    join_keyword: keyword('Join keyword'),
    call_command: keyword('Call command'),
    announce_kick: z.boolean({ message: 'Choose whether to announce in Kick chat' }),
    /**
     * A new Discord webhook URL; '' removes it; absent (or the masked value sent back) keeps it.
     */
    discord_webhook: singleLineText({ message: 'Discord webhook must be a URL' })
      .trim()
      .max(500, 'Discord webhook is too long')
      .optional(),
    announce_giveaways: z.boolean(),
    announce_hunts: z.boolean(),
    announce_leaderboards: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.join_keyword === v.call_command)
      ctx.addIssue({
        code: 'custom',
        path: ['call_command'],
        message: 'The call command must differ from the join keyword',
      });
    const url = v.discord_webhook;
    if (url && !url.includes('•')) {
      let ok = false;
      try {
        const u = new URL(url);
        ok = u.protocol === 'https:' || u.protocol === 'http:';
      } catch {
        ok = false;
      }
      if (!ok)
        ctx.addIssue({
          code: 'custom',
          path: ['discord_webhook'],
          message: 'Discord webhook must be an http(s) URL',
        });
    }
  });
export type AdminStreamSettingsInput = z.infer<typeof adminStreamSettingsSchema>;

/** POST /api/admin/stream/test */
export const adminStreamTestSchema = z.object({
  target: z.enum(['kick', 'discord'], { message: 'Choose Kick or Discord' }),
});

export interface AdminStreamActionResponse {
  success: true;
  message: string;
}
