import { z } from 'zod';
import { FeedError } from '../errors';
import { getFeedJson } from '../http';
import {
  amountSchema,
  assertPeriod,
  collectRows,
  dateInZone,
  describeJson,
  EMPTY_RESULT,
  httpUrlSchema,
  optionalAmountSchema,
  optionalTitleSchema,
  parseConfig,
  periodUpToNow,
  timeZoneSchema,
  usernameSchema,
} from '../rows';
import type { FeedPeriod, WagerFeedAdapter } from '../types';
import { dateOnlyRange } from './rainbet';

const PATH = /^(?:[A-Za-z0-9_$-]+|\[\d+\])(?:\.[A-Za-z0-9_$-]+|\[\d+\])*$/;

/** A path into the JSON answer: `data.players`, `result.items[0].list`, `stats.wagered`. */
const pathSchema = (what: string) =>
  z
    .string({ error: `Enter the path to ${what}` })
    .trim()
    .min(1, `Enter the path to ${what}`)
    .max(200, 'The path is too long')
    .regex(PATH, 'Write the path as names separated by dots, e.g. data.players or stats.wagered');

const optionalPath = (what: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(pathSchema(what).optional());

const paramName = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(
    z
      .string()
      .max(64, 'The parameter name is too long')
      .regex(
        /^[A-Za-z0-9_.[\]-]+$/,
        'A parameter name has letters, digits, "_", "-", "." or brackets only',
      )
      .optional(),
  );

const FORBIDDEN_HEADERS = new Set([
  'host',
  'content-length',
  'connection',
  'transfer-encoding',
  'cookie',
  'accept',
  'accept-encoding',
  'upgrade',
  'te',
]);

export const genericJsonConfigSchema = z
  .object({
    /** The feed's full URL (http/https; it may carry fixed query parameters). */
    url: httpUrlSchema,
    /** Where the secret goes: a request header (default) or a query parameter. */
    secretIn: z.enum(['header', 'query']).default('header'),
    /** The header (e.g. `Authorization`, `X-Api-Key`) or query parameter that carries the secret. */
    secretName: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(
        z
          .string()
          .max(64, 'The name is too long')
          .regex(
            /^[A-Za-z0-9_-]+$/,
            'A header or parameter name has letters, digits, "_" or "-" only',
          )
          .optional(),
      ),
    /** Written before the secret in the header, e.g. "Bearer ". */
    secretPrefix: z.string().max(32, 'The prefix is too long').optional(),
    secret: z
      .string()
      .trim()
      .max(500, 'The secret is too long')
      .regex(/^[\x21-\x7e]*$/, 'The secret can only contain printable characters without spaces')
      .optional(),
    /** Path to the list of players in the answer; empty when the answer is the list itself. */
    listPath: optionalPath('the list of players'),
    usernamePath: pathSchema('the username'),
    wageredPath: pathSchema('the wagered amount'),
    weightedPath: optionalPath('the weighted wagered amount'),
    favoriteGamePath: optionalPath('the favourite game'),
    /** Whether amounts are in currency units (12.34) or already in cents (1234). */
    amountUnit: z.enum(['units', 'cents']).default('units'),
    /** Query parameters that carry the period; both or neither. Without them the feed is asked as is. */
    startParam: paramName,
    endParam: paramName,
    /** How the period is written: ISO timestamps, dates (YYYY-MM-DD), epoch seconds or milliseconds. */
    rangeFormat: z.enum(['iso', 'date', 'epoch-s', 'epoch-ms']).default('iso'),
    /** For `date` only: whether the feed counts the whole end day (see the Rainbet adapter). */
    endDateInclusive: z.boolean().default(true),
    /** For `date` only: the zone the feed reads dates in (default: the period's). */
    feedTimeZone: timeZoneSchema.optional(),
  })
  .superRefine((c, ctx) => {
    if (Boolean(c.startParam) !== Boolean(c.endParam))
      ctx.addIssue({
        code: 'custom',
        path: [c.startParam ? 'endParam' : 'startParam'],
        message: 'Give both the start and the end parameter, or neither',
      });
    if (c.secret && !c.secretName)
      ctx.addIssue({
        code: 'custom',
        path: ['secretName'],
        message: `Name the ${c.secretIn === 'query' ? 'query parameter' : 'header'} that carries the secret`,
      });
    if (
      c.secretName &&
      c.secretIn === 'header' &&
      FORBIDDEN_HEADERS.has(c.secretName.toLowerCase())
    )
      ctx.addIssue({
        code: 'custom',
        path: ['secretName'],
        message: `The ${c.secretName} header cannot be set`,
      });
    if (c.secretName && !c.secret)
      ctx.addIssue({
        code: 'custom',
        path: ['secret'],
        message: 'Enter the secret, or clear its name',
      });
  });

export type GenericJsonConfig = z.output<typeof genericJsonConfigSchema>;

/** Splits `a.b[0].c` into ['a', 'b', 0, 'c']. */
export function parsePath(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const part of path.split('.')) {
    const m = /^([^[]*)((?:\[\d+\])*)$/.exec(part);
    if (!m) continue;
    if (m[1]) out.push(m[1]);
    for (const idx of m[2]!.matchAll(/\[(\d+)\]/g)) out.push(Number(idx[1]));
  }
  return out;
}

/** Reads a path from parsed JSON (own properties only; numbers index lists). */
export function readPath(value: unknown, path: readonly (string | number)[]): unknown {
  let cur: unknown = value;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    if (Array.isArray(cur)) {
      const i = typeof key === 'number' ? key : /^\d+$/.test(key) ? Number(key) : NaN;
      cur = Number.isInteger(i) ? cur[i] : undefined;
    } else {
      const k = String(key);
      cur = Object.hasOwn(cur, k) ? (cur as Record<string, unknown>)[k] : undefined;
    }
  }
  return cur;
}

