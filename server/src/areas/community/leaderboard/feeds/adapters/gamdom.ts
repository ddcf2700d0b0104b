import { z } from 'zod';
import { addCents } from '../cents';
import { getFeedJson } from '../http';
import {
  amountSchema,
  assertPeriod,
  baseUrlSchema,
  collectRows,
  dateInZone,
  EMPTY_RESULT,
  feedUrl,
  listAt,
  optionalIdSchema,
  parseConfig,
  periodUpToNow,
  secretSchema,
  usernameSchema,
} from '../rows';
import type { WagerFeedAdapter } from '../types';

export const gamdomConfigSchema = z.object({
  /** `https://gamdom.com`. */
  baseUrl: baseUrlSchema,
  /** The affiliate API key, sent as the `apikey` query parameter. */
  key: secretSchema('API key'),
});

export type GamdomConfig = z.output<typeof gamdomConfigSchema>;

const bucketSchema = z.object({
  month: z.string({ error: 'wager_data.month is missing' }).regex(/^\d{4}-\d{2}$/, {
    error: 'wager_data.month is not a YYYY-MM month',
  }),
  total_wager_usd: amountSchema('wager_data.total_wager_usd'),
});

const gamdomRowSchema = z.object({
  user_id: optionalIdSchema,
  username: usernameSchema,
  wager_data: z.array(bucketSchema, {
    error: (iss) =>
      iss.input === undefined ? 'wager_data is missing' : 'wager_data is not a list',
  }),
});

/**
 * Gamdom affiliate leaderboard: `GET {base}/api/affiliates/leaderboard?apikey&after=YYYY-MM-DD` →
 * `{ data: [{ user_id, username, wager_data: [{ month: 'YYYY-MM', total_wager_usd }] }] }`: one
 * bucket per calendar month (UTC), several months in one answer. The adapter sums the buckets of
 * the months the period covers — never another month's (the generic feed's old mistake) — so
 * monthly periods are exact; a shorter period counts its whole month(s). Several players named
 * "Hidden User" have their own `user_id` and stay apart.
 */
export const gamdomAdapter: WagerFeedAdapter<typeof gamdomConfigSchema> = {
  kind: 'gamdom',
  label: 'Gamdom affiliate leaderboard',
  description:
    'GET {base}/api/affiliates/leaderboard?apikey&after; monthly buckets in USD, the period’s months summed (use monthly periods).',
  configSchema: gamdomConfigSchema,
  secretFields: ['key'],
  rangeMode: 'range',
  providesWeighted: false,
  async fetchWagers(rawConfig, period, ctx = {}) {
    const label = 'Gamdom';
    const config = parseConfig(gamdomConfigSchema, rawConfig, label);
    assertPeriod(period, label);
    const asked = periodUpToNow(period, ctx.now ?? new Date());
    if (!asked) return EMPTY_RESULT;
    const first = dateInZone(asked.start, 'UTC');
    const lastMonth = dateInZone(new Date(asked.end.getTime() - 1), 'UTC').slice(0, 7);
    const url = feedUrl(config.baseUrl, ['api', 'affiliates', 'leaderboard'], {
      apikey: config.key,
      after: first,
    });
    const body = await getFeedJson(url, { ...ctx, label, secrets: [config.key] });
    const list = listAt(body, 'data', label);
    const inPeriod = (month: string) => month >= first.slice(0, 7) && month <= lastMonth;
    return collectRows(
      list,
      gamdomRowSchema,
      (r) => ({
        username: r.username,
        wagered: r.wager_data
          .filter((b) => inPeriod(b.month))
          .reduce((sum, b) => addCents(sum, b.total_wager_usd), 0),
        ...(r.user_id ? { uid: r.user_id } : {}),
      }),
      label,
    );
  },
};
