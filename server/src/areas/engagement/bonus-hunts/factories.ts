import type { Db } from '../../../core/db';
import type { BonusHuntGameRow, BonusHuntPredictionRow, BonusHuntRow } from './tables';

export interface GameInput {
  /** null for a slot not named yet. */
  name?: string | null;
  /** Cents. */
  bet?: number;
  /** Cents; null (the default for an open hunt) while the bonus is not opened. */
  win?: number | null;
  /** The member the slot is assigned to. */
  userId?: number | null;
}

export interface HuntInput {
  name?: string;
  /** Cents. */
  startBalance?: number;
  /** Cents; set for an ended hunt. */
  endBalance?: number | null;
  /** Open for predictions (the default) or closed. */
  open?: boolean;
  /** The games: a count (`slots: 3` → 'Slot 1'…'Slot 3' betting $1 each) or each game. */
  slots?: number | GameInput[];
  createdAt?: string;
}

/** A bonus hunt with its games. */
export async function createHunt(
  db: Db,
  input: HuntInput = {},
): Promise<BonusHuntRow & { games: BonusHuntGameRow[] }> {
  const createdAt = input.createdAt ?? new Date().toISOString();
  const open = input.open ?? true;
  const hunt = await db
    .insertInto('bonus_hunts')
    .values({
      name: input.name ?? 'Bonus Hunt',
      start_balance: input.startBalance ?? 1000_00,
      end_balance: input.endBalance ?? null,
      is_active: open ? 1 : 0,
      predictions_active: open ? 1 : 0,
      created_at: createdAt,
      ended_at: open ? null : createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const slots = input.slots ?? 3;
  const games: GameInput[] =
    typeof slots === 'number'
      ? Array.from({ length: slots }, (_, i) => ({ name: `Slot ${i + 1}` }))
      : slots;
  const rows = games.length
    ? await db
        .insertInto('bonus_hunt_games')
        .values(
          games.map((g, i) => ({
            hunt_id: hunt.id,
            position: i + 1,
            slot_name: g.name === undefined ? `Slot ${i + 1}` : g.name,
            slot_image: null,
            slot_provider: null,
            bet: g.bet ?? 100,
            win: g.win ?? null,
            user_id: g.userId ?? null,
            created_at: createdAt,
          })),
        )
        .returningAll()
        .execute()
    : [];
  return { ...hunt, games: rows.sort((a, b) => a.position - b.position) };
}

/** A member's prediction for a hunt (end balance and multiplier in cents and hundredths). */
export async function createPrediction(
  db: Db,
  v: {
    huntId: number;
    userId: number;
    endBalance?: number;
    highestMultiplier?: number;
    game?: string;
    at?: string;
  },
): Promise<BonusHuntPredictionRow> {
  const at = v.at ?? new Date().toISOString();
  return db
    .insertInto('bonus_hunt_predictions')
    .values({
      hunt_id: v.huntId,
      user_id: v.userId,
      end_balance: v.endBalance ?? 1000_00,
      highest_multiplier: v.highestMultiplier ?? 100_00,
      highest_multiplier_game: v.game ?? 'Slot 1',
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
