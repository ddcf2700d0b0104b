import { z } from 'zod';
import { getFeedJson } from '../http';
import {
  amountSchema,
  assertPeriod,
  baseUrlSchema,
  collectRows,
  EMPTY_RESULT,
  feedUrl,
  listAt,
  parseConfig,
  periodUpToNow,
  secretSchema,
  usernameSchema,
} from '../rows';
import type { WagerFeedAdapter } from '../types';

export const chickenConfigSchema = z.object({
  /** `https://api.chicken.gg`. */
  baseUrl: baseUrlSchema,
  /** The affiliate API key, sent as the `key` query parameter. */
  key: secretSchema('API key'),
});

export type ChickenConfig = z.output<typeof chickenConfigSchema>;

/** The name a board shows for a player who hides it (Chicken.gg sends `displayName: null`). */
export const CHICKEN_HIDDEN_NAME = 'Hidden';

const chickenRowSchema = z
  .looseObject({})
  .transform((row) => ({
    ...row,
    hidden: row.displayName === null,
    displayName: row.displayName === null ? CHICKEN_HIDDEN_NAME : row.displayName,
  }))
  .pipe(
    z.object({
      hidden: z.boolean(),
      displayName: usernameSchema,
      wagerAmount: amountSchema('wagerAmount'),
    }),
  );

/**
 * Chicken.gg affiliate referrals: `GET {base}/affiliate/v1/referrals?key&minTime&maxTime` (epoch
 * milliseconds; the end never past now) → `{ referrals: [{ displayName, imageUrl, wagerAmount,
 * depositAmount, commissionAmount }] }`, amounts in coins (1 coin ≈ 1 USD). A referral whose
 * `displayName` is null hides its name: it is kept as a hidden player of its own, never merged.
 */
export const chickenAdapter: WagerFeedAdapter<typeof chickenConfigSchema> = {
  kind: 'chicken',
  label: 'Chicken.gg affiliate referrals',
  description:
    'GET {base}/affiliate/v1/referrals?key&minTime&maxTime (epoch ms); wagers per referral, hidden names kept apart.',
  configSchema: chickenConfigSchema,
  secretFields: ['key'],
  rangeMode: 'range',
  providesWeighted: false,
  async fetchWagers(rawConfig, period, ctx = {}) {
    const label = 'Chicken.gg';
    const config = parseConfig(chickenConfigSchema, rawConfig, label);
    assertPeriod(period, label);
    const asked = periodUpToNow(period, ctx.now ?? new Date());
    if (!asked) return EMPTY_RESULT;
    const url = feedUrl(config.baseUrl, ['affiliate', 'v1', 'referrals'], {
      key: config.key,
      minTime: String(asked.start.getTime()),
      maxTime: String(asked.end.getTime()),
    });
    const body = await getFeedJson(url, { ...ctx, label, secrets: [config.key] });
    const list = listAt(body, 'referrals', label);
    return collectRows(
      list,
      chickenRowSchema,
      (r) => ({
        username: r.displayName,
        wagered: r.wagerAmount,
        ...(r.hidden ? { anonymous: true } : {}),
      }),
      label,
    );
  },
};
