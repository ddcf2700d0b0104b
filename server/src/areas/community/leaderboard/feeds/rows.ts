import { z } from 'zod';
import type { AmountUnit } from './cents';
import { parseCents } from './cents';
import { FeedError } from './errors';
import type { FieldErrors } from './errors';
import type { DroppedRow, FeedFetchResult, FeedRow } from './types';

// ---- settings ----------------------------------------------------------------------------

/**
 * An http(s) URL without credentials; `query: false` also refuses a query or a fragment. One
 * check for both the base URLs of the adapters and the generic feed's full URL.
 */
function urlSchema(opts: { empty: string; max: number; query: boolean }) {
  return z
    .string({ error: opts.empty })
    .trim()
    .min(1, opts.empty)
    .max(opts.max, 'The URL is too long')
    .superRefine((value, ctx) => {
      let u: URL;
      try {
        u = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Enter a full URL starting with https://' });
        return;
      }
      if (u.protocol !== 'https:' && u.protocol !== 'http:')
        ctx.addIssue({ code: 'custom', message: 'Only http and https URLs are allowed' });
      else if (u.username || u.password)
        ctx.addIssue({
          code: 'custom',
          message: 'Put credentials in their own field, not in the URL',
        });
      else if (!opts.query && (u.search || u.hash))
        ctx.addIssue({
          code: 'custom',
          message: 'The base URL cannot have a query (?…) or a fragment (#…)',
        });
    });
}

/** An http(s) URL without credentials, query or fragment; a trailing slash is dropped. */
export const baseUrlSchema = urlSchema({
  empty: 'Enter the base URL',
  max: 500,
  query: false,
}).transform((value) => value.replace(/\/+$/, ''));

/** A full http(s) URL that may carry a query (the generic feed's URL). */
export const httpUrlSchema = urlSchema({ empty: 'Enter the URL', max: 2000, query: true });

/** A token, key or secret: required, printable, no spaces. */
export const secretSchema = (what: string) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(1, `Enter the ${what}`)
    .max(500, `The ${what} is too long`)
    .regex(/^[\x21-\x7e]*$/, `The ${what} can only contain printable characters without spaces`);

/** An optional token or key: empty or absent is undefined. */
export const optionalSecretSchema = (what: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), secretSchema(what).optional());

/**
 * A list of filter values (game categories, providers…): an array or comma-separated text,
 * trimmed, empties dropped; each value plain text without commas.
 */
export const filterListSchema = (what: string) =>
  z
    .union([z.array(z.string()), z.string()])
    .optional()
    .transform((v) =>
      (typeof v === 'string' ? v.split(',') : (v ?? [])).map((s) => s.trim()).filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .max(100, `A ${what} is at most 100 characters`)
            .regex(/^[^,\u0000-\u001f\u007f]+$/, `A ${what} has no commas or control characters`),
        )
        .max(50, `At most 50 ${what} values`),
    );

/** An IANA time zone the runtime knows ("Europe/Berlin", "UTC"). */
export const timeZoneSchema = z
  .string()
  .trim()
  .min(1, 'Choose a time zone')
  .refine((tz) => isValidTimeZone(tz), 'Unknown time zone; use an IANA name such as Europe/Berlin');

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** zod issues → the contract's `{ field: [messages] }` (nested paths joined with '.'). */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Validates a feed's settings or throws a `config` FeedError listing each invalid field. */
export function parseConfig<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  label: string,
): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const fieldErrors = toFieldErrors(result.error.issues);
  const list = Object.entries(fieldErrors)
    .map(([k, v]) => `${k}: ${v.join(', ')}`)
    .join('; ');
  throw new FeedError('config', `The ${label} feed settings are invalid (${list})`, {
    fieldErrors,
  });
}

// ---- rows --------------------------------------------------------------------------------

// Control characters (C0, DEL, C1) never belong in a username.

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A username: text, trimmed, 1–100 characters, no control characters. */
export const usernameSchema = z
  .string({
    error: (iss) =>
      iss.input === undefined || iss.input === null
        ? 'username is missing'
        : 'username is not text',
  })
  .trim()
  .min(1, 'username is empty')
  .max(100, 'username is longer than 100 characters')
  .refine((s) => !CONTROL.test(s), 'username contains control characters')
  .transform((s) => s.normalize('NFC'));

/** An amount (number or decimal string) → exact integer cents. */
export const amountSchema = (field: string, unit: AmountUnit = 'units') =>
  z.unknown().transform((value, ctx) => {
    const parsed = parseCents(value, unit);
    if (parsed.ok) return parsed.cents;
    ctx.addIssue({ code: 'custom', message: `${field} ${parsed.reason}` });
    return z.NEVER;
  });

/** An optional amount: absent or null is undefined, anything else must parse. */
export const optionalAmountSchema = (field: string, unit: AmountUnit = 'units') =>
  z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || value === '') return undefined;
    const parsed = parseCents(value, unit);
    if (parsed.ok) return parsed.cents;
    ctx.addIssue({ code: 'custom', message: `${field} ${parsed.reason}` });
    return z.NEVER;
  });

