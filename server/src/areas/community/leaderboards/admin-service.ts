import type { Kysely } from 'kysely';
import type {
  AdminCorrectionInput,
  AdminEntriesResponse,
  AdminFeed,
  AdminFeedInput,
  AdminFeedKind,
  AdminPeriodInput,
  AdminPlatform,
  AdminPlatformInput,
  AdminCsvPreviewResponse,
} from '@lobby/contract-community';
import { assertNotSelf } from '../../../core/admin/duties';
import { audit } from '../../../core/audit/audit';
import type { Database, Db } from '../../../core/db';
import { withTransaction } from '../../../core/db';
import { isUniqueViolation } from '../../../core/db/errors';
import { badRequest, fieldErrors, notFound } from '../../../core/http/errors';
import { outboundUrlProblem } from '../../../core/http/outbound-guard';
import { parseIntList } from '../../../core/money';
import { mediaUrl } from '../../../core/uploads/media';
import {
  feedAdapters,
  formatCents,
  isFeedError,
  keepUnchangedSecrets,
  maskFeedConfig,
  normaliseRows,
  parseCents,
  parseWagerCsv,
  sealFeedSecrets,
  usernameKey,
  validateFeedConfig,
} from './feeds';
import { nextPeriodEnd } from './periods';
import { isTimeZone } from './periods';
import { applyCorrections, storeStandings } from './standings';
import { parseExcluded, parseFeedConfig } from './sync';
import type { LeaderboardRow, PlatformFeedRow, PlatformRow } from './tables';
import { recomputePlatformWagers } from './wagers';

/** Admin › Leaderboards: platforms, periods, feeds, corrections and CSV imports. */

const AREA = 'community';

const cents = (value: string, field: string): number => {
  const r = parseCents(value);
  if (!r.ok) throw fieldErrors({ [field]: [r.reason] });
  return r.cents;
};

function toFeed(row: PlatformFeedRow): AdminFeed {
  return {
    kind: row.kind,
    config: row.kind === 'csv' ? {} : maskFeedConfig(row.kind, parseFeedConfig(row)),
    enabled: Boolean(row.enabled),
    sync_interval_s: row.sync_interval_s,
    last_sync_at: row.last_sync_at,
    last_success_at: row.last_success_at,
    row_count: row.row_count == null ? null : Number(row.row_count),
    last_error: row.last_error,
    failures: row.failures,
    next_attempt_at: row.next_attempt_at,
  };
}

export function feedKinds(): AdminFeedKind[] {
  return [
    ...Object.values(feedAdapters).map((a) => ({
      kind: a.kind,
      label: a.label,
      description: a.description,
      secret_fields: [...a.secretFields],
      provides_weighted: a.providesWeighted,
      range_mode: a.rangeMode,
    })),
    {
      kind: 'csv' as const,
      label: 'CSV import',
      description:
        'No API: upload a CSV export (username, wagered) from the casino; preview it, then commit.',
      secret_fields: [],
      provides_weighted: true,
      range_mode: 'import' as const,
    },
  ];
}

async function toAdminPlatform(db: Db, basePath: string, p: PlatformRow): Promise<AdminPlatform> {
  const board = await db
    .selectFrom('leaderboards')
    .selectAll()
    .where('platform_id', '=', p.id)
    .where('status', '=', 'current')
    .executeTakeFirst();
  const feed = await db
    .selectFrom('platform_feeds')
    .selectAll()
    .where('platform_id', '=', p.id)
    .executeTakeFirst();
  const count = board
    ? await db
        .selectFrom('leaderboard_entries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('leaderboard_id', '=', board.id)
        .executeTakeFirst()
    : undefined;
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    image: mediaUrl(basePath, p.image),
    currency_symbol: p.currency_symbol,
    time_zone: p.time_zone,
    wager_basis: p.wager_basis,
    excluded_usernames: parseExcluded(p.excluded_usernames),
    mask_usernames: Boolean(p.mask_usernames),
    active: Boolean(p.active),
    period: board
      ? {
          id: board.id,
          timeframe: board.custom_period ? 'custom' : board.timeframe,
          start: board.period_start,
          end: board.period_end,
          prizes: parseIntList(board.prizes).map(formatCents),
          total_prize_pool: formatCents(Number(board.total_prize_pool)),
          entries: Number(count?.n ?? 0),
        }
      : null,
    feed: feed ? toFeed(feed) : null,
  };
}

