// The bonus hunts' part of the demo seed.
import { demo, slotFile, slotProvider } from '../../../core/seed/assets';
import { DAY, HOUR, cents } from '../../../core/seed/context';
import type { SeedStep } from '../../../core/seed/context';
import { SLOTS } from '../../../core/seed/demo-data';

// Bonus hunts: 13 past hunts and the active one, with games and predictions.
export const huntsSeed: SeedStep = {
  name: 'engagement:bonus-hunts',
  order: 300,
  async run({ at, rnd, members, insertMany, insertReturningIds }) {
    for (let h = 1; h <= 14; h++) {
      const active = h === 14;
      const created = at(-(14 - h) * 4 * DAY - (active ? 2 * HOUR : 6 * HOUR));
      const start = cents(rnd.pick([2000, 2500, 3000, 4000, 5000, 7500, 10000]));
      const gameCount = active ? 12 : rnd.int(8, 16);
      const slots = rnd.shuffle(SLOTS).slice(0, gameCount);
      const games = slots.map((slot, g) => {
        const bet = cents(
          rnd.pick([0.4, 0.8, 1, 2, 2.5, 4, 5, 8, 10]) * (start >= cents(5000) ? 2 : 1),
        );
        const settled = !active || g < 7;
        const multi = rnd.chance(0.12) ? rnd.int(150, 1200) : rnd.int(0, 140);
        const unknownSlot = active && g === 11;
        return {
          position: g + 1,
          slot_name: unknownSlot ? null : slot,
          slot_image: unknownSlot ? null : demo(slotFile(slot)),
          slot_provider: unknownSlot ? null : slotProvider(slot),
          bet,
          win: settled ? bet * multi : null,
          user_id: g % 3 === 0 ? rnd.pick(members.regular) : null,
        };
      });
      const winnings = games.reduce((a, g) => a + (g.win ?? 0), 0);
      const [huntId] = await insertReturningIds('bonus_hunts', [
        {
          name: `Bonus Hunt #${h}`,
          start_balance: start,
          end_balance: active ? null : winnings,
          is_active: active ? 1 : 0,
          predictions_active: active ? 1 : 0,
          created_at: created,
          ended_at: active ? null : at(-(14 - h) * 4 * DAY),
        },
      ]);
      await insertMany(
        'bonus_hunt_games',
        games.map((g) => ({ ...g, hunt_id: huntId!, created_at: created })),
      );
      const predictors = rnd.shuffle(members.regular).slice(0, active ? 9 : rnd.int(3, 8));
      const named = games.filter((g) => g.slot_name);
      await insertMany(
        'bonus_hunt_predictions',
        predictors.map((user_id, k) => {
          const when = new Date(Date.parse(created) + (k + 1) * 7 * 60_000).toISOString();
          return {
            hunt_id: huntId!,
            user_id,
            end_balance: Math.round(start * (0.3 + rnd.next() * 1.4)),
            highest_multiplier: rnd.int(5_000, 150_000),
            highest_multiplier_game: rnd.pick(named).slot_name!,
            created_at: when,
            updated_at: when,
          };
        }),
      );
    }
  },
};
