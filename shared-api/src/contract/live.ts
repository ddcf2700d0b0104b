import { z } from 'zod';
import { singleLineText } from './common';

/**
 * The live channel (`GET /api/live?channels=hunt:12,leaderboard`, Server-Sent Events): the
 * server sends one default-typed event per message whose data is a `LiveEvent` as JSON, comment
 * heartbeats, and `retry:` advice. Channels: `leaderboard` (after a feed sync), `hunt:{id}`
 * (a bonus hunt changed), `hunts` (a hunt was created or completed), `tournament:{id}`, and
 * `me:{member id}`: the logged-in member's own channel (see MemberSignal), which the server opens
 * only for that member's session.
 */
export const LIVE_PATH = 'api/live';
export const LIVE_CHANNEL_PATTERN = /^[a-z][a-z0-9-]{0,39}(:[a-z0-9-]{1,40})?$/;
export const LIVE_MAX_CHANNELS = 20;

export const liveQuerySchema = z.object({
  channels: singleLineText({ message: 'Name at least one channel' })
    .max(1000, 'Too many channels')
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(singleLineText().regex(LIVE_CHANNEL_PATTERN, 'Not a channel name'))
        .min(1, 'Name at least one channel')
        .max(LIVE_MAX_CHANNELS, `At most ${LIVE_MAX_CHANNELS} channels`),
    ),
});

export interface LiveEvent<T = unknown> {
  channel: string;
  payload: T;
}

/**
 * What changed for a member, sent on their own channel once the change has committed. Pages
 * refetch what they show of these topics; the payload never carries the data itself.
 */
export const MEMBER_TOPICS = [
  /** The points balance (any ledger movement). */
  'points',
  /** XP and level. */
  'xp',
  /** A notification arrived or was read. */
  'notifications',
  /** A ticket of theirs got a reply or changed status. */
  'tickets',
  /** A store redemption of theirs changed state. */
  'redemptions',
  /** A claim of theirs (challenge, VIP reward) was decided. */
  'claims',
  /** A casino name of theirs was reviewed. */
  'casino-links',
  /** Their entries (giveaways, wager raffles, predictions) changed. */
  'entries',
] as const;
export type MemberTopic = (typeof MEMBER_TOPICS)[number];

export interface MemberSignal {
  topics: MemberTopic[];
}

/** The member's own live channel; the server refuses it to anyone else's session. */
export const memberChannel = (memberId: number) => `me:${memberId}`;
export const MEMBER_CHANNEL_PATTERN = /^me:(\d{1,10})$/;
