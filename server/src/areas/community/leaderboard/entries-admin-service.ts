import type { Kysely } from 'kysely';
import type {
  AdminCorrectionInput,
  AdminEntriesResponse,
  AdminCsvPreviewResponse,
} from '@lobby/contract-community';
import { assertNotSelf } from '../../../core/admin/duties';
import { audit } from '../../../core/audit/audit';
import type { Database, Db } from '../../../core/db';
import { withTransaction } from '../../../core/db';
import { badRequest, fieldErrors } from '../../../core/http/errors';
import { AREA, cents, platformOr404 } from './admin-service';
import { formatCents, isFeedError, normaliseRows, parseWagerCsv, usernameKey } from './feeds';
import { applyCorrections, storeStandings } from './standings';
import { parseExcluded } from './sync';
import { recomputePlatformWagers } from './wagers';

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
