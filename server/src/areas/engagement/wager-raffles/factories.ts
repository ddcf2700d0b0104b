import type { Db } from '../../../core/db';
import type { PrizeType } from '../prizes';

export interface RafflePrizeInput {
  type?: PrizeType;
  /** Cents for cash, points for points. */
  value?: number;
  description?: string | null;
  /** The member who won it; nobody when absent. */
  winner?: number | null;
}

/** A wager raffle with its prizes (places 1, 2, …), drawn at `drawnAt` when given. */
export async function createWagerRaffle(
  db: Db,
  v: { name?: string; drawnAt?: string | null; prizes?: RafflePrizeInput[] } = {},
): Promise<{ id: number; prizeIds: number[] }> {
  const now = Date.now();
  const raffle = await db
    .insertInto('wager_raffles')
    .values({
      name: v.name ?? 'Wager Raffle',
      description: 'Every $100 wagered earns a ticket.',
      start_date: new Date(now - 14 * 86_400_000).toISOString(),
      end_date: new Date(now - 86_400_000).toISOString(),
      is_active: 0,
      auto_draw: 1,
      drawn_at: v.drawnAt ?? null,
      dollars_per_ticket: 100_00,
      commitment: null,
      draw_seed: null,
      created_at: new Date(now - 15 * 86_400_000).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const prizeIds: number[] = [];
  for (const [i, p] of (v.prizes ?? []).entries()) {
    const r = await db
      .insertInto('wager_raffle_prizes')
      .values({
        raffle_id: raffle.id,
        position: i + 1,
        prize_type: p.type ?? 'cash',
        prize_value: p.value ?? 100_00,
        description: p.description ?? null,
        image_url: null,
        winner_user_id: p.winner ?? null,
        winning_ticket_number: p.winner != null ? i + 1 : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    prizeIds.push(Number(r.id));
  }
  return { id: Number(raffle.id), prizeIds };
}
