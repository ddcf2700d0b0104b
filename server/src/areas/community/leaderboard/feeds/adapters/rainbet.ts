import { z } from 'zod';
import { FeedError } from '../errors';
import { getFeedJson } from '../http';
import {
  addDays,
  amountSchema,
  assertPeriod,
  baseUrlSchema,
  collectRows,
  dateInZone,
  describeJson,
  EMPTY_RESULT,
  feedUrl,
  optionalIdSchema,
  parseConfig,
  periodUpToNow,
  secretSchema,
  timeZoneSchema,
  usernameSchema,
} from '../rows';
import type { FeedFetchContext, FeedFetchResult, FeedPeriod, WagerFeedAdapter } from '../types';

export const rainbetConfigSchema = z.object({
  baseUrl: baseUrlSchema,
  /** The affiliate API key, sent as the `key` query parameter. */
  key: secretSchema('API key'),
  /**
   * The zone in which the platform reads `start_at`/`end_at`; by default the platform's period
   * time zone (set the period's zone to the platform's, usually UTC, so days line up).
   */
  feedTimeZone: timeZoneSchema.optional(),
  /**
   * Whether the platform counts the whole `end_at` day. The adapter assumes it does (true, the
   * default) and sends the period's last day as `end_at`. Set false for a platform that stops at
   * the start of `end_at`: the adapter then sends the day after the period's last day, so the
   * last day is still covered.
   */
  endDateInclusive: z.boolean().default(true),
  /**
   * Whether the key's amounts are already weighted ("target edge" weighting set on the key): the
   * amounts are then reported as weighted wagers (and as the raw figure, the only one there is),
   * and the board says "weighted wagers".
   */
  weighted: z.boolean().default(false),
});

export type RainbetConfig = z.output<typeof rainbetConfigSchema>;

const rainbetRowSchema = z
  .looseObject({})
  .transform((row) => ({
    ...row,
    id: row.id ?? row.user_id,
    wagered_amount: row.wagered_amount ?? row.wagered,
  }))
  .pipe(
    z.object({
      id: optionalIdSchema,
      username: usernameSchema,
      wagered_amount: amountSchema('wagered_amount'),
    }),
  );

/**
 * The dates a date-only feed must be asked for so that the whole period is covered:
 * `start` is the calendar date of the period's first instant and `end` the date of its last
 * instant (end − 1 ms), both in `timeZone`; with an exclusive end the day after. When the
 * period's boundaries are midnights in that zone this is exactly the period; otherwise the
 * feed's days cover a little more than the period (never less).
 */
export function dateOnlyRange(period: FeedPeriod, timeZone: string, endInclusive: boolean) {
  const start = dateInZone(period.start, timeZone);
  const last = dateInZone(new Date(period.end.getTime() - 1), timeZone);
  return { start, end: endInclusive ? last : addDays(last, 1) };
}

/** The longest range Rainbet answers in one request, in days (a longer one is refused). */
export const RAINBET_MAX_DAYS = 123;

/**
 * Cuts a date-only range into pieces of at most `maxDays` days each (counting both ends), in
 * order. `end` is read as the feed reads it: inclusive, or exclusive (then every piece's end is
 * the day after its last day, and the piece counts at most `maxDays` days too).
 */
export function splitDateRange(
  range: { start: string; end: string },
  maxDays: number,
  endInclusive: boolean,
): { start: string; end: string }[] {
  const last = endInclusive ? range.end : addDays(range.end, -1);
  const pieces: { start: string; end: string }[] = [];
  for (let from = range.start; from <= last; from = addDays(from, maxDays)) {
    const to = addDays(from, maxDays - 1) < last ? addDays(from, maxDays - 1) : last;
    pieces.push({ start: from, end: endInclusive ? to : addDays(to, 1) });
  }
  return pieces;
}

/**
 * Rainbet-style affiliates: `GET {base}/v1/external/affiliates?start_at=YYYY-MM-DD&end_at=YYYY-MM-DD&key=…`;
 * the answer is `{ affiliates: [{ username, wagered_amount }] }` (or a bare list) with amounts
 * often as strings. The feed takes dates only; see {@link dateOnlyRange} for which dates. The
 * last date is never after today in the feed's zone, and a period longer than
 * {@link RAINBET_MAX_DAYS} days is asked in pieces whose rows are returned together (a player in
 * several pieces appears once per piece; `normaliseRows` sums them).
 */
export const rainbetAdapter: WagerFeedAdapter<typeof rainbetConfigSchema> = {
  kind: 'rainbet',
  label: 'Rainbet-style affiliates',
  description:
    'GET {base}/v1/external/affiliates?start_at&end_at&key; dates only (computed in the platform time zone, end date inclusive), split in 123-day pieces; raw wagers, or weighted ones for a key with target-edge weighting.',
  configSchema: rainbetConfigSchema,
  secretFields: ['key'],
  rangeMode: 'range',
  providesWeighted: false,
  async fetchWagers(rawConfig, period, ctx = {}) {
    const label = 'Rainbet';
    const config = parseConfig(rainbetConfigSchema, rawConfig, label);
    assertPeriod(period, label);
    const asked = periodUpToNow(period, ctx.now ?? new Date());
    if (!asked) return EMPTY_RESULT;
    const range = dateOnlyRange(
      asked,
      config.feedTimeZone ?? period.timeZone,
      config.endDateInclusive,
    );
    const result: FeedFetchResult = { rows: [], dropped: 0, droppedSamples: [], received: 0 };
    for (const piece of splitDateRange(range, RAINBET_MAX_DAYS, config.endDateInclusive)) {
      const part = await fetchRainbetRange(config, piece, ctx);
      result.rows.push(...part.rows);
      result.dropped += part.dropped;
      for (const d of part.droppedSamples)
        if (result.droppedSamples.length < 20)
          result.droppedSamples.push({ ...d, index: d.index + result.received });
      result.received += part.received;
    }
    return result;
  },
};

async function fetchRainbetRange(
  config: RainbetConfig,
  range: { start: string; end: string },
  ctx: FeedFetchContext,
): Promise<FeedFetchResult> {
  const label = 'Rainbet';
  const url = feedUrl(config.baseUrl, ['v1', 'external', 'affiliates'], {
    start_at: range.start,
    end_at: range.end,
    key: config.key,
  });
  const body = await getFeedJson(url, { ...ctx, label, secrets: [config.key] });
  const list = Array.isArray(body)
    ? body
    : body &&
        typeof body === 'object' &&
        Array.isArray((body as { affiliates?: unknown }).affiliates)
      ? (body as { affiliates: unknown[] }).affiliates
      : null;
  if (!list)
    throw new FeedError(
      'shape',
      `Rainbet answered ${describeJson(body)} where { affiliates: [...] } was expected`,
    );
  return collectRows(
    list,
    rainbetRowSchema,
    (r) => ({
      username: r.username,
      wagered: r.wagered_amount,
      ...(config.weighted ? { weightedWagered: r.wagered_amount } : {}),
      ...(r.id ? { uid: r.id } : {}),
    }),
    label,
  );
}
