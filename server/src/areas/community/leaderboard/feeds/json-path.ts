import { JSONPath } from 'jsonpath-plus';
import { z } from 'zod';

/**
 * JSONPath for the generic feed, through `jsonpath-plus` with its **safe** evaluator: filters
 * (`[?(@.status=='live')]`) and script segments run in its own small interpreter, never through
 * `eval`, `Function` or `vm` (`eval: 'safe'`; `eval: false` would refuse every filter).
 */
const EVAL = 'safe' as const;

// Reaching these would leave the answer's own data; the safe evaluator refuses most of it too.
const FORBIDDEN = /\b(?:constructor|__proto__|prototype|__defineGetter__|__lookupGetter__)\b/;

/**
 * Period placeholders a path or a POST body may hold, replaced before use: `{start}` and
 * `{end}` in the feed's range format, `{startDate}`/`{endDate}` (YYYY-MM-DD: the first and the
 * last day), `{month}` (YYYY-MM of the first day), e.g. `wager_data[?(@.month=='{month}')]`.
 */
export type PathPlaceholders = Record<'start' | 'end' | 'startDate' | 'endDate' | 'month', string>;

const SAMPLE: PathPlaceholders = {
  start: '2026-01-01T00:00:00.000Z',
  end: '2026-02-01T00:00:00.000Z',
  startDate: '2026-01-01',
  endDate: '2026-01-31',
  month: '2026-01',
};

export const fillPlaceholders = (text: string, values: PathPlaceholders) =>
  text.replace(
    /\{(start|end|startDate|endDate|month)\}/g,
    (_, k: keyof PathPlaceholders) => values[k],
  );

/** `$`-rooted form of a path; the older dot paths (`result.players`) are JSONPath once rooted. */
const rooted = (path: string) =>
  path.startsWith('$') ? path : path.startsWith('[') ? `$${path}` : `$.${path}`;

/** What is wrong with a path's syntax, or null. */
function pathProblem(path: string): string | null {
  if (FORBIDDEN.test(path)) return 'The path cannot reach constructor or prototype properties';
  let quote: string | null = null;
  const open: string[] = [];
  for (const ch of path) {
    if (quote) {
      if (ch === quote) quote = null;
      continue;
    }
    if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '[' || ch === '(') open.push(ch === '[' ? ']' : ')');
    else if (ch === ']' || ch === ')') {
      if (open.pop() !== ch) return `Unbalanced "${ch}" in the path`;
    }
  }
  if (quote) return 'A quoted name or value in the path is not closed';
  if (open.length) return `A "${open.at(-1) === ']' ? '[' : '('}" in the path is not closed`;
  const filled = fillPlaceholders(path, SAMPLE);
  try {
    for (const segment of JSONPath.toPathArray(rooted(filled))) {
      const script = /^\??\((.*)\)$/s.exec(segment)?.[1];
      // The safe evaluator's own parser: a broken filter is refused now, not at the first sync.
      if (script !== undefined) new JSONPath.prototype.safeVm.Script(script.replace(/@/g, '_$_v'));
    }
    JSONPath({ path: rooted(filled), json: {}, eval: EVAL, wrap: true });
  } catch (e) {
    return `The path is not valid JSONPath (${e instanceof Error ? e.message : String(e)})`;
  }
  return null;
}

/** A JSONPath expression (or an older dot path) into the feed's answer, checked by the safe parser. */
export const jsonPathSchema = (what: string) =>
  z
    .string({ error: `Enter the path to ${what}` })
    .trim()
    .min(1, `Enter the path to ${what}`)
    .max(300, 'The path is too long')
    .superRefine((path, ctx) => {
      const problem = pathProblem(path);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** An optional path: empty or absent is undefined. */
export const optionalJsonPathSchema = (what: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(jsonPathSchema(what).optional());

const SIMPLE = /^\$?(?:\.?[A-Za-z_$][\w$-]*|\[\d+\])+$/;

/** Paths already looked at (a feed's few paths, each read once per row): a plain one's keys. */
const simpleKeys = new Map<string, (string | number)[] | null>();

/** A plain `a.b[0].c` path's keys (names, and array indexes as numbers); null for another path. */
function keysOf(path: string): (string | number)[] | null {
  let keys = simpleKeys.get(path);
  if (keys === undefined) {
    keys = SIMPLE.test(path)
      ? [...path.replace(/^\$/, '').matchAll(/\.?([A-Za-z_$][\w$-]*)|\[(\d+)\]/g)].map(
          (m) => m[1] ?? Number(m[2]),
        )
      : null;
    if (simpleKeys.size >= 500) simpleKeys.clear();
    simpleKeys.set(path, keys);
  }
  return keys;
}

/** A plain path read directly: run per field of 100,000 rows, JSONPath is too slow. */
function readSimple(json: unknown, keys: (string | number)[]): unknown[] {
  let cur: unknown = json;
  for (const key of keys) {
    if (cur === null || typeof cur !== 'object') return [];
    if (Array.isArray(cur) ? typeof key !== 'number' : !Object.hasOwn(cur, key)) return [];
    cur = (cur as Record<string | number, unknown>)[key];
  }
  return cur === undefined ? [] : [cur];
}

/**
 * Every value `path` selects in `json` (own properties only; placeholders filled). A filter that
 * fails on one element (a missing property) selects nothing there rather than failing the feed.
 */
export function queryPath(json: unknown, path: string, values: PathPlaceholders): unknown[] {
  if (json === null || typeof json !== 'object') return [];
  const keys = keysOf(path);
  if (keys) return readSimple(json, keys);
  const found: unknown = JSONPath({
    path: rooted(fillPlaceholders(path, values)),
    json,
    eval: EVAL,
    wrap: true,
    ignoreEvalErrors: true,
  });
  return Array.isArray(found) ? found : [];
}
