import { z } from 'zod';
import { singleLineText } from './common';

/**
 * The live channel (`GET /api/live?channels=hunt:12,leaderboard`, Server-Sent Events): the
 * server sends one default-typed event per message whose data is a `LiveEvent` as JSON, comment
 * heartbeats, and `retry:` advice. Channels: `leaderboard` (after a feed sync), `hunt:{id}`
 * (a bonus hunt changed), `hunts` (a hunt was created or completed), `tournament:{id}`.
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
