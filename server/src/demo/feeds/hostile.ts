import { DAY, dollarString, fakeWagered } from './demo-data';
import type { FakePlatform, FakePlayer } from './demo-data';

/**
 * How the fake answers. `normal` is a healthy feed; the others are the hostile answers real feeds
 * give and tests must survive:
 * - `slow`: answers nothing until `slowMs` passes (a timeout);
 * - `slow-body`: sends the headers and half a body, then stalls (the timeout must cover bodies);
 * - `error500`: HTTP 500 with a JSON error;
 * - `html`: HTTP 200 with an HTML page (a CDN challenge or a maintenance page);
 * - `empty-body`: HTTP 200 with nothing;
 * - `wrong-shape`: HTTP 200 with JSON that is not the platform's answer;
 * - `missing-fields`: every 5th row without its username, every 7th without its amount;
 * - `drifted`: the platform's answer with its amount field renamed in every row (`wagered` →
 *   `wagered_v2`), as when a platform changes its format;
 * - `string-amounts`: every amount as a decimal string (some padded, some in exponent form);
 * - `huge`: `hugeRows` rows (100,000 by default);
 * - `empty-list`: the platform's answer with no players.
 */
export type FakeFeedMode =
  | 'normal'
  | 'slow'
  | 'slow-body'
  | 'error500'
  | 'html'
  | 'empty-body'
  | 'wrong-shape'
  | 'missing-fields'
  | 'drifted'
  | 'string-amounts'
  | 'huge'
  | 'empty-list';

export const FAKE_FEED_MODES: readonly FakeFeedMode[] = [
  'normal',
  'slow',
  'slow-body',
  'error500',
  'html',
  'empty-body',
  'wrong-shape',
  'missing-fields',
  'drifted',
  'string-amounts',
  'huge',
  'empty-list',
];

export const HTML_PAGE =
  '<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><h1>Checking your browser before accessing the site.</h1></body></html>';

/** The answer of the modes that replace the platform's answer whatever was asked, if any. */
export function hostileAnswer(
  mode: FakeFeedMode,
): { status: number; contentType: string; text: string } | null {
  const json = (status: number, body: unknown) => ({
    status,
    contentType: 'application/json; charset=utf-8',
    text: JSON.stringify(body),
  });
  if (mode === 'error500') return json(500, { error: 'Internal Server Error', code: 'E_UPSTREAM' });
  if (mode === 'html')
    return { status: 200, contentType: 'text/html; charset=utf-8', text: HTML_PAGE };
  if (mode === 'empty-body') return { status: 200, contentType: 'application/json', text: '' };
  if (mode === 'wrong-shape') return json(200, { status: 'ok', message: 'Scheduled maintenance' });
  return null;
}

/**
 * Where a row keeps its username and its amount, as dot paths (`player.name`); `list[]` walks
 * every item of a list (`wager_data[].total_wager_usd`). `drifted` is the amount field a drifted
 * answer renames, when it is not `amount` itself.
 */
export interface RowFields {
  name: string;
  amount: string;
  drifted?: string;
}

/** Applies `edit(parent, key)` at a dot path inside `value` (every item of a `list[]`). */
function atPath(
  value: unknown,
  path: readonly string[],
  edit: (parent: Record<string, unknown>, key: string) => void,
) {
  const [head, ...rest] = path;
  if (!head || !value || typeof value !== 'object') return;
  const obj = value as Record<string, unknown>;
  if (head.endsWith('[]')) {
    const list = obj[head.slice(0, -2)];
    if (Array.isArray(list)) for (const item of list) atPath(item, rest, edit);
  } else if (rest.length === 0) edit(obj, head);
  else atPath(obj[head], rest, edit);
}

/** A row as the mode sends it: holes in `missing-fields`, the amount renamed in `drifted`. */
export function damageRow<T>(row: T, i: number, mode: FakeFeedMode, fields: RowFields): T {
  const remove = (path: string) =>
    atPath(row, path.split('.'), (parent, key) => {
      delete parent[key];
    });
  if (mode === 'missing-fields') {
    if (i % 5 === 0) remove(fields.name);
    else if (i % 7 === 0) remove(fields.amount);
  } else if (mode === 'drifted')
    atPath(row, (fields.drifted ?? fields.amount).split('.'), (parent, key) => {
      parent[`${key}_v2`] = parent[key];
      delete parent[key];
    });
  return row;
}

/** Cents a player wagered in [from, to), up to `now`; quick enough for `huge` mode. */
export function wageredIn(
  p: FakePlayer,
  from: number,
  to: number,
  now: number,
  mode: FakeFeedMode,
) {
  // 100,000 players: a closed form instead of the per-day walk, so the answer stays quick.
  if (mode === 'huge')
    return Math.max(0, Math.min(to, now) - Math.max(from, p.joinedAt)) > 0 ? p.ratePerHour * 24 : 0;
  return fakeWagered(p, from, to, now);
}

const hugeCache = new Map<string, FakePlayer[]>();

/** `n` players for `huge` mode (numeric ids, as the platforms that send numbers need). */
export function hugePlayers(platform: FakePlatform, n: number): FakePlayer[] {
  const key = `${platform}:${n}`;
  const hit = hugeCache.get(key);
  if (hit) return hit;
  const base = Date.UTC(2025, 0, 1);
  const out: FakePlayer[] = Array.from({ length: n }, (_, i) => ({
    uid: String(10_000_000 + i),
    username: `player_${String(i).padStart(6, '0')}`,
    ratePerHour: 100 + ((i * 7919) % 250_000),
    weightPermille: 500 + (i % 500),
    favoriteGame: 'Plinko',
    joinedAt: base,
    hidden: false,
    codes: [],
  }));
  hugeCache.clear();
  hugeCache.set(key, out);
  return out;
}

/** Varied but exact string forms of an amount: "1234.50", " 1234.5 ", "1.2345e3" style. */
export function stringAmount(cents: number, i: number): string {
  const plain = dollarString(cents);
  switch (i % 4) {
    case 0:
      return plain;
    case 1:
      return ` ${plain} `;
    case 2:
      return `${plain}00`;
    default:
      return exponentForm(cents, -2);
  }
}

/** The same for a feed counting cents: "123450", " 123450 ", "123450.00", "1.2345e5". */
export function stringCents(cents: number, i: number): string {
  switch (i % 4) {
    case 0:
      return String(cents);
    case 1:
      return ` ${cents} `;
    case 2:
      return `${cents}.00`;
    default:
      return exponentForm(cents, 0);
  }
}

/** `cents × 10^shift` in exponent form: the digits with the point after the first one. */
function exponentForm(cents: number, shift: number): string {
  const digits = String(cents).replace(/^0+(?=\d)/, '');
  return digits === '0'
    ? '0e0'
    : `${digits[0]}.${digits.slice(1) || '0'}e${digits.length - 1 + shift}`;
}

export { DAY };
