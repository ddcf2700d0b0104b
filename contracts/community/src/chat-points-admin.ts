// Admin › Stream's chat points settings: /api/admin/community/chat-points.
import { z } from 'zod';
import { singleLineText } from '@lobby/shared-api/contract';

export const CHAT_POINTS_DEFAULTS = {
  enabled: true,
  points_per_interval: 10,
  interval_minutes: 10,
  daily_cap: 120,
  ignored_usernames: ['botrix', 'kickbot', 'sery_bot', 'streamelements', 'nightbot', 'fossabot'],
} as const;
export const CHAT_POINTS_MAX_IGNORED = 200;

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** PUT body: what a member earns, how often, the day's cap, and the names that never earn. */
export const chatPointsSettingsSchema = z
  .object({
    enabled: z.boolean({ message: 'Must be true or false' }),
    points_per_interval: wholeNumber('Points', 1, 10_000),
    interval_minutes: wholeNumber('The interval', 1, 1440),
    daily_cap: wholeNumber('The daily cap', 0, 1_000_000),
    /** Kick usernames (bots, the blacklist) whose messages earn nothing. */
    ignored_usernames: z
      .array(
        singleLineText({ message: 'Must be text' })
          .trim()
          .min(1, 'A username must not be empty')
          .max(100, 'A username must be at most 100 characters'),
      )
      .max(CHAT_POINTS_MAX_IGNORED, `At most ${CHAT_POINTS_MAX_IGNORED} usernames`),
  })
  .refine((v) => v.daily_cap === 0 || v.daily_cap >= v.points_per_interval, {
    message: 'The daily cap must be 0 (no cap) or at least the points per interval',
    path: ['daily_cap'],
  });
export type ChatPointsSettings = z.infer<typeof chatPointsSettingsSchema>;

export interface ChatPointsSettingsResponse {
  success: true;
  data: ChatPointsSettings;
}
