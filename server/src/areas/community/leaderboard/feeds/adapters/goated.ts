import { z } from 'zod';
import { subtractCentsFloor0 } from '../cents';
import { getFeedJson } from '../http';
import { usernameKey } from '../normalise';
import {
  amountSchema,
  assertPeriod,
  baseUrlSchema,
  collectRows,
  feedUrl,
  listAt,
  optionalIdSchema,
  optionalSecretSchema,
  parseConfig,
  usernameSchema,
} from '../rows';
import type { FeedRow, WagerFeedAdapter } from '../types';

export const goatedConfigSchema = z
  .object({
    /** `https://api.goated.com`, `https://apis.goated.com`, or the cloud function's origin. */
    baseUrl: baseUrlSchema,
    /**
     * The first path segment: `user2` (`api.goated.com/user2/…`) or `user`
     * (`apis.goated.com/user/…`); deployments differ, and the wrong one answers 404.
     */
    pathPrefix: z.enum(['user2', 'user'], { error: 'Choose "user2" or "user"' }).default('user2'),
    /** The private code in the leaderboard URL (treated as a secret). */
    code: optionalSecretSchema('leaderboard code'),
    /** A bearer token, for deployments that ask for one (sent as `Authorization: Bearer …`). */
    token: optionalSecretSchema('API token'),
  })
  .superRefine((c, ctx) => {
    if (!c.code && !c.token)
      ctx.addIssue({
        code: 'custom',
        path: ['code'],
        message: 'Enter the leaderboard code (or a token for an endpoint without a code)',
      });
  });

export type GoatedConfig = z.output<typeof goatedConfigSchema>;

const goatedRowSchema = z.object({
  uid: optionalIdSchema,
  name: usernameSchema,
  wagered: z.object(
    { all_time: amountSchema('wagered.all_time') },
    {
      error: (iss) => (iss.input === undefined ? 'wagered is missing' : 'wagered is not an object'),
    },
  ),
});

/**
 * Goated-style referral leaderboard: `GET {base}/{user2|user}/affiliate/referral-leaderboard/{code}`
 * (the segment and an optional bearer token as the deployment needs) →
 * `{ data: [{ name, uid, wagered: { today, this_week, this_month, all_time } }] }`. The feed has
 * no custom range, so the adapter returns each player's **all-time** total (rangeMode
 * `cumulative`, the period is ignored): the sync job stores these totals as a snapshot when a
 * period starts and ranks the period by {@link diffFromSnapshot}. (`this_week`/`this_month` are
 * not used: their boundaries are the platform's, not the leaderboard's.)
 */
export const goatedAdapter: WagerFeedAdapter<typeof goatedConfigSchema> = {
  kind: 'goated',
  label: 'Goated-style referral leaderboard',
  description:
    'GET {base}/{user2|user}/affiliate/referral-leaderboard/{code}, optionally with a bearer token; all-time totals only, ranked by the difference from a snapshot taken at the period start.',
  configSchema: goatedConfigSchema,
  secretFields: ['code', 'token'],
  rangeMode: 'cumulative',
  providesWeighted: false,
  async fetchWagers(rawConfig, period, ctx = {}) {
    const label = 'Goated';
    const config = parseConfig(goatedConfigSchema, rawConfig, label);
    assertPeriod(period, label);
    const url = feedUrl(config.baseUrl, [
      config.pathPrefix,
      'affiliate',
      'referral-leaderboard',
      ...(config.code ? [config.code] : []),
    ]);
    const body = await getFeedJson(url, {
      ...ctx,
      label,
      secrets: [config.code, config.token],
      ...(config.token ? { headers: { authorization: `Bearer ${config.token}` } } : {}),
    });
    const list = listAt(body, 'data', label);
    return collectRows(
      list,
      goatedRowSchema,
      (r) => ({ username: r.name, wagered: r.wagered.all_time, ...(r.uid ? { uid: r.uid } : {}) }),
      label,
    );
  },
};

/**
 * The wagers of a period from two readings of running totals: for each player in `current`,
 * its total minus its total in `snapshotAtPeriodStart`.
 * - Players are matched by the platform's `uid` when both readings carry one (a renamed player
 *   keeps their progress), else by username, case-insensitively.
 * - A player absent from the snapshot joined during the period: counted from 0.
 * - A total that went down (a platform correction or reset) counts 0, never negative.
 * - Players whose difference is 0 are left out (they did not wager this period).
 * The result is ranked: highest difference first, ties by username.
 */
export function diffFromSnapshot(
  snapshotAtPeriodStart: readonly FeedRow[],
  current: readonly FeedRow[],
): FeedRow[] {
  const byUid = new Map<string, FeedRow>();
  const byName = new Map<string, FeedRow>();
  for (const row of snapshotAtPeriodStart) {
    if (row.uid) byUid.set(row.uid, row);
    byName.set(usernameKey(row.username), row);
  }
  const out: FeedRow[] = [];
  for (const row of current) {
    const before =
      (row.uid ? byUid.get(row.uid) : undefined) ?? byName.get(usernameKey(row.username));
    const wagered = subtractCentsFloor0(row.wagered, before?.wagered ?? 0);
    if (wagered === 0) continue;
    const diff: FeedRow = { username: row.username, wagered };
    if (row.weightedWagered !== undefined)
      diff.weightedWagered = subtractCentsFloor0(row.weightedWagered, before?.weightedWagered ?? 0);
    if (row.uid) diff.uid = row.uid;
    if (row.favoriteGameTitle) diff.favoriteGameTitle = row.favoriteGameTitle;
    out.push(diff);
  }
  return out.sort(compareRows);
}

function compareRows(a: FeedRow, b: FeedRow) {
  return b.wagered - a.wagered || (a.username < b.username ? -1 : a.username > b.username ? 1 : 0);
}
