import type { Db } from '../../../core/db';
import type { PrizeType } from '../prizes';

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
}

/** A giveaway, drawn with its winners when `drawnAt` is given. */
export async function createGiveaway(
  db: Db,
  v: GiveawayInput = {},
): Promise<{ id: number; winnerIds: number[] }> {
  const now = new Date().toISOString();
  const winners = v.winners ?? [];
  const giveaway = await db
    .insertInto('giveaways')
    .values({
      title: v.title ?? 'Giveaway',
      description: 'Enter for free.',
      image: null,
      prize_type: v.prizeType ?? 'cash',
      prize_value: v.prizeValue ?? 100_00,
      prize_description: v.prizeDescription ?? null,
      number_of_winners: Math.max(1, winners.length),
      end_datetime: v.drawnAt ?? now,
      is_accepting_entries: v.drawnAt ? 0 : 1,
      allow_passwordless_entry: 1,
      allow_points_entry: 0,
      points_per_entry: 0,
      max_points_entries: 0,
      password_hash: null,
      commitment: null,
      draw_seed: null,
      drawn_at: v.drawnAt ?? null,
      created_at: now,
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