async function platformOr404(db: Db, id: number): Promise<PlatformRow> {
  const p = await db.selectFrom('platforms').selectAll().where('id', '=', id).executeTakeFirst();
  if (!p) throw notFound('Platform not found');
  return p;
}

export async function getAdminPlatform(db: Db, basePath: string, id: number) {
  return toAdminPlatform(db, basePath, await platformOr404(db, id));
}

export async function listAdminPlatforms(db: Db, basePath: string): Promise<AdminPlatform[]> {
  const rows = await db
    .selectFrom('platforms')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const out: AdminPlatform[] = [];
  for (const p of rows) out.push(await toAdminPlatform(db, basePath, p));
  return out;
}

const platformValues = (input: AdminPlatformInput & { time_zone: string }) => ({
  name: input.name,
  slug: input.slug,
  currency_symbol: input.currency_symbol ?? '$',
  time_zone: input.time_zone,
  wager_basis: input.wager_basis ?? 'raw',
  excluded_usernames: JSON.stringify(input.excluded_usernames ?? []),
  mask_usernames: input.mask_usernames ? (1 as const) : (0 as const),
  active: input.active === false ? (0 as const) : (1 as const),
});

type ParsedPlatform = {
  name: string;
  slug: string;
  currency_symbol: string;
  time_zone: string;
  wager_basis: 'raw' | 'weighted';
  excluded_usernames: string[];
  mask_usernames: boolean;
  active: boolean;
};

function checkZone(zone: string) {
  if (!isTimeZone(zone))
    throw fieldErrors({ time_zone: ['Unknown time zone (use e.g. UTC or Europe/Berlin)'] });
}

