import { z } from 'zod';

/** Error body every 4xx/5xx answer carries; `errors` maps a field to its messages. */
export interface ApiErrorBody {
  success: false;
  message: string;
  errors?: Record<string, string[]>;
}

/** The largest id the databases store (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A JSON number as is, a plain decimal string ("12", "-3.5", " 7 ") as its number; anything else
 * ([51], "0x33", true, "1e3", "", null, "Infinity") is left unchanged, so the number schema after
 * it refuses it. z.coerce would take all of those.
 */
export function toStrictNumber(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return DECIMAL.test(trimmed) ? Number(trimmed) : value;
  }
  return value;
}

/** `schema` (a z.number() chain) fed only JSON numbers and plain decimal strings. */
export const strictNumber = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess(toStrictNumber, schema);

/**
 * A positive whole number within the database's integer range: what every id must be.
 * `message` when it is not a number; `rangeMessage` (when given) when it is not a valid id.
 */
export const idSchema = (message = 'Must be a number', rangeMessage?: string) =>
  strictNumber(
    z
      .number({ message })
      .int(rangeMessage ?? 'Must be a whole number')
      .positive(rangeMessage ?? 'Must be positive')
      .max(MAX_ID, rangeMessage ?? 'Must be at most 2147483647'),
  );

/** A C0 control character (U+0000–U+001F), NUL included: never part of a one-line field. */
export const SINGLE_LINE_TEXT = /^[^\u0000-\u001f]*$/;
/** The C0 controls but tab, newline and carriage return: never part of a multi-line field. */
export const MULTI_LINE_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f]*$/;
export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';
type StringParams = Parameters<typeof z.string>[0];

/**
 * A string for a one-line field (names, titles, usernames, search terms): no NUL and no other
 * control character, which PostgreSQL refuses (NUL) or no one can see or type. Takes
 * z.string()'s params and chains `.trim().min().max()` the same way.
 */
export const singleLineText = (params?: StringParams) =>
  z.string(params).regex(SINGLE_LINE_TEXT, CONTROL_CHARACTER_MESSAGE);

/** A string for a multi-line field (descriptions, messages): tab, CR and LF allowed, no other C0. */
export const multiLineText = (params?: StringParams) =>
  z.string(params).regex(MULTI_LINE_TEXT, CONTROL_CHARACTER_MESSAGE);

/** Numeric route id (`/x/{id}`), a positive integer. */
export const idParamSchema = z.object({ id: idSchema() });
export type IdParam = z.infer<typeof idParamSchema>;

export const emptyBodySchema = z.union([z.object({}).strict(), z.undefined(), z.null()]);

/** Minimal public user as embedded in other records (predictions, assigned slots…). */
export interface UserRef {
  id: number;
  username: string;
  kick_username: string | null;
  avatar: string | null;
}

export interface Paginated<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export const pageQuerySchema = z.object({
  page: strictNumber(
    z
      .number({ message: 'Page must be a number' })
      .int()
      .min(1, 'Page must be at least 1')
      .max(10000),
  ).default(1),
});

/** How many rows an admin list answers by default, and at most. */
export const PER_PAGE_DEFAULT = 25;
export const PER_PAGE_MAX = 100;

/** `per_page` of a paged list: a whole number 1–100, 25 when absent. */
export const perPageSchema = strictNumber(
  z
    .number({ message: 'Per page must be a number' })
    .int('Per page must be a whole number')
    .min(1, 'Per page must be at least 1')
    .max(PER_PAGE_MAX, `Per page must be at most ${PER_PAGE_MAX}`),
).default(PER_PAGE_DEFAULT);

/** `?page=&per_page=` of every paged list; extend it with the list's own filters. */
export const pagedQuerySchema = pageQuerySchema.extend({ per_page: perPageSchema });
export type PagedQuery = z.infer<typeof pagedQuerySchema>;

/** The answer of a paged list: the page's rows and where it sits. */
export interface PagedResponse<T> extends Paginated<T> {
  success: true;
}

/** The rows to skip before `query`'s page. */
export const pageOffset = (query: PagedQuery) => (query.page - 1) * query.per_page;

/** One page of a list of `total` rows in the paging envelope (last_page at least 1). */
export function pageOf<T>(data: T[], query: PagedQuery, total: number): PagedResponse<T> {
  return {
    success: true,
    data,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    per_page: query.per_page,
    total,
  };
}
