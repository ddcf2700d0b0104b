import type {
  LeaderboardDataInfo,
  LeaderboardSnapshotFile,
  LeaderboardSnapshotInfo,
  LeaderboardSnapshotsResponse,
} from '@lobby/contract-community';
import type { Db } from '../../../core/db';
import { notFound } from '../../../core/http/errors';
import { formatCents, maskUsername } from './feeds';
import { findLastLeaderboard, findPlatformBySlugOrId } from './repository';
import { unpackStandings } from './standings';

/** Public proof of a board: freshness and the standings snapshot of every sync. */

const infoSelect = ['id', 'taken_at', 'source', 'hash', 'row_count'] as const;

const toInfo = (r: {
  id: number;
  taken_at: string;
  source: LeaderboardSnapshotInfo['source'];
  hash: string;
  row_count: number;
}): LeaderboardSnapshotInfo => ({
  id: r.id,
  taken_at: r.taken_at,
  source: r.source,
  hash: r.hash,
  row_count: Number(r.row_count),
});

/** When a platform's data was last updated, and the period's newest snapshot. */
export async function dataInfo(
  db: Db,
  platformId: number,
  leaderboardId: number | null,
): Promise<LeaderboardDataInfo> {
  const feed = await db
    .selectFrom('platform_feeds')
    .select(['kind', 'last_success_at'])
    .where('platform_id', '=', platformId)
    .executeTakeFirst();
  const latest = leaderboardId
    ? await db
        .selectFrom('leaderboard_snapshots')
        .select(infoSelect)
        .where('leaderboard_id', '=', leaderboardId)
        .orderBy('taken_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst()
    : undefined;
  const lastImport =
    feed?.kind === 'csv' || !feed
      ? await db
          .selectFrom('leaderboard_snapshots as s')
          .innerJoin('leaderboards as l', 'l.id', 's.leaderboard_id')
          .select((eb) => eb.fn.max('s.taken_at').as('at'))
          .where('l.platform_id', '=', platformId)
          .where('s.source', 'in', ['csv', 'feed'])
          .executeTakeFirst()
      : undefined;
  return {
    last_updated_at: feed?.last_success_at ?? (lastImport?.at as string | null | undefined) ?? null,
    latest_snapshot: latest ? toInfo(latest) : null,
  };
}

export async function listSnapshots(
  db: Db,
  slugOrId: string,
  period: 'current' | 'last',
): Promise<LeaderboardSnapshotsResponse> {
  const platform = await findPlatformBySlugOrId(db, slugOrId);
  if (!platform) throw notFound('Platform not found');
  const board =
    period === 'last'
      ? await findLastLeaderboard(db, platform.id)
      : await db
          .selectFrom('leaderboards')
          .selectAll()
          .where('platform_id', '=', platform.id)
          .where('status', '=', 'current')
          .executeTakeFirst();
  const rows = board
    ? await db
        .selectFrom('leaderboard_snapshots')
        .select(infoSelect)
        .where('leaderboard_id', '=', board.id)
        .orderBy('taken_at', 'desc')
        .orderBy('id', 'desc')
        .limit(500)
        .execute()
    : [];
  return {
    success: true,
    data: {
      platform: { id: platform.id, slug: platform.slug, name: platform.name },
      period: board
        ? { start: board.period_start ?? board.created_at, end: board.period_end }
        : null,
      snapshots: rows.map(toInfo),
    },
  };
}

const csvCell = (v: string | number) => {
  const s = String(v);
  // Quote when needed; a leading =, +, -, @ would be a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** One snapshot as a download (JSON or CSV); names masked when the platform hides them. */
export async function snapshotFile(
  db: Db,
  id: number,
  format: 'json' | 'csv',
): Promise<{ filename: string; contentType: string; body: string }> {
  const row = await db
    .selectFrom('leaderboard_snapshots as s')
    .innerJoin('leaderboards as l', 'l.id', 's.leaderboard_id')
    .innerJoin('platforms as p', 'p.id', 'l.platform_id')
    .selectAll('s')
    .select([
      'p.slug',
      'p.active',
      'p.mask_usernames',
      'l.period_start',
      'l.period_end',
      'l.currency_symbol',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row || !row.active) throw notFound('Snapshot not found');
  const standings = unpackStandings(row.rows_gzip);
  const name = (u: string) => (row.mask_usernames ? maskUsername(u) : u);
  const stamp = row.taken_at.replace(/[:.]/g, '-');
  const filename = `${row.slug}-leaderboard-${stamp}.${format}`;
  if (format === 'csv') {
    const lines = ['rank,username,wagered'];
    for (const r of standings)
      lines.push([r.rank, csvCell(name(r.username)), formatCents(r.wagered)].join(','));
    return { filename, contentType: 'text/csv; charset=utf-8', body: `${lines.join('\r\n')}\r\n` };
  }
  const file: LeaderboardSnapshotFile = {
    platform: row.slug,
    period: { start: row.period_start, end: row.period_end },
    taken_at: row.taken_at,
    source: row.source,
    hash: row.hash,
    currency_symbol: row.currency_symbol,
    rows: standings.map((r) => ({
      rank: r.rank,
      username: name(r.username),
      wagered: formatCents(r.wagered),
    })),
  };
  return {
    filename,
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify(file, null, 2),
  };
}
