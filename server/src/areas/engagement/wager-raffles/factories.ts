import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../../core/db';
import type { PrizeType } from '../shared/prizes';

export interface RafflePrizeInput {
  type?: PrizeType;
  /** Cents for cash, points for points. */
  value?: number;
  description?: string | null;
  /** The member who won it; nobody when absent. */
  winner?: number | null;
}

/** A raffle's prizes at places 1, 2, … (a winner's ticket is their place); their ids. */
async function insertPrizes(db: Db, raffleId: number, prizes: RafflePrizeInput[]) {
  const ids: number[] = [];
  for (const [i, p] of prizes.entries()) {
    const r = await db
      .insertInto('wager_raffle_prizes')
      .values({
        raffle_id: raffleId,
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
    ids.push(Number(r.id));
  }
  return ids;
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
  return { id: Number(raffle.id), prizeIds: await insertPrizes(db, raffle.id, v.prizes ?? []) };
}

export interface OpenRaffleInput {
  name?: string;
  /** ISO times of the window. */
  start: string;
  end: string;
  /** Platform ids whose casinos take part (a casino is made per platform). */
  platformIds: number[];
  /** Cents of wager per ticket (default $100). */
  perTicket?: number;
  autoDraw?: boolean;
  prizes?: { type?: PrizeType; value?: number; description?: string }[];
}

/** A wager raffle with a committed seed, casinos for the platforms and undrawn prizes. */
export async function createOpenWagerRaffle(
  db: Db,
  v: OpenRaffleInput,
): Promise<{ id: number; prizeIds: number[] }> {
  const seed = randomBytes(32).toString('hex');
  const raffle = await db
    .insertInto('wager_raffles')
    .values({
      name: v.name ?? 'Open Wager Raffle',
      description: 'Every $100 wagered earns a ticket.',
      start_date: v.start,
      end_date: v.end,
      is_active: 1,
      auto_draw: v.autoDraw === false ? 0 : 1,
      drawn_at: null,
      dollars_per_ticket: v.perTicket ?? 100_00,
      commitment: createHash('sha256').update(seed).digest('hex'),
      draw_seed: seed,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const platformId of v.platformIds) {
    const casino = await db
      .insertInto('casinos')
      .values({
        name: `Casino ${platformId}`,
        image: null,
        platform_type: `p${platformId}`,
        platform_id: platformId,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('wager_raffle_casinos')
      .values({ raffle_id: raffle.id, casino_id: casino.id })
      .execute();
  }
  return { id: Number(raffle.id), prizeIds: await insertPrizes(db, raffle.id, v.prizes ?? [{}]) };
}

/** Sets a member's cumulative wager total on a platform (cents), as the feeds would. */
export async function setWagerTotal(db: Db, userId: number, platformId: number, cents: number) {
  const at = new Date().toISOString();
  await db
    .insertInto('user_platform_wagers')
    .values({ user_id: userId, platform_id: platformId, total_wagered: cents, updated_at: at })
    .onConflict((oc) =>
      oc.columns(['user_id', 'platform_id']).doUpdateSet({ total_wagered: cents, updated_at: at }),
    )
    .execute();
}
