import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db';
import { withTransaction } from '../../../core/db';
import { emit } from '../../../core/events';
import { parseIntList } from '../../../core/money';
import { notify } from '../../../core/notifications/service';
import { formatCents } from './feeds';
import { maskUsername } from './feeds/normalise';
import { periodAfter } from './periods';
import { snapshotStandings, standingsFromRows } from './standings';
import type { SyncOptions } from './sync';
import { syncPlatform } from './sync';
import type { LeaderboardRow } from './tables';
import { recomputePlatformWagers } from './wagers';

/**
 * Closing leaderboard periods at their end: a last sync of the feed, then in one transaction the
 * final standings are frozen (a 'final' snapshot; the period becomes the "last period"), each
 * prize winner is recorded, members holding a verified casino name of a winner are notified, and
 * the next period opens with the same settings. Idempotent: a period is closed by a conditional
 * update (current → ended), so a second run, or a second server, finds nothing to do.
 */

export interface RolloverResult {
  closed: number;
  opened: number;
  winners: number;
}

export async function closePeriod(
  db: Kysely<Database>,
  board: LeaderboardRow,
  now: Date,
): Promise<{ closed: boolean; winners: number; nextId?: number }> {
  return withTransaction(db, async (trx) => {
    const platform = await trx
      .selectFrom('platforms')
      .selectAll()
      .where('id', '=', board.platform_id)
      .executeTakeFirstOrThrow();
    const closed = await trx
      .updateTable('leaderboards')
      .set({ status: 'ended', closed_at: now.toISOString() })
      .where('id', '=', board.id)
      .where('status', '=', 'current')
      .returningAll()
      .executeTakeFirst();
    if (!closed) return { closed: false, winners: 0 };

    const entries = await trx
      .selectFrom('leaderboard_entries')
      .selectAll()
      .where('leaderboard_id', '=', board.id)
      .execute();
    const standings = standingsFromRows(entries).filter((r) => r.wagered > 0);
    await snapshotStandings(trx, board.id, standings, 'final', now, { force: true });

    const prizes = parseIntList(board.prizes);
    const winners = standings.slice(0, prizes.length).filter((_, i) => (prizes[i] ?? 0) > 0);
    for (const w of winners) {
      const prize = prizes[w.rank - 1]!;
      const key = w.username.normalize('NFC').trim().toLowerCase();
      const link = await trx
        .selectFrom('casino_links')
        .select(['user_id'])
        .where('platform_id', '=', platform.id)
        .where('username_key', '=', key)
        .where('status', '=', 'verified')
        .executeTakeFirst();
      await trx
        .insertInto('leaderboard_winners')
        .values({
          leaderboard_id: board.id,
          place: w.rank,
          username: w.username,
          wagered: w.wagered,
          prize,
          user_id: link?.user_id ?? null,
          created_at: now.toISOString(),
        })
        .execute();
      if (link)
        await notify(
          trx,
          link.user_id,
          {
            type: 'leaderboard_prize',
            title: `You placed #${w.rank} on ${platform.name}`,
            message: `Your casino name ${w.username} finished #${w.rank} on the ${platform.name} leaderboard and won ${board.currency_symbol || '$'}${formatCents(prize)}.`,
            url: `/leaderboard?platform=${encodeURIComponent(platform.slug)}&period=last`,
          },
          now,
        );
    }

    await emit('leaderboard-period-ended', {
      db: trx,
      leaderboardId: board.id,
      platformName: platform.name,
      currencySymbol: board.currency_symbol || '$',
      winners: winners.map((w) => ({
        place: w.rank,
        name: Number(platform.mask_usernames) === 1 ? maskUsername(w.username) : w.username,
        prizeCents: prizes[w.rank - 1]!,
      })),
      at: now,
    });

    const next = periodAfter(
      {
        timeframe: board.timeframe,
        custom: Boolean(board.custom_period),
        start: new Date(board.period_start ?? board.created_at),
        end: new Date(board.period_end),
        timeZone: platform.time_zone,
      },
      now,
    );
    const opened = await trx
      .insertInto('leaderboards')
      .values({
        platform_id: board.platform_id,
        timeframe: board.timeframe,
        custom_period: board.custom_period,
        period_start: next.start.toISOString(),
        period_end: next.end.toISOString(),
        total_prize_pool: board.total_prize_pool,
        currency_symbol: board.currency_symbol,
        prizes: board.prizes,
        status: 'current',
        created_at: now.toISOString(),
        // Running-total feeds: the totals read last are where the next period starts counting.
        feed_baseline: closed.feed_latest,
        feed_latest: closed.feed_latest,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Syncing the new period starts now.
    await trx
      .updateTable('platform_feeds')
      .set({ next_attempt_at: now.toISOString() })
      .where('platform_id', '=', board.platform_id)
      .execute();
    await recomputePlatformWagers(trx, platform.id, now);
    return { closed: true, winners: winners.length, nextId: opened.id };
  });
}

/** The rollover job's work: every current period whose end has passed. */
export async function rolloverDuePeriods(
  db: Kysely<Database>,
  now: Date,
  opts: SyncOptions & { finalSync?: boolean } = {},
): Promise<RolloverResult> {
  const due = await db
    .selectFrom('leaderboards')
    .selectAll()
    .where('status', '=', 'current')
    .where('period_end', '<=', now.toISOString())
    .orderBy('period_end')
    .execute();
  const result: RolloverResult = { closed: 0, opened: 0, winners: 0 };
  for (const board of due) {
    // The feed's last word on the period before it freezes (a failure keeps the last good data).
    if (opts.finalSync !== false) await syncPlatform(db, board.platform_id, now, opts);
    const r = await closePeriod(db, board, now);
    if (r.closed) {
      result.closed += 1;
      result.winners += r.winners;
      if (r.nextId) result.opened += 1;
    }
  }
  return result;
}
