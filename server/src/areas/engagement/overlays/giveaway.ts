import type { OverlayGiveaway } from '@lobby/shared-api/contract';
import type { Db } from '../../../core/db';
import { centsToDollars } from '../../../core/money';
import { findUsersByIds } from '../../../core/users/repository';
import { acceptsEntries } from '../giveaways/service';

/** Names the reveal scrolls through at most (the winners are always among them). */
export const REVEAL_NAMES = 100;

/** A draw this recent keeps the stage: the reveal and its winner stay up after the draw. */
export const RECENT_DRAW_MS = 15 * 60_000;

/**
 * The giveaway an overlay shows: its fixed one (while it exists), else the one a stream is
 * about — one drawn in the last 15 minutes (its reveal), else an undrawn one that ends soonest
 * (open, or ended and waiting for its draw), else the one drawn last.
 */
export async function pickGiveawayId(
  db: Db,
  fixed: number | null,
  now: Date,
): Promise<number | null> {
  if (fixed != null) {
    const row = await db
      .selectFrom('giveaways')
      .select('id')
      .where('id', '=', fixed)
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  }
  const recent = await db
    .selectFrom('giveaways')
    .select('id')
    .where('drawn_at', '>=', new Date(now.getTime() - RECENT_DRAW_MS).toISOString())
    .orderBy('drawn_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (recent) return Number(recent.id);
  const open = await db
    .selectFrom('giveaways')
    .select('id')
    .where('drawn_at', 'is', null)
    .orderBy('end_datetime', 'asc')
    .orderBy('id', 'asc')
    .executeTakeFirst();
  if (open) return Number(open.id);
  const drawn = await db
    .selectFrom('giveaways')
    .select('id')
    .where('drawn_at', 'is not', null)
    .orderBy('drawn_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return drawn ? Number(drawn.id) : null;
}

function prizeText(g: {
  prize_type: string;
  prize_value: number;
  prize_description: string | null;
}) {
  const value = Number(g.prize_value);
  if (g.prize_type === 'cash')
    return `$${centsToDollars(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  if (g.prize_type === 'points') return `${value.toLocaleString('en-US')} points`;
  return g.prize_description ?? 'A prize';
}

/** A spread of the names over the whole list (not just the first entrants). */
function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  return Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)]!);
}

export async function giveawayOverlay(
  db: Db,
  id: number,
  nowIso: string,
): Promise<OverlayGiveaway | null> {
  const g = await db.selectFrom('giveaways').selectAll().where('id', '=', id).executeTakeFirst();
  if (!g) return null;
  const entries = await db
    .selectFrom('giveaway_entries')
    .select(['id', 'user_id', 'kick_username', 'entries'])
    .where('giveaway_id', '=', id)
    .orderBy('id')
    .execute();
  const winnerRows = await db
    .selectFrom('giveaway_winners')
    .select(['position', 'user_id', 'entry_id'])
    .where('giveaway_id', '=', id)
    .orderBy('position')
    .execute();
  // A member's name on stream: the Kick name they entered with, else their username.
  const users = new Map(
    (
      await findUsersByIds(
        db,
        winnerRows.map((w) => Number(w.user_id)),
      )
    ).map((u) => [u.id, u]),
  );
  const entryName = new Map(entries.map((e) => [Number(e.id), e.kick_username]));
  const byUser = new Map(entries.map((e) => [Number(e.user_id), e.kick_username]));
  const winners = g.drawn_at
    ? winnerRows.map((w) => ({
        position: Number(w.position),
        name:
          (w.entry_id != null ? entryName.get(Number(w.entry_id)) : undefined) ||
          byUser.get(Number(w.user_id)) ||
          users.get(Number(w.user_id))?.username ||
          'Winner',
      }))
    : [];
  const names = [...new Set(entries.map((e) => e.kick_username).filter(Boolean))];
  const others = names.filter((n) => !winners.some((w) => w.name === n));
  const entrants = [
    ...spread(others, Math.max(0, REVEAL_NAMES - winners.length)),
    ...winners.map((w) => w.name),
  ];
  const status: OverlayGiveaway['status'] = g.drawn_at
    ? 'drawn'
    : acceptsEntries(g, nowIso)
      ? 'open'
      : 'closed';
  return {
    id: Number(g.id),
    title: g.title,
    prize: prizeText(g),
    status,
    ends_at: g.end_datetime,
    entries_count: entries.reduce((n, e) => n + Number(e.entries), 0),
    entrants,
    winners,
    drawn_at: g.drawn_at,
    commitment: g.commitment,
    seed: g.drawn_at ? g.draw_seed : null,
  };
}
