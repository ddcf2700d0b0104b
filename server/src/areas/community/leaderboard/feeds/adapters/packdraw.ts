import { z } from 'zod';
import { getFeedJson } from '../http';
import {
  amountSchema,
  assertPeriod,
  baseUrlSchema,
  collectRows,
  feedUrl,
  listAt,
  parseConfig,
  secretSchema,
  usernameSchema,
} from '../rows';
import type { WagerFeedAdapter } from '../types';
import { sinceDateWagers } from './since-date';

export const packdrawConfigSchema = z.object({
  /** `https://packdraw.com`. */
  baseUrl: baseUrlSchema,
  /** The affiliate API key, sent as the `apiKey` query parameter. */
  key: secretSchema('API key'),
});

export type PackdrawConfig = z.output<typeof packdrawConfigSchema>;

const packdrawRowSchema = z.object({
  username: usernameSchema,
  wagerAmount: amountSchema('wagerAmount'),
});

/** Packdraw's `after` date: month-day-year without leading zeros (`11-1-2026`). */
const mdy = (day: Date) => `${day.getUTCMonth() + 1}-${day.getUTCDate()}-${day.getUTCFullYear()}`;

/**
 * Packdraw affiliate leaderboard: `GET {base}/api/v1/affiliates/leaderboard?after=M-D-YYYY&apiKey`
 * → `{ after, before, asOf, leaderboard: [{ username, wagerAmount, image }] }`, each player's
 * wagers (dollars) **since `after`** up to now; there is no end parameter, so an ended period is
 * the difference of two answers (see `sinceDateWagers`).
 */
export const packdrawAdapter: WagerFeedAdapter<typeof packdrawConfigSchema> = {
  kind: 'packdraw',
  label: 'Packdraw affiliate leaderboard',
  description:
    'GET {base}/api/v1/affiliates/leaderboard?after=M-D-YYYY&apiKey; wagers since a day, in dollars.',
  configSchema: packdrawConfigSchema,
  secretFields: ['key'],
  rangeMode: 'range',
  providesWeighted: false,
  async fetchWagers(rawConfig, period, ctx = {}) {
    const label = 'Packdraw';
    const config = parseConfig(packdrawConfigSchema, rawConfig, label);
    assertPeriod(period, label);
    return sinceDateWagers(period, ctx.now ?? new Date(), async (day) => {
      const url = feedUrl(config.baseUrl, ['api', 'v1', 'affiliates', 'leaderboard'], {
        after: mdy(day),
        apiKey: config.key,
      });
      const body = await getFeedJson(url, { ...ctx, label, secrets: [config.key] });
      const list = listAt(body, 'leaderboard', label);
      return collectRows(
        list,
        packdrawRowSchema,
        (r) => ({ username: r.username, wagered: r.wagerAmount }),
        label,
      );
    });
  },
};
