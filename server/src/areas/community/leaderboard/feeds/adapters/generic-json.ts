import { z } from 'zod';
import { addCents, parseCents } from '../cents';
import type { AmountUnit } from '../cents';
import { FeedError } from '../errors';
import { getFeedJson } from '../http';
import { fillPlaceholders, jsonPathSchema, optionalJsonPathSchema, queryPath } from '../json-path';
import type { PathPlaceholders } from '../json-path';
import { usernameKey } from '../normalise';
import {
  assertPeriod,
  collectRows,
  dateInZone,
  describeJson,
  EMPTY_RESULT,
  filterListSchema,
  httpUrlSchema,
  optionalIdSchema,
  optionalTitleSchema,
  parseConfig,
  periodUpToNow,
  timeZoneSchema,
  usernameSchema,
} from '../rows';
import type { FeedPeriod, WagerFeedAdapter } from '../types';
import { dateOnlyRange } from './rainbet';

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

// Set by the HTTP client itself; a feed setting them would break the exchange.
const FORBIDDEN_HEADERS = new Set([
  'host',
  'content-length',
  'content-type',
  'connection',
  'transfer-encoding',
  'accept',
  'accept-encoding',
  'upgrade',
  'te',
]);
// Credentials go in the secret fields (stored sealed, shown masked), never in the plain headers.
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);

const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;

/**
 * Extra plain headers (`User-Agent`, `X-Api-Version`…): an object, or text with one
 * `Name: value` a line (the admin form's shape).
 */
const headersSchema = z
  .union([z.record(z.string(), z.string()), z.string()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const pairs: [string, string][] =
      typeof v === 'string'
        ? v
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean)
            .map((line) => {
              const at = line.indexOf(':');
              return at < 0 ? [line, ''] : [line.slice(0, at).trim(), line.slice(at + 1).trim()];
            })
        : Object.entries(v).map(([k, x]) => [k.trim(), x.trim()]);
    const out: Record<string, string> = {};
    for (const [name, value] of pairs) {
      const lower = name.toLowerCase();
      const problem = !HEADER_NAME.test(name)
        ? `"${name}" is not a header name; write one "Name: value" a line`
        : !value
          ? `The ${name} header has no value`
          : /[\u0000-\u001f\u007f]/.test(value) || value.length > 1000
            ? `The ${name} header's value is too long or has control characters`
            : FORBIDDEN_HEADERS.has(lower)
              ? `The ${name} header cannot be set`
              : SECRET_HEADERS.has(lower)
                ? `Put the ${name} header in the secret or cookie field: it is stored sealed`
                : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
      else out[name] = value;
    }
    if (Object.keys(out).length > 20)
      ctx.addIssue({ code: 'custom', message: 'At most 20 headers' });
    return Object.keys(out).length ? out : undefined;
  });

/** The POST body: a JSON object or list as text (a GraphQL `{ "query": …, "variables": … }`). */
const bodySchema = z
  .string()
  .trim()
  .max(10_000, 'The body is at most 10,000 characters')
  .optional()
  .transform((v) => (v ? v : undefined))
  .superRefine((v, ctx) => {
    if (v === undefined) return;
    try {
      const parsed: unknown = JSON.parse(v);
      if (parsed === null || typeof parsed !== 'object')
        ctx.addIssue({ code: 'custom', message: 'The body must be a JSON object or list' });
    } catch {
      ctx.addIssue({ code: 'custom', message: 'The body is not valid JSON' });
    }
  });

