import { z } from 'zod';
import { FeedError } from '../errors';
import { getFeedJson } from '../http';
import {
  amountSchema,
  assertPeriod,
  baseUrlSchema,
  collectRows,
  dateInZone,
  describeJson,
  feedUrl,
  optionalIdSchema,
  optionalSecretSchema,
  parseConfig,
  secretSchema,
  usernameSchema,
} from '../rows';
import type { WagerFeedAdapter } from '../types';
import { sinceDateWagers } from './since-date';

export const clashConfigSchema = z.object({
  /** `https://api.clash.gg` (the same API serves Cases.gg and Acebet at their own hosts). */
  baseUrl: baseUrlSchema,
  /** The affiliate API token from Clash.gg's affiliate page, sent as `Authorization: Bearer`. */
  token: secretSchema('API token'),
  /** A `Cookie` some deployments ask for besides the token. */
  cookie: optionalSecretSchema('cookie'),
});

export type ClashConfig = z.output<typeof clashConfigSchema>;

const clashRowSchema = z.object({
  userId: optionalIdSchema,
  name: usernameSchema,
  // Cents of gems (1 gem ≈ 1 USD): public clients divide by 100 to show gems.
  wagered: amountSchema('wagered', 'cents'),
});

/**
 * Clash.gg affiliate summary: `GET {base}/affiliates/detailed-summary/v2/{YYYY-MM-DD}` with a
 * bearer token → a list of `{ userId, name, wagered, deposited, earned, xp, … }` (some
 * deployments wrap it in `{ referralSummaries: [...] }`), each player's totals **since that
 * date up to now**, `wagered` in cents of gems. A running period is asked since its first day;
 * an ended one as the difference of two answers (see `sinceDateWagers`).
 */
export const clashAdapter: WagerFeedAdapter<typeof clashConfigSchema> = {
  kind: 'clash',
  label: 'Clash.gg affiliate summary',
  description:
    'GET {base}/affiliates/detailed-summary/v2/{date} with the bearer token (and a cookie if asked); totals since a date, in cents of gems.',
  configSchema: clashConfigSchema,
  secretFields: ['token', 'cookie'],
  rangeMode: 'range',
  providesWeighted: false,
  async fetchWagers(rawConfig, period, ctx = {}) {
    const label = 'Clash.gg';
    const config = parseConfig(clashConfigSchema, rawConfig, label);
    assertPeriod(period, label);
    return sinceDateWagers(period, ctx.now ?? new Date(), async (day) => {
      const url = feedUrl(config.baseUrl, [
        'affiliates',
        'detailed-summary',
        'v2',
        dateInZone(day, 'UTC'),
      ]);
      const body = await getFeedJson(url, {
        ...ctx,
        label,
        secrets: [config.token, config.cookie],
        headers: {
          authorization: `Bearer ${config.token}`,
          ...(config.cookie ? { cookie: config.cookie } : {}),
        },
      });
      const list = Array.isArray(body)
        ? body
        : body &&
            typeof body === 'object' &&
            Array.isArray((body as Record<string, unknown>).referralSummaries)
          ? ((body as Record<string, unknown>).referralSummaries as unknown[])
          : null;
      if (!list)
        throw new FeedError(
          'shape',
          `Clash.gg answered ${describeJson(body)} where a list of players was expected`,
        );
      return collectRows(
        list,
        clashRowSchema,
        (r) => ({ username: r.name, wagered: r.wagered, ...(r.userId ? { uid: r.userId } : {}) }),
        label,
      );
    });
  },
};
