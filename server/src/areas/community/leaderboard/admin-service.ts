import type { Kysely } from 'kysely';
import type {
  AdminFeed,
  AdminPeriodInput,
  AdminPlatform,
  AdminPlatformInput,
} from '@lobby/contract-community';
import { audit } from '../../../core/audit/audit';
import type { Database, Db } from '../../../core/db';
import { withTransaction } from '../../../core/db';
import { isUniqueViolation } from '../../../core/db/errors';
import { fieldErrors, notFound } from '../../../core/http/errors';
import { parseIntList } from '../../../core/money';
import { mediaUrl } from '../../../core/uploads/media';
import { formatCents, maskFeedConfig, parseCents } from './feeds';
import { nextPeriodEnd } from './periods';
import { isTimeZone } from './periods';
import { parseExcluded, parseFeedConfig } from './sync';
import type { LeaderboardRow, PlatformFeedRow, PlatformRow } from './tables';

/** Admin › Leaderboards: platforms, periods, feeds, corrections and CSV imports. */

export const AREA = 'community';

export const cents = (value: string, field: string): number => {
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

export async function platformOr404(db: Db, id: number): Promise<PlatformRow> {
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
