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
  filterListSchema,
  optionalAmountSchema,
  optionalIdSchema,
  optionalTitleSchema,
  parseConfig,
  periodUpToNow,
  secretSchema,
  usernameSchema,
} from '../rows';
import type { WagerFeedAdapter } from '../types';

export const roobetConfigSchema = z.object({
  baseUrl: baseUrlSchema,
  /** The affiliate's API token, sent as `Authorization: Bearer …`. */
  token: secretSchema('API token'),
  /** The affiliate's Roobet user id (the `userId` query parameter). */
  userId: z
    .string({ error: 'Enter your Roobet user id' })
    .trim()
    .min(1, 'Enter your Roobet user id')
    .max(100, 'The user id is too long'),
  /**
   * Count only these game categories (e.g. `slots`, `provably fair`), game identifiers (e.g.
   * `housegames:dice`) or providers; each sent comma-separated when set (slot-only boards).
   */
  categories: filterListSchema('category'),
  gameIdentifiers: filterListSchema('game identifier'),
  providers: filterListSchema('provider'),
});

export type RoobetConfig = z.output<typeof roobetConfigSchema>;

const roobetRowSchema = z.object({
  uid: optionalIdSchema,
  username: usernameSchema,
  wagered: amountSchema('wagered'),
  weightedWagered: optionalAmountSchema('weightedWagered'),
  favoriteGameTitle: optionalTitleSchema,
});

/**
 * Roobet-style stats: `GET {base}/affiliate/v2/stats?userId=…&startDate=…&endDate=…` with a bearer
 * token; the answer is a list of `{ uid, username, wagered, weightedWagered, favoriteGameTitle }`.
 * The range is sent as full ISO timestamps (UTC), so no date rounding happens: `endDate` is the
 * period's end instant (or now, while the period runs).
 */
export const roobetAdapter: WagerFeedAdapter<typeof roobetConfigSchema> = {
  kind: 'roobet',
  label: 'Roobet-style stats',
  description:
    'GET {base}/affiliate/v2/stats?userId&startDate&endDate with a bearer token, optionally filtered by categories, gameIdentifiers or providers; full ISO timestamps; raw and weighted wagers.',
  configSchema: roobetConfigSchema,
  secretFields: ['token'],
  rangeMode: 'range',
  providesWeighted: true,
  async fetchWagers(rawConfig, period, ctx = {}) {
    const label = 'Roobet';
    const config = parseConfig(roobetConfigSchema, rawConfig, label);
    assertPeriod(period, label);
    const asked = periodUpToNow(period, ctx.now ?? new Date());
    if (!asked) return EMPTY_RESULT;
    const url = feedUrl(config.baseUrl, ['affiliate', 'v2', 'stats'], {
      userId: config.userId,
      startDate: asked.start.toISOString(),
      endDate: asked.end.toISOString(),
      ...(config.categories.length ? { categories: config.categories.join(',') } : {}),
      ...(config.gameIdentifiers.length
        ? { gameIdentifiers: config.gameIdentifiers.join(',') }
        : {}),
      ...(config.providers.length ? { providers: config.providers.join(',') } : {}),
    });
    const body = await getFeedJson(url, {
      ...ctx,
      label,
      secrets: [config.token],
      headers: { authorization: `Bearer ${config.token}` },
    });
    if (!Array.isArray(body))
      throw new FeedError(
        'shape',
        `Roobet answered ${describeJson(body)} where a list of players was expected`,
      );
    return collectRows(
      body,
      roobetRowSchema,
      (r) => ({
        username: r.username,
        wagered: r.wagered,
        ...(r.weightedWagered !== undefined ? { weightedWagered: r.weightedWagered } : {}),
        ...(r.favoriteGameTitle ? { favoriteGameTitle: r.favoriteGameTitle } : {}),
        ...(r.uid ? { uid: r.uid } : {}),
      }),
      label,
    );
  },
};
