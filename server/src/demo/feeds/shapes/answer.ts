import type { IncomingHttpHeaders } from 'node:http';
import type { FakePlayer } from '../demo-data';
import type { FakeFeedMode, RowFields } from '../hostile';

/** What a platform's shape is asked: the request, and the players and clock of the fake. */
export interface ShapeRequest {
  /** The path after the platform's segment (`/roobet/affiliate/v2/stats` → affiliate, v2, stats). */
  path: readonly string[];
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  mode: FakeFeedMode;
  /** The fake's clock (ms). */
  now: number;
  /** The platform's players in this mode (none in `empty-list`, 100,000 in `huge`). */
  players: readonly FakePlayer[];
  /** Cents a player wagered in [from, to), up to the fake's clock. */
  wagered(p: FakePlayer, from: number, to: number): number;
  /** Cents as a JSON number of dollars, or as a string in `string-amounts` mode. */
  dollars(cents: number, i: number): number | string;
  /** Cents as a JSON number of cents (feeds counting cents), or as a string likewise. */
  cents(cents: number, i: number): number | string;
  /** The row as the mode sends it (missing fields, a renamed amount…). */
  damage<T>(row: T, i: number, fields: RowFields): T;
}

export interface ShapeAnswer {
  status: number;
  body: unknown;
}

/** One platform's API: answers a request the way that platform does. */
export type FakeShape = (req: ShapeRequest) => ShapeAnswer;

export const ok = (body: unknown): ShapeAnswer => ({ status: 200, body });
export const notFound = (): ShapeAnswer => ({ status: 404, body: { error: 'Not found' } });
export const badRequest = (error: string): ShapeAnswer => ({ status: 400, body: { error } });

/** Two ISO 8601 timestamps, the second after the first, as ms; null otherwise. */
export function isoRange(
  start: string | null,
  end: string | null,
): { from: number; to: number } | null {
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;
  if (!start || !end || !iso.test(start) || !iso.test(end)) return null;
  const from = Date.parse(start);
  const to = Date.parse(end);
  return to > from ? { from, to } : null;
}

/** A `YYYY-MM-DD` day as the ms of its UTC midnight; null when it is not a real day. */
export function utcDay(text: string | null): number | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text ? null : ms;
}
