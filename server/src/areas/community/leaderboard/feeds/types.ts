import type { z } from 'zod';
import type { FetchLike } from './http';

/**
 * One player's wagering as a feed reports it, already validated. Amounts are integers of cents
 * (exact, at most Number.MAX_SAFE_INTEGER), parsed from the feed's numbers or decimal strings by
 * `parseCents` — never through float arithmetic.
 */
export interface FeedRow {
  /** The casino username, trimmed; never empty. */
  username: string;
  /** Raw wagered amount in cents. */
  wagered: number;
  /** Weighted wagered amount in cents, when the platform reports one. */
  weightedWagered?: number;
  favoriteGameTitle?: string;
  /** The platform's own id for the player, when it sends one (Roobet `uid`, Goated `uid`). */
  uid?: string;
  /**
   * The platform hides this player's name ("Hidden User", a row without its id): the row is a
   * player of its own, never merged with another row of the same name (see `mergeDuplicates`).
   */
  anonymous?: boolean;
}

/**
 * The period a sync asks for: `start` inclusive, `end` exclusive (the instant the period closes;
 * a sync during the period still passes the period's end). Each adapter asks its API only up to
 * `ctx.now` (see `periodUpToNow`), in the form the API accepts.
 * `timeZone` is the platform's configured IANA zone: where date-only feeds compute their dates.
 */
export interface FeedPeriod {
  start: Date;
  end: Date;
  timeZone: string;
}

export interface FeedFetchContext {
  /** Injected fetch (the guarded fetch of core/http/outbound-guard by default). */
  fetch?: FetchLike;
  /** Cancels the request; reported as an `aborted` FeedError. */
  signal?: AbortSignal;
  /** Time allowed for the whole answer; default 10 s. */
  timeoutMs?: number;
  /** Cap on the answer's size; default 20 MB. */
  maxBytes?: number;
  /** The sync's clock: no feed is asked about time after it; default the current time. */
  now?: Date;
}

/** A row the adapter left out, with why (first few only; `dropped` counts them all). */
export interface DroppedRow {
  /** Position in the feed's list (0-based) or, for CSV, the line number. */
  index: number;
  reason: string;
}

export interface FeedFetchResult {
  /** Valid rows, in the feed's order (not merged, not ranked: see normalise.ts). */
  rows: FeedRow[];
  /** How many of the feed's rows were left out (missing username, unreadable amount…). */
  dropped: number;
  /** The first 20 dropped rows with the reason, for the admin's sync report. */
  droppedSamples: DroppedRow[];
  /** How many rows the feed sent in all (kept + dropped + filtered out by the config). */
  received: number;
}

/**
 * How the adapter's numbers relate to the period:
 * - `range`: the feed takes the period and answers the wagers inside it;
 * - `cumulative`: the feed has no custom range and answers running totals; the sync job keeps a
 *   snapshot of the totals at the period's start and ranks by `diffFromSnapshot(snapshot, now)`.
 */
export type FeedRangeMode = 'range' | 'cumulative';

export type FeedKind =
  | 'roobet'
  | 'rainbet'
  | 'goated'
  | 'shuffle'
  | 'clash'
  | 'gamdom'
  | 'chicken'
  | 'packdraw'
  | 'generic-json';

/** One casino feed style. Every adapter validates its config and its answer before returning. */
export interface WagerFeedAdapter<Schema extends z.ZodType = z.ZodType> {
  kind: FeedKind;
  /** Name shown in the admin's adapter picker. */
  label: string;
  /** One sentence for the admin: which endpoint it calls and what it needs. */
  description: string;
  /** The settings an admin fills in (base URL, secret, options), with per-field messages. */
  configSchema: Schema;
  /** Keys of the config holding secrets: stored server-side, shown masked, never logged. */
  secretFields: readonly string[];
  rangeMode: FeedRangeMode;
  /** Whether the platform reports a weighted wagered amount (so "weighted" can be chosen). */
  providesWeighted: boolean;
  /**
   * Fetches the wagers of `period`. The config is validated against `configSchema` first (a
   * `config` FeedError lists the fields). Throws a FeedError on any failure; resolves only with
   * validated rows.
   */
  fetchWagers(
    config: z.input<Schema>,
    period: FeedPeriod,
    ctx?: FeedFetchContext,
  ): Promise<FeedFetchResult>;
}