function formatBoundary(instant: Date, format: GenericJsonConfig['rangeFormat'], zone: string) {
  if (format === 'epoch-s') return String(Math.floor(instant.getTime() / 1000));
  if (format === 'epoch-ms') return String(instant.getTime());
  if (format === 'date') return dateInZone(instant, zone);
  return instant.toISOString();
}

function rangeParams(config: GenericJsonConfig, period: FeedPeriod, now: Date): [string, string] {
  const zone = config.feedTimeZone ?? period.timeZone;
  if (config.rangeFormat === 'date') {
    const r = dateOnlyRange(period, zone, config.endDateInclusive);
    return [r.start, r.end];
  }
  const end =
    config.rangeFormat === 'epoch-s'
      ? String(Math.min(Math.ceil(period.end.getTime() / 1000), Math.floor(now.getTime() / 1000)))
      : formatBoundary(period.end, config.rangeFormat, zone);
  return [formatBoundary(period.start, config.rangeFormat, zone), end];
}

/**
 * A generic JSON feed described entirely by its settings: the URL, where the secret goes, the
 * path to the list of players in the answer, the path to each field inside a player, the amount
 * unit, and how to pass the period. Paths are dot-separated names with `[n]` for list positions;
 * names containing dots are not supported.
 */
export const genericJsonAdapter: WagerFeedAdapter<typeof genericJsonConfigSchema> = {
  kind: 'generic-json',
  label: 'Generic JSON feed',
  description:
    'Any JSON API: set the URL, the secret header or parameter, the path to the list of players and to each field, and how the period is passed.',
  configSchema: genericJsonConfigSchema,
  secretFields: ['secret'],
  rangeMode: 'range',
  providesWeighted: true,
  async fetchWagers(rawConfig, period, ctx = {}) {
    const label = 'The generic feed';
    const config = parseConfig(genericJsonConfigSchema, rawConfig, 'generic JSON');
    assertPeriod(period, 'the generic feed');
    const now = ctx.now ?? new Date();
    const asked = periodUpToNow(period, now);
    if (!asked) return EMPTY_RESULT;
    const url = new URL(config.url);
    if (config.startParam && config.endParam) {
      const [start, end] = rangeParams(config, asked, now);
      url.searchParams.set(config.startParam, start);
      url.searchParams.set(config.endParam, end);
    }
    const headers: Record<string, string> = {};
    if (config.secret && config.secretName) {
      if (config.secretIn === 'query') url.searchParams.set(config.secretName, config.secret);
      else headers[config.secretName] = `${config.secretPrefix ?? ''}${config.secret}`;
    }
    const body = await getFeedJson(url, { ...ctx, label, secrets: [config.secret], headers });

    const list = config.listPath ? readPath(body, parsePath(config.listPath)) : body;
    if (!Array.isArray(list))
      throw new FeedError(
        'shape',
        config.listPath
          ? `The generic feed's answer has ${describeJson(list)} at "${config.listPath}" where a list of players was expected (the answer is ${describeJson(body)})`
          : `The generic feed answered ${describeJson(body)} where a list of players was expected; set the path to the list`,
      );

    const paths = {
      username: parsePath(config.usernamePath),
      wagered: parsePath(config.wageredPath),
      weighted: config.weightedPath ? parsePath(config.weightedPath) : null,
      game: config.favoriteGamePath ? parsePath(config.favoriteGamePath) : null,
    };
    const rowSchema = z
      .unknown()
      .transform((item) => ({
        username: readPath(item, paths.username),
        wagered: readPath(item, paths.wagered),
        weighted: paths.weighted ? readPath(item, paths.weighted) : undefined,
        game: paths.game ? readPath(item, paths.game) : undefined,
      }))
      .pipe(
        z.object({
          username: usernameSchema,
          wagered: amountSchema(config.wageredPath, config.amountUnit),
          weighted: optionalAmountSchema(config.weightedPath ?? 'weighted', config.amountUnit),
          game: optionalTitleSchema,
        }),
      );
    return collectRows(
      list,
      rowSchema,
      (r) => ({
        username: r.username,
        wagered: r.wagered,
        ...(r.weighted !== undefined ? { weightedWagered: r.weighted } : {}),
        ...(r.game ? { favoriteGameTitle: r.game } : {}),
      }),
      label,
    );
  },
};