export async function savePlatform(
  db: Kysely<Database>,
  actorId: number,
  id: number | null,
  input: ParsedPlatform,
  now: Date,
): Promise<number> {
  checkZone(input.time_zone);
  try {
    return await withTransaction(db, async (trx) => {
      const values = platformValues(input);
      if (id == null) {
        const max = await trx
          .selectFrom('platforms')
          .select((eb) => eb.fn.max('sort_order').as('m'))
          .executeTakeFirst();
        const row = await trx
          .insertInto('platforms')
          .values({
            ...values,
            image: null,
            sort_order: Number(max?.m ?? -1) + 1,
            created_at: now.toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await audit(trx, {
          actorId,
          area: AREA,
          action: 'platform.create',
          entity: 'platform',
          entityId: row.id,
          after: values,
          at: now,
        });
        return row.id;
      }
      const before = await platformOr404(trx, id);
      await trx.updateTable('platforms').set(values).where('id', '=', id).execute();
      await audit(trx, {
        actorId,
        area: AREA,
        action: 'platform.update',
        entity: 'platform',
        entityId: id,
        before,
        after: values,
        at: now,
      });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldErrors({ slug: ['Another platform has this slug'] });
    throw error;
  }
}

export async function setPlatformImage(
  db: Kysely<Database>,
  actorId: number,
  id: number,
  image: string,
  now: Date,
): Promise<string | null> {
  return withTransaction(db, async (trx) => {
    const before = await platformOr404(trx, id);
    await trx.updateTable('platforms').set({ image }).where('id', '=', id).execute();
    await audit(trx, {
      actorId,
      area: AREA,
      action: 'platform.image',
      entity: 'platform',
      entityId: id,
      before: { image: before.image },
      after: { image },
      at: now,
    });
    return before.image;
  });
}

/**
 * Sets the current period: its timeframe, dates and prizes. A period already running keeps its
 * entries; a platform without one gets one.
 */
export async function savePeriod(
  db: Kysely<Database>,
  actorId: number,
  platformId: number,
  input: AdminPeriodInput,
  now: Date,
): Promise<void> {
  const prizes = input.prizes.map((p, i) => cents(p, `prizes.${i}`));
  const sum = prizes.reduce((a, b) => a + b, 0);
  const pool = input.total_prize_pool ? cents(input.total_prize_pool, 'total_prize_pool') : sum;
  if (pool < sum)
    throw fieldErrors({
      total_prize_pool: ['The pool cannot be smaller than the prizes added up'],
    });
  await withTransaction(db, async (trx) => {
    const platform = await platformOr404(trx, platformId);
    const start = new Date(input.start);
    const custom = input.timeframe === 'custom';
    const timeframe = custom ? 'weekly' : (input.timeframe as LeaderboardRow['timeframe']);
    const end = input.end
      ? new Date(input.end)
      : nextPeriodEnd(
          { timeframe, custom: false, start, end: start, timeZone: platform.time_zone },
          start,
        );
    if (end.getTime() <= now.getTime())
      throw fieldErrors({ end: ['The current period must end in the future'] });
    const values = {
      timeframe,
      custom_period: custom ? (1 as const) : (0 as const),
      period_start: start.toISOString(),
      period_end: end.toISOString(),
      prizes: JSON.stringify(prizes),
      total_prize_pool: pool,
      currency_symbol: platform.currency_symbol,
    };
    const current = await trx
      .selectFrom('leaderboards')
      .selectAll()
      .where('platform_id', '=', platformId)
      .where('status', '=', 'current')
      .executeTakeFirst();
    if (current) {
      await trx.updateTable('leaderboards').set(values).where('id', '=', current.id).execute();
    } else {
      await trx
        .insertInto('leaderboards')
        .values({
          ...values,
          platform_id: platformId,
          status: 'current',
          created_at: now.toISOString(),
        })
        .execute();
    }
    await audit(trx, {
      actorId,
      area: AREA,
      action: 'leaderboard.period',
      entity: 'platform',
      entityId: platformId,
      before: current
        ? {
            timeframe: current.timeframe,
            start: current.period_start,
            end: current.period_end,
            prizes: current.prizes,
            pool: current.total_prize_pool,
          }
        : undefined,
      after: { ...values },
      at: now,
    });
  });
}

/**
 * Saves a platform's feed. The adapter validates the settings (400 per field, under `config.`);
 * a secret left empty or still masked keeps the stored one. Secrets are never audited.
 */
export async function saveFeed(
  db: Kysely<Database>,
  actorId: number,
  platformId: number,
  input: {
    kind: AdminFeedInput['kind'];
    config: Record<string, unknown>;
    enabled: boolean;
    sync_interval_s: number;
  },
  now: Date,
): Promise<void> {
  // Before the transaction: resolving a name may take a while.
  const inside: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(input.config ?? {})) {
    if (typeof value !== 'string' || !/^https?:\/\//i.test(value.trim())) continue;
    const problem = await outboundUrlProblem(value.trim());
    if (problem) inside[`config.${key}`] = [problem];
  }
  if (Object.keys(inside).length) throw fieldErrors(inside);
  await withTransaction(db, async (trx) => {
    await platformOr404(trx, platformId);
    const stored = await trx
      .selectFrom('platform_feeds')
      .selectAll()
      .where('platform_id', '=', platformId)
      .executeTakeFirst();
    let config: Record<string, unknown> = {};
    if (input.kind !== 'csv') {
      const merged = keepUnchangedSecrets(
        input.kind,
        stored && stored.kind === input.kind ? parseFeedConfig(stored) : null,
        input.config,
      );
      const check = validateFeedConfig(input.kind, merged);
      if (!check.ok)
        throw fieldErrors(
          Object.fromEntries(Object.entries(check.errors).map(([k, v]) => [`config.${k}`, v])),
        );
      config = check.config;
    }
    const at = now.toISOString();
    const values = {
      kind: input.kind,
      config_json: JSON.stringify(
        input.kind === 'csv' ? config : sealFeedSecrets(input.kind, config),
      ),
      enabled: input.enabled ? (1 as const) : (0 as const),
      sync_interval_s: input.sync_interval_s,
      updated_at: at,
      // A changed feed is synced at the next run.
      next_attempt_at: at,
      failures: 0,
      failing_since: null,
    };
    if (stored)
      await trx.updateTable('platform_feeds').set(values).where('id', '=', stored.id).execute();
    else
      await trx
        .insertInto('platform_feeds')
        .values({ ...values, platform_id: platformId, created_at: at })
        .execute();
    const masked = (kind: string, c: Record<string, unknown>) =>
      kind === 'csv' ? {} : maskFeedConfig(kind, c);
    await audit(trx, {
      actorId,
      area: AREA,
      action: 'feed.update',
      entity: 'platform',
      entityId: platformId,
      before: stored
        ? {
            kind: stored.kind,
            config: masked(stored.kind, parseFeedConfig(stored)),
            enabled: stored.enabled,
            sync_interval_s: stored.sync_interval_s,
          }
        : undefined,
      after: {
        kind: input.kind,
        config: masked(input.kind, config),
        enabled: input.enabled,
        sync_interval_s: input.sync_interval_s,
      },
      at: now,
    });
  });
}

async function currentBoard(db: Db, platformId: number) {
  const board = await db
    .selectFrom('leaderboards')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('status', '=', 'current')
    .executeTakeFirst();
  if (!board) throw badRequest('This platform has no current period: set one first');
  return board;
}

export async function listAdminEntries(
  db: Db,
  platformId: number,
  q: string | undefined,
): Promise<AdminEntriesResponse['data']> {
  await platformOr404(db, platformId);
  const board = await db
    .selectFrom('leaderboards')
    .select('id')
    .where('platform_id', '=', platformId)
    .where('status', '=', 'current')
    .executeTakeFirst();
  if (!board) return { entries: [], total: 0 };
  const rows = await db
    .selectFrom('leaderboard_entries')
    .select(['username', 'username_key', 'wagered'])
    .where('leaderboard_id', '=', board.id)
    .orderBy('wagered', 'desc')
    .orderBy('username')
    .execute();
  const corrected = new Set(
    (
      await db
        .selectFrom('leaderboard_corrections')
        .select('username_key')
        .where('leaderboard_id', '=', board.id)
        .execute()
    ).map((c) => c.username_key),
  );
  const key = q ? usernameKey(q) : null;
  const entries = rows
    .map((r, i) => ({
      rank: i + 1,
      username: r.username,
      wagered: formatCents(Number(r.wagered)),
      corrected: corrected.has(r.username_key ?? usernameKey(r.username)),
    }))
    .filter((e) => !key || usernameKey(e.username).includes(key))
    .slice(0, 50);
  return { entries, total: rows.length };
}

/** Sets one player's amount in the current period (kept over later syncs); audited. */
export async function correctEntry(
  db: Kysely<Database>,
  actorId: number,
  platformId: number,
  input: AdminCorrectionInput & { username: string; wagered: string; reason: string },
  now: Date,
): Promise<void> {
  const amount = cents(input.wagered, 'wagered');
  await withTransaction(db, async (trx) => {
    const board = await currentBoard(trx, platformId);
    const key = usernameKey(input.username);
    // The casino name's owner on this platform (linked, whatever its review) never corrects it.
    const owner = await trx
      .selectFrom('casino_links')
      .select('user_id')
      .where('platform_id', '=', platformId)
      .where('username_key', '=', key)
      .executeTakeFirst();
    assertNotSelf({ id: actorId }, owner?.user_id, {
      area: AREA,
      action: 'leaderboard_entry.correct',
      entity: 'leaderboard',
      entityId: board.id,
      message: 'You cannot correct your own leaderboard entry.',
    });
    const before = await trx
      .selectFrom('leaderboard_entries')
      .select(['username', 'wagered', 'raw_wagered', 'favorite_game'])
      .where('leaderboard_id', '=', board.id)
      .where('username_key', '=', key)
      .executeTakeFirst();
    await trx
      .insertInto('leaderboard_corrections')
      .values({
        leaderboard_id: board.id,
        username_key: key,
        username: before?.username ?? input.username,
        wagered: amount,
        reason: input.reason,
        actor_id: actorId,
        created_at: now.toISOString(),
      })
      .onConflict((oc) =>
        oc.columns(['leaderboard_id', 'username_key']).doUpdateSet({
          wagered: amount,
          reason: input.reason,
          actor_id: actorId,
          created_at: now.toISOString(),
        }),
      )
      .execute();
    const rows = await trx
      .selectFrom('leaderboard_entries')
      .selectAll()
      .where('leaderboard_id', '=', board.id)
      .execute();
    const entries = rows.map((r) => ({
      username: r.username,
      wagered: Number(r.wagered),
      rawWagered: Number(r.raw_wagered ?? r.wagered),
      ...(r.favorite_game ? { favoriteGameTitle: r.favorite_game } : {}),
    }));
    await storeStandings(
      trx,
      board.id,
      await applyCorrections(trx, board.id, entries),
      'correction',
      now,
    );
    await recomputePlatformWagers(trx, platformId, now);
    await audit(trx, {
      actorId,
      area: AREA,
      action: 'leaderboard_entry.correct',
      entity: 'leaderboard',
      entityId: board.id,
      before: before ? { username: before.username, wagered: Number(before.wagered) } : undefined,
      after: { username: input.username, wagered: amount, reason: input.reason },
      at: now,
    });
  });
}

function parseCsvOrThrow(bytes: Buffer) {
  try {
    return parseWagerCsv(bytes);
  } catch (error) {
    if (isFeedError(error)) throw fieldErrors({ file: [error.message] });
    throw error;
  }
}

export function previewCsv(bytes: Buffer): AdminCsvPreviewResponse['data'] {
  const r = parseCsvOrThrow(bytes);
  return {
    total_records: r.totalRecords,
    valid_rows: r.rows.length,
    error_count: r.errorCount,
    errors: r.errors,
    preview: r.preview.map((p) => ({
      line: p.line,
      username: p.username,
      wagered: formatCents(p.wagered),
      weighted_wagered: p.weightedWagered === undefined ? null : formatCents(p.weightedWagered),
    })),
    duplicate_usernames: r.duplicateUsernames,
  };
}

/**
 * Commits a CSV import as the current period's standings (the file holds the period's totals,
 * like a feed): bad rows are skipped (the preview listed them), the rest normalised like a feed.
 */
export async function commitCsv(
  db: Kysely<Database>,
  actorId: number,
  platformId: number,
  bytes: Buffer,
  now: Date,
): Promise<{ rows: number; skipped: number }> {
  const parsed = parseCsvOrThrow(bytes);
  if (!parsed.rows.length) throw fieldErrors({ file: ['The file has no valid rows to import'] });
  return withTransaction(db, async (trx) => {
    const platform = await platformOr404(trx, platformId);
    const board = await currentBoard(trx, platformId);
    const { entries } = normaliseRows(parsed.rows, {
      basis: platform.wager_basis,
      excludedUsernames: parseExcluded(platform.excluded_usernames),
    });
    const stored = await storeStandings(
      trx,
      board.id,
      await applyCorrections(trx, board.id, entries),
      'csv',
      now,
    );
    await recomputePlatformWagers(trx, platformId, now);
    const at = now.toISOString();
    await trx
      .updateTable('platform_feeds')
      .set({
        last_sync_at: at,
        last_success_at: at,
        row_count: stored.rows,
        last_error: null,
        failures: 0,
        failing_since: null,
      })
      .where('platform_id', '=', platformId)
      .where('kind', '=', 'csv')
      .execute();
    await audit(trx, {
      actorId,
      area: AREA,
      action: 'leaderboard.csv_import',
      entity: 'leaderboard',
      entityId: board.id,
      after: {
        rows: stored.rows,
        skipped: parsed.errorCount,
        inserted: stored.inserted,
        updated: stored.updated,
        deleted: stored.deleted,
      },
      at: now,
    });
    return { rows: stored.rows, skipped: parsed.errorCount };
  });
}