export const genericJsonConfigSchema = z
  .object({
    /** The feed's full URL (http/https; it may carry fixed query parameters). */
    url: httpUrlSchema,
    /** GET (default) or POST with `body` as JSON (GraphQL and other query APIs). */
    method: z.enum(['GET', 'POST'], { error: 'Choose GET or POST' }).default('GET'),
    body: bodySchema,
    /** Where the secret goes: a request header (default, `Cookie` included) or a query parameter. */
    secretIn: z.enum(['header', 'query']).default('header'),
    /** The header (e.g. `Authorization`, `X-Api-Key`, `Cookie`) or query parameter carrying the secret. */
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
    /** A `Cookie` header sent besides the secret (e.g. a session and a Cloudflare clearance). */
    cookie: z
      .string()
      .trim()
      .max(4000, 'The cookie is too long')
      .regex(/^[\x20-\x7e]*$/, 'The cookie can only contain printable characters')
      .optional()
      .transform((v) => (v ? v : undefined)),
    /** Plain extra headers (not secret). */
    headers: headersSchema,
    /**
     * JSONPath to the players: a path to a list gives its items, a path selecting objects gives
     * them (`$.data[?(@.status=='live')].players[*]`); empty when the answer is the list itself.
     */
    listPath: optionalJsonPathSchema('the list of players'),
    usernamePath: jsonPathSchema('the username'),
    /** Several matches (buckets) are summed; a filter picks one, e.g. by `{month}`. */
    wageredPath: jsonPathSchema('the wagered amount'),
    weightedPath: optionalJsonPathSchema('the weighted wagered amount'),
    favoriteGamePath: optionalJsonPathSchema('the favourite game'),
    /** The platform's stable id of a player: a row without one is kept apart (never merged). */
    idPath: optionalJsonPathSchema("the player's id"),
    /** Names the platform gives hidden players ("Hidden User"): such rows are never merged. */
    hiddenNames: filterListSchema('hidden name'),
    /** Whether amounts are in currency units (12.34) or already in cents (1234). */
    amountUnit: z.enum(['units', 'cents']).default('units'),
    /** Query parameters that carry the period: one, both or neither (`after` alone for Packdraw). */
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
    if (c.cookie && c.secretIn === 'header' && c.secretName?.toLowerCase() === 'cookie')
      ctx.addIssue({
        code: 'custom',
        path: ['cookie'],
        message: 'The secret is already sent as the Cookie header; use one of the two',
      });
    if (c.body && c.method !== 'POST')
      ctx.addIssue({ code: 'custom', path: ['body'], message: 'A body is only sent with POST' });
  });

export type GenericJsonConfig = z.output<typeof genericJsonConfigSchema>;

function formatBoundary(instant: Date, format: GenericJsonConfig['rangeFormat'], zone: string) {
  if (format === 'epoch-s') return String(Math.floor(instant.getTime() / 1000));
  if (format === 'epoch-ms') return String(instant.getTime());
  if (format === 'date') return dateInZone(instant, zone);
  return instant.toISOString();
}

/** The asked period's boundaries as the feed writes them, and the path/body placeholders. */
function periodValues(config: GenericJsonConfig, period: FeedPeriod, now: Date): PathPlaceholders {
  const zone = config.feedTimeZone ?? period.timeZone;
  const days = dateOnlyRange(period, zone, true);
  let start = formatBoundary(period.start, config.rangeFormat, zone);
  let end = formatBoundary(period.end, config.rangeFormat, zone);
  if (config.rangeFormat === 'date') {
    const r = dateOnlyRange(period, zone, config.endDateInclusive);
    start = r.start;
    end = r.end;
  } else if (config.rangeFormat === 'epoch-s')
    end = String(
      Math.min(Math.ceil(period.end.getTime() / 1000), Math.floor(now.getTime() / 1000)),
    );
  return { start, end, startDate: days.start, endDate: days.end, month: days.start.slice(0, 7) };
}

/** The body with placeholders filled: a string that is exactly `{start}` becomes the value. */
function fillBody(value: unknown, values: PathPlaceholders, epoch: boolean): unknown {
  if (typeof value === 'string') {
    const whole = /^\{(start|end)\}$/.exec(value)?.[1] as 'start' | 'end' | undefined;
    if (whole && epoch) return Number(values[whole]);
    return fillPlaceholders(value, values);
  }
  if (Array.isArray(value)) return value.map((v) => fillBody(v, values, epoch));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fillBody(v, values, epoch)]),
    );
  return value;
}

/** The rows `listPath` selects: a selected list gives its items, a selected object is a row. */
function selectRows(body: unknown, config: GenericJsonConfig, values: PathPlaceholders) {
  if (!config.listPath) {
    if (Array.isArray(body)) return body;
    throw new FeedError(
      'shape',
      `The generic feed answered ${describeJson(body)} where a list of players was expected; set the path to the list`,
    );
  }
  const found = queryPath(body, config.listPath, values);
  const rows = found.flatMap((v) => (Array.isArray(v) ? v : [v]));
  if (found.length === 0 || rows.some((r) => r === null || typeof r !== 'object'))
    throw new FeedError(
      'shape',
      `The generic feed's answer has ${found.length === 0 ? 'nothing' : describeJson(found[0])} at "${config.listPath}" where a list of players was expected (the answer is ${describeJson(body)})`,
    );
  return rows;
}

/** One value at a path inside a row (the first match), or the sum of matched amounts. */
const first = (row: unknown, path: string, values: PathPlaceholders) =>
  queryPath(row, path, values)[0];