/** An optional display text (a game title): trimmed, cut to 120 characters, empty → undefined. */
export const optionalTitleSchema = z.unknown().transform((v) => {
  if (typeof v !== 'string') return undefined;

  const t = v.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').trim();
  return t ? t.slice(0, 120) : undefined;
});

/** An optional id (string or number) → string. */
export const optionalIdSchema = z
  .unknown()
  .transform((v) =>
    typeof v === 'string' && v.trim()
      ? v.trim().slice(0, 100)
      : typeof v === 'number' && Number.isFinite(v)
        ? String(v)
        : undefined,
  );

const MAX_SAMPLES = 20;

/**
 * Validates a feed's list row by row with `rowSchema`. A row that fails (no username, an amount
 * that is not a number…) is dropped and counted, with the first reasons kept for the admin. A
 * row mapped to `null` by `keep` is left out silently (filtered by the config, e.g. another
 * campaign code). If the feed sent rows and none of them is valid, the answer is not what we
 * expect and a `shape` FeedError is thrown, so the last good data stays.
 */
export function collectRows<T>(
  list: readonly unknown[],
  rowSchema: z.ZodType<T>,
  toRow: (parsed: T) => FeedRow | null,
  label: string,
): FeedFetchResult {
  const rows: FeedRow[] = [];
  const droppedSamples: DroppedRow[] = [];
  let dropped = 0;
  let filtered = 0;
  for (let i = 0; i < list.length; i++) {
    const result = rowSchema.safeParse(list[i]);
    if (!result.success) {
      dropped++;
      if (droppedSamples.length < MAX_SAMPLES)
        droppedSamples.push({
          index: i,
          // Once per message: a field missing from every item of a list is one reason.
          reason: [...new Set(result.error.issues.map((x) => x.message))].join('; '),
        });
      continue;
    }
    const row = toRow(result.data);
    if (row) rows.push(row);
    else filtered++;
  }
  if (list.length > 0 && rows.length === 0 && filtered === 0) {
    // Every row lacks the same field: the feed renamed or dropped it. Say which, never rank zeros.
    const missing = /^([\w.]+) is missing$/.exec(droppedSamples[0]?.reason ?? '')?.[1];
    if (missing && droppedSamples.every((d) => d.reason.includes(`${missing} is missing`)))
      throw new FeedError(
        'shape',
        `${label}'s answer has no \`${missing}\` (none of its ${list.length} rows has it); the feed may have changed its format`,
      );
    throw new FeedError(
      'shape',
      `None of the ${list.length} rows ${label} sent could be read (first problem: ${droppedSamples[0]?.reason ?? 'unknown'}); the feed may have changed its format`,
    );
  }
  return { rows, dropped, droppedSamples, received: list.length };
}

/** Describes a JSON value's type for "expected a list, got …" messages. */
export function describeJson(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') {
    const keys = Object.keys(value as object).slice(0, 6);
    return keys.length
      ? `an object with ${keys.map((k) => `"${k}"`).join(', ')}`
      : 'an empty object';
  }
  return typeof value === 'string' ? 'a string' : `a ${typeof value}`;
}

/** The list at `body[key]`, or a `shape` error naming the form that was expected. */
export function listAt(body: unknown, key: string, label: string): unknown[] {
  const list =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)[key]
      : undefined;
  if (!Array.isArray(list))
    throw new FeedError(
      'shape',
      `${label} answered ${describeJson(body)} where { ${key}: [...] } was expected`,
    );
  return list;
}

/** Joins a base URL (no trailing slash) and a path, encoding each dynamic segment. */
export function feedUrl(
  base: string,
  segments: readonly string[],
  query: Record<string, string> = {},
): URL {
  const url = new URL(`${base}/${segments.map((s) => encodeURIComponent(s)).join('/')}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url;
}

/** The calendar date (YYYY-MM-DD) of an instant in an IANA time zone. */
export function dateInZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The part of `period` a feed can be asked for at `now`: the end never past now (a running
 * period is asked "up to now"; Shuffle answers 400 INVALID_DATE to a future end and nothing can
 * have been wagered after now anyway). `null` when the period has not started yet: nothing to ask.
 */
export function periodUpToNow<P extends { start: Date; end: Date }>(
  period: P,
  now: Date,
): P | null {
  if (now.getTime() <= period.start.getTime()) return null;
  return now.getTime() < period.end.getTime() ? { ...period, end: now } : period;
}

/** The answer for a period that has not started: no rows, nothing asked. */
export const EMPTY_RESULT: FeedFetchResult = Object.freeze({
  rows: [],
  dropped: 0,
  droppedSamples: [],
  received: 0,
}) as FeedFetchResult;

/** Checks the period is a real, non-empty range. */
export function assertPeriod(period: { start: Date; end: Date; timeZone: string }, label: string) {
  if (
    !(period.start instanceof Date) ||
    Number.isNaN(period.start.getTime()) ||
    Number.isNaN(period.end.getTime())
  )
    throw new FeedError('config', `The period asked of ${label} has an invalid date`);
  if (period.end.getTime() <= period.start.getTime())
    throw new FeedError('config', `The period asked of ${label} ends before it starts`);
  if (!isValidTimeZone(period.timeZone))
    throw new FeedError('config', `The platform's time zone "${period.timeZone}" is unknown`);
}
