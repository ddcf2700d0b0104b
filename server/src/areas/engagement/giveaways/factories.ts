import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../../core/db';
import type { PrizeType } from '../shared/prizes';

export interface GiveawayInput {
  title?: string;
  prizeType?: PrizeType;
  /** Cents for cash, points for points, 0 for custom. */
  prizeValue?: number;
  prizeDescription?: string | null;
  /** When it was drawn; not drawn when absent. */
  drawnAt?: string | null;
  /** Members who won it (each with a free entry), in place order. */
  winners?: number[];
  /** When entries close (default: now, or drawnAt). */
  endAt?: string;
  accepting?: boolean;
  numberOfWinners?: number;
  free?: boolean;
  /** Points per entry; points entries are allowed when > 0. */
  pointsPerEntry?: number;
  maxPointsEntries?: number;
  /** A password entry is allowed when given. */
  password?: string | null;
  /** Commit a draw seed (default true): its seed and commitment are stored. */
  commit?: boolean;
  /** Entry from the stream's Kick chat, with its own keyword (null: the default). */
  chatEntry?: boolean;
  chatKeyword?: string | null;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A giveaway, drawn with its winners when `drawnAt` is given. */
export async function createGiveaway(
  db: Db,
  v: GiveawayInput = {},
): Promise<{ id: number; winnerIds: number[] }> {
  const now = new Date().toISOString();
  const winners = v.winners ?? [];
  const seed = v.commit === false ? null : randomBytes(32).toString('hex');
  const giveaway = await db
    .insertInto('giveaways')
    .values({
      title: v.title ?? 'Giveaway',
      description: 'Enter for free.',
      image: null,
      prize_type: v.prizeType ?? 'cash',
      prize_value: v.prizeValue ?? 100_00,
      prize_description: v.prizeDescription ?? null,
      number_of_winners: v.numberOfWinners ?? Math.max(1, winners.length),
      end_datetime: v.endAt ?? v.drawnAt ?? now,
      is_accepting_entries: (v.accepting ?? !v.drawnAt) ? 1 : 0,
      allow_passwordless_entry: v.free === false ? 0 : 1,
      allow_points_entry: (v.pointsPerEntry ?? 0) > 0 ? 1 : 0,
      points_per_entry: v.pointsPerEntry ?? 0,
      max_points_entries: v.maxPointsEntries ?? 0,
      password_hash: v.password ? sha256(v.password) : null,
      commitment: seed ? sha256(seed) : null,
      draw_seed: seed,
      drawn_at: v.drawnAt ?? null,
      created_at: now,
      chat_entry: v.chatEntry ? 1 : 0,
      chat_keyword: v.chatKeyword ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const winnerIds: number[] = [];
  for (const [i, userId] of winners.entries()) {
    const entry = await db
      .insertInto('giveaway_entries')
      .values({
        giveaway_id: giveaway.id,
        user_id: userId,
        entry_type: 'passwordless',
        kick_username: `kick${userId}`,
        points_spent: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const w = await db
      .insertInto('giveaway_winners')
      .values({
        giveaway_id: giveaway.id,
        user_id: userId,
        entry_id: entry.id,
        position: i + 1,
        created_at: v.drawnAt ?? now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    winnerIds.push(Number(w.id));
  }
  return { id: Number(giveaway.id), winnerIds };
}