function sumAmounts(
  row: unknown,
  path: string,
  values: PathPlaceholders,
  unit: AmountUnit,
): unknown {
  const found = queryPath(row, path, values).filter((v) => v !== null && v !== undefined);
  if (found.length <= 1) return found[0];
  let total = 0;
  for (const v of found) {
    const parsed = parseCents(v, unit);
    if (!parsed.ok) return v;
    total = addCents(total, parsed.cents);
  }
  return { cents: total };
}

/**
 * A generic JSON feed described entirely by its settings: the URL, GET or POST with a JSON body,
 * where the secret goes (a header — `Cookie` too — or a query parameter), plain extra headers,
 * JSONPath expressions to the rows and to each field inside a row (filters run by the safe
 * evaluator), the amount unit, and how to pass the period (one, two or no parameters).
 */
export const genericJsonAdapter: WagerFeedAdapter<typeof genericJsonConfigSchema> = {
  kind: 'generic-json',
  label: 'Generic JSON feed',
  description:
    'Any JSON API: GET or POST, a secret header, cookie or parameter, JSONPath to the players and to each field, and how the period is passed.',
  configSchema: genericJsonConfigSchema,
  secretFields: ['secret', 'cookie'],
  rangeMode: 'range',
  providesWeighted: true,
  async fetchWagers(rawConfig, period, ctx = {}) {
    const label = 'The generic feed';
    const config = parseConfig(genericJsonConfigSchema, rawConfig, 'generic JSON');
    assertPeriod(period, 'the generic feed');
    const now = ctx.now ?? new Date();
    const asked = periodUpToNow(period, now);
    if (!asked) return EMPTY_RESULT;
    const values = periodValues(config, asked, now);
    const url = new URL(fillPlaceholders(config.url, values));
    if (config.startParam) url.searchParams.set(config.startParam, values.start);
    if (config.endParam) url.searchParams.set(config.endParam, values.end);
    const headers: Record<string, string> = { ...config.headers };
    if (config.cookie) headers.cookie = config.cookie;
    if (config.secret && config.secretName) {
      if (config.secretIn === 'query') url.searchParams.set(config.secretName, config.secret);
      else headers[config.secretName] = `${config.secretPrefix ?? ''}${config.secret}`;
    }
    const epoch = config.rangeFormat === 'epoch-s' || config.rangeFormat === 'epoch-ms';
    const body = await getFeedJson(url, {
      ...ctx,
      label,
      secrets: [config.secret, config.cookie],
      headers,
      method: config.method,
      ...(config.method === 'POST'
        ? {
            body: JSON.stringify(
              fillBody(config.body ? (JSON.parse(config.body) as unknown) : {}, values, epoch),
            ),
          }
        : {}),
    });

    const list = selectRows(body, config, values);
    const hidden = new Set(config.hiddenNames.map(usernameKey));
    const rowSchema = z
      .unknown()
      .transform((item) => ({
        username: first(item, config.usernamePath, values),
        wagered: sumAmounts(item, config.wageredPath, values, config.amountUnit),
        weighted: config.weightedPath
          ? sumAmounts(item, config.weightedPath, values, config.amountUnit)
          : undefined,
        game: config.favoriteGamePath ? first(item, config.favoriteGamePath, values) : undefined,
        id: config.idPath ? first(item, config.idPath, values) : undefined,
      }))
      .pipe(
        z.object({
          username: usernameSchema,
          wagered: summedAmountSchema(config.wageredPath, config.amountUnit, false).pipe(
            z.number(),
          ),
          weighted: summedAmountSchema(config.weightedPath ?? 'weighted', config.amountUnit, true),
          game: optionalTitleSchema,
          id: optionalIdSchema,
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
        ...(r.id ? { uid: r.id } : {}),
        ...((config.idPath && !r.id) || hidden.has(usernameKey(r.username))
          ? { anonymous: true }
          : {}),
      }),
      label,
    );
  },
};

/** An amount read by {@link sumAmounts}: one value to parse, or an already summed `{ cents }`. */
const summedAmountSchema = (field: string, unit: AmountUnit, optional: boolean) =>
  z.unknown().transform((value, ctx) => {
    if (value && typeof value === 'object' && 'cents' in value)
      return (value as { cents: number }).cents;
    if (optional && (value === undefined || value === null || value === '')) return undefined;
    const parsed = parseCents(value, unit);
    if (parsed.ok) return parsed.cents;
    ctx.addIssue({ code: 'custom', message: `${field} ${parsed.reason}` });
    return z.NEVER;
  });
