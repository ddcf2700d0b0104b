import { z } from 'zod';
import { FeedError } from '../errors';
import { getFeedJson } from '../http';
import {
  amountSchema,
  assertPeriod,
  baseUrlSchema,
  collectRows,
  describeJson,
  EMPTY_RESULT,
  feedUrl,
  parseConfig,
  periodUpToNow,
  secretSchema,
  usernameSchema,
} from '../rows';
import type { WagerFeedAdapter } from '../types';

const campaignCode = z
  .string()
  .trim()
  .min(1)
  .max(64, 'A campaign code is at most 64 characters')
  .regex(/^[\w.-]+$/, 'A campaign code has letters, digits, "_", "-" or "." only');

export const shuffleConfigSchema = z.object({
  baseUrl: baseUrlSchema,
  /** The affiliate secret in the stats URL path. */
  secret: secretSchema('API secret'),
  /**
   * Count only these campaign codes (case-insensitive); empty or absent counts every code. An
   * admin form may send them comma-separated.
   */
  campaignCodes: z
    .union([z.array(z.string()), z.string()])
    .optional()
    .transform((v) =>
      (typeof v === 'string' ? v.split(',') : (v ?? [])).map((s) => s.trim()).filter(Boolean),
    )
    .pipe(z.array(campaignCode).max(50, 'At most 50 campaign codes')),
});

export type ShuffleConfig = z.output<typeof shuffleConfigSchema>;

const shuffleRowSchema = z.object({
  username: usernameSchema,
  campaignCode: z.unknown().transform((v) => (typeof v === 'string' ? v.trim() : '')),
  wagerAmount: amountSchema('wagerAmount'),
});

/**
 * Shuffle-style stats: `GET {base}/stats/{secret}?startTime=…&endTime=…` with epoch seconds
 * (start rounded down, end rounded up, so the whole period is covered — but never past now:
 * Shuffle answers 400 INVALID_DATE to a future end, so a running period is asked up to now); the answer is a list of
 * `{ username, campaignCode, wagerAmount }`, one row per player and campaign code — a player
 * under two codes appears twice (merge with `normaliseRows`). The optional campaign-code filter
 * keeps only the listed codes.
 */
export const shuffleAdapter: WagerFeedAdapter<typeof shuffleConfigSchema> = {
  kind: 'shuffle',
  label: 'Shuffle-style stats',
  description:
    'GET {base}/stats/{secret}?startTime&endTime in epoch seconds; one row per player and campaign code, optionally filtered by code; raw wagers.',
  configSchema: shuffleConfigSchema,
  secretFields: ['secret'],
  rangeMode: 'range',
  providesWeighted: false,
  async fetchWagers(rawConfig, period, ctx = {}) {
    const label = 'Shuffle';
    const config = parseConfig(shuffleConfigSchema, rawConfig, label);
    assertPeriod(period, label);
    const now = ctx.now ?? new Date();
    const asked = periodUpToNow(period, now);
    if (!asked) return EMPTY_RESULT;
    const startTime = Math.floor(asked.start.getTime() / 1000);
    // An end rounded up may pass now, which Shuffle refuses (400 INVALID_DATE).
    const endTime = Math.min(
      Math.ceil(asked.end.getTime() / 1000),
      Math.floor(now.getTime() / 1000),
    );
    if (endTime <= startTime) return EMPTY_RESULT;
    const url = feedUrl(config.baseUrl, ['stats', config.secret], {
      startTime: String(startTime),
      endTime: String(endTime),
    });
    const body = await getFeedJson(url, { ...ctx, label, secrets: [config.secret] });
    if (!Array.isArray(body))
      throw new FeedError(
        'shape',
        `Shuffle answered ${describeJson(body)} where a list of players was expected`,
      );
    const codes = new Set(config.campaignCodes.map((c) => c.toLowerCase()));
    return collectRows(
      body,
      shuffleRowSchema,
      (r) =>
        codes.size && !codes.has(r.campaignCode.toLowerCase())
          ? null
          : { username: r.username, wagered: r.wagerAmount },
      label,
    );
  },
};
