import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../../core/db';
import { withTransaction } from '../../../core/db';
import { serviceText } from '../../../core/http/outbound';
import {
  diffFromSnapshot,
  feedSecrets,
  getFeedAdapter,
  isFeedError,
  nextBackoff,
  normaliseRows,
  openFeedSecrets,
  redactSecrets,
} from './feeds';
import type { FeedRow, FetchLike } from './feeds';
import { applyCorrections, storeStandings } from './standings';
import type { PlatformFeedRow } from './tables';
import { recomputePlatformWagers } from './wagers';

/**
 * Syncing a platform's current period from its casino feed: fetch through the adapter (which
 * validates every row), normalise (exclusions, merges, raw or weighted), apply admin
 * corrections, and store the standings in one transaction writing only what changed. A failed
 * fetch keeps the last good data and schedules a retry with exponential backoff.
 */

export interface SyncOptions {
  fetch?: FetchLike;
  timeoutMs?: number;
  maxBytes?: number;
  /** Told each platform's result (operator metrics: app.metrics.feedSync). */
  onOutcome?: (platform: string, outcome: SyncOutcome['status'] | 'error') => void;
  /** For tests: the backoff's random source. */
  randomInt?: (max: number) => number;
}

export type SyncOutcome =
  | {
      status: 'ok';
      rows: number;
      changed: boolean;
      inserted: number;
      updated: number;
      deleted: number;
      dropped: number;
      /** Goated-style feeds: the sync took the period's starting totals. */
      baseline?: boolean;
    }
  | { status: 'failed'; error: string; retryAt: string; failures: number }
  | { status: 'skipped'; reason: string };

/** Parses the stored JSON list of excluded usernames (a broken value excludes nobody). */
export function parseExcluded(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** A feed's stored settings as JSON, secrets still sealed (see `parseFeedConfig`). */
export function storedFeedConfig(
  feed: Pick<PlatformFeedRow, 'config_json'>,
): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(feed.config_json);
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A feed's settings ready to use: its secret fields opened (throws when the key is missing). */
export const parseFeedConfig = (feed: Pick<PlatformFeedRow, 'kind' | 'config_json'>) =>
  openFeedSecrets(feed.kind, storedFeedConfig(feed));

const parseRows = (json: string | null): FeedRow[] | null => {
  if (!json) return null;
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? (v as FeedRow[]) : null;
  } catch {
    return null;
  }
};

async function loadTarget(db: Db, platformId: number) {
  const platform = await db
    .selectFrom('platforms')
    .selectAll()
    .where('id', '=', platformId)
    .executeTakeFirst();
  const feed = await db
    .selectFrom('platform_feeds')
    .selectAll()
    .where('platform_id', '=', platformId)
    .executeTakeFirst();
  const board = await db
    .selectFrom('leaderboards')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('status', '=', 'current')
    .executeTakeFirst();
  return { platform, feed, board };
}

async function recordFailure(
  db: Kysely<Database>,
  feed: PlatformFeedRow,
  message: string,
  now: Date,
  opts: SyncOptions,
): Promise<SyncOutcome> {
  const failures = feed.failures + 1;
  const retryAt = new Date(
    now.getTime() + nextBackoff(failures, opts.randomInt ? { randomInt: opts.randomInt } : {}),
  ).toISOString();
  await db
    .updateTable('platform_feeds')
    .set({
      last_sync_at: now.toISOString(),
      last_error: serviceText(message, 1000),
      failures,
      failing_since: sql<string>`coalesce(failing_since, ${now.toISOString()})`,
      next_attempt_at: retryAt,
    })
    .where('id', '=', feed.id)
    .execute();
  return { status: 'failed', error: message, retryAt, failures };
}

/**
 * Syncs one platform's current period. Never throws for a feed's failure (it is recorded on the
 * feed: `last_error`, `failures`, `next_attempt_at`); the stored entries stay as they were.
 */
export async function syncPlatform(
  db: Kysely<Database>,
  platformId: number,
  now: Date,
  opts: SyncOptions = {},
): Promise<SyncOutcome> {
  const report = opts.onOutcome;
  if (!report) return syncPlatformOnce(db, platformId, now, opts);
  const slug = async () =>
    (
      await db
        .selectFrom('platforms')
        .select('slug')
        .where('id', '=', platformId)
        .executeTakeFirst()
    )?.slug ?? String(platformId);
  try {
    const r = await syncPlatformOnce(db, platformId, now, opts);
    report(await slug(), r.status);
    return r;
  } catch (error) {
    report(await slug().catch(() => String(platformId)), 'error');
    throw error;
  }
}

async function syncPlatformOnce(
  db: Kysely<Database>,
  platformId: number,
  now: Date,
  opts: SyncOptions,
): Promise<SyncOutcome> {
  const { platform, feed, board } = await loadTarget(db, platformId);
  if (!platform) return { status: 'skipped', reason: 'Platform not found' };
  if (!feed || feed.kind === 'csv') return { status: 'skipped', reason: 'No feed configured' };
  if (!board) return recordFailure(db, feed, 'No current leaderboard period to sync', now, opts);
  const adapter = getFeedAdapter(feed.kind);
  if (!adapter) return recordFailure(db, feed, `Unknown feed type "${feed.kind}"`, now, opts);

  let config: Record<string, unknown>;
  try {
    config = parseFeedConfig(feed);
  } catch (error) {
    return recordFailure(db, feed, (error as Error).message, now, opts);
  }
  let rows: FeedRow[];
  let dropped = 0;
  const fetchOnce = () =>
    adapter.fetchWagers(
      config,
      {
        start: new Date(board.period_start ?? board.created_at),
        end: new Date(board.period_end),
        timeZone: platform.time_zone,
      },
      {
        ...(opts.fetch ? { fetch: opts.fetch } : {}),
        ...(opts.timeoutMs ? { timeoutMs: opts.timeoutMs } : {}),
        ...(opts.maxBytes ? { maxBytes: opts.maxBytes } : {}),
        now,
      },
    );
  try {
    let result;
    try {
      result = await fetchOnce();
    } catch (error) {
      // A reused keep-alive connection the feed had closed (ECONNRESET): one immediate retry.
      if (!isFeedError(error) || error.kind !== 'network') throw error;
      result = await fetchOnce();
    }
    rows = result.rows;
    dropped = result.dropped;
  } catch (error) {
    const message = isFeedError(error)
      ? error.message
      : redactSecrets(
          `Unexpected error: ${error instanceof Error ? error.message : String(error)}`,
          feedSecrets(feed.kind, config),
        );
    return recordFailure(db, feed, message, now, opts);
  }

  return withTransaction(db, async (trx) => {
    // Re-read the period inside the transaction: a rollover may have closed it meanwhile.
    const current = await trx
      .selectFrom('leaderboards')
      .selectAll()
      .where('id', '=', board.id)
      .where('status', '=', 'current')
      .executeTakeFirst();
    if (!current)
      return { status: 'skipped', reason: 'The period closed during the sync' } as const;

    let source = rows;
    let baseline = false;
    if (adapter.rangeMode === 'cumulative') {
      const snapshot = parseRows(current.feed_baseline);
      if (!snapshot) {
        baseline = true;
        await trx
          .updateTable('leaderboards')
          .set({ feed_baseline: JSON.stringify(rows), feed_latest: JSON.stringify(rows) })
          .where('id', '=', current.id)
          .execute();
      } else {
        await trx
          .updateTable('leaderboards')
          .set({ feed_latest: JSON.stringify(rows) })
          .where('id', '=', current.id)
          .execute();
      }
      source = diffFromSnapshot(snapshot ?? rows, rows);
    }
    const { entries } = normaliseRows(source, {
      basis: platform.wager_basis,
      excludedUsernames: parseExcluded(platform.excluded_usernames),
    });
    const corrected = await applyCorrections(trx, current.id, entries);
    const stored = await storeStandings(trx, current.id, corrected, 'feed', now);
    if (stored.inserted + stored.updated + stored.deleted > 0)
      await recomputePlatformWagers(trx, platform.id, now);
    await trx
      .updateTable('platform_feeds')
      .set({
        last_sync_at: now.toISOString(),
        last_success_at: now.toISOString(),
        row_count: stored.rows,
        last_error: dropped ? `${dropped} rows of the feed were unreadable and left out` : null,
        failures: 0,
        failing_since: null,
        next_attempt_at: new Date(now.getTime() + feed.sync_interval_s * 1000).toISOString(),
      })
      .where('id', '=', feed.id)
      .execute();
    return {
      status: 'ok',
      rows: stored.rows,
      changed: stored.changed,
      inserted: stored.inserted,
      updated: stored.updated,
      deleted: stored.deleted,
      dropped,
      ...(baseline ? { baseline } : {}),
    } as const;
  });
}

/** Platforms whose feed is due: enabled, an API feed, active, and next attempt passed. */
export async function listDueFeeds(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('platform_feeds as f')
    .innerJoin('platforms as p', 'p.id', 'f.platform_id')
    .select('f.platform_id')
    .where('f.enabled', '=', 1)
    .where('f.kind', '!=', 'csv')
    .where('p.active', '=', 1)
    .where((eb) =>
      eb.or([
        eb('f.next_attempt_at', 'is', null),
        eb('f.next_attempt_at', '<=', now.toISOString()),
      ]),
    )
    .orderBy('f.next_attempt_at')
    .execute();
  return rows.map((r) => r.platform_id);
}

/** The sync job's work: every due platform, one after the other. */
export async function syncDueFeeds(
  db: Kysely<Database>,
  now: Date,
  opts: SyncOptions = {},
): Promise<{ outcome: 'ok' | 'partial'; summary: string }> {
  const due = await listDueFeeds(db, now);
  let ok = 0;
  let failed = 0;
  for (const id of due) {
    const r = await syncPlatform(db, id, now, opts);
    if (r.status === 'ok') ok++;
    else if (r.status === 'failed') failed++;
  }
  return {
    outcome: failed ? 'partial' : 'ok',
    summary: due.length
      ? `synced ${ok} of ${due.length} feeds${failed ? `, ${failed} failed` : ''}`
      : 'no feed due',
  };
}
