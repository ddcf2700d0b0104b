// The tournaments' part of the demo seed.
import type { Insertable } from 'kysely';
import type { Database } from '../../../core/db';
import { demo, slotFile, slotProvider } from '../../../core/seed/assets';
import { DAY } from '../../../core/seed/context';
import type { SeedStep } from '../../../core/seed/context';
import { SLOTS } from '../../../core/seed/demo-data';

// Tournaments: brackets with played matches and members' predictions.
export const tournamentsSeed: SeedStep = {
  name: 'engagement:tournaments',
  order: 520,
  async run({ now, at, rnd, members, insertMany, insertReturningIds }) {
    const tournaments = [
      {
        name: 'Slot Showdown Season 3',
        description: 'Eight fan-picked slots battle it out; the highest multiplier advances.',
        active: 1,
        predictions: 1,
        size: 8,
        played: 2,
      },
      {
        name: 'Provider Clash',
        description: 'One slot from each provider in a knockout bracket.',
        active: 1,
        predictions: 0,
        size: 8,
        played: 5,
      },
      {
        name: 'Slot Showdown Season 2',
        description: null,
        active: 0,
        predictions: 0,
        size: 8,
        played: 7,
      },
      {
        name: 'Mini Cup',
        description: 'A quick four-slot cup played in one stream.',
        active: 0,
        predictions: 0,
        size: 4,
        played: 3,
      },
    ];
    for (const [ti, t] of tournaments.entries()) {
      const created = at(-(ti * 20 + 2) * DAY);
      const [tid] = await insertReturningIds('tournaments', [
        {
          name: t.name,
          description: t.description,
          size: t.size,
          is_active: t.active as 0 | 1,
          predictions_active: t.predictions as 0 | 1,
          created_at: created,
        },
      ]);
      // Build the bracket round by round; winners fill the next round.
      const entrants = rnd.shuffle(SLOTS).slice(0, t.size);
      const matches: Insertable<Database['tournament_matches']>[] = [];
      let round = 1;
      let current: (string | null)[] = entrants;
      let number = 1;
      while (current.length >= 2) {
        const nextRound: (string | null)[] = [];
        for (let m = 0; m < current.length; m += 2) {
          const a = current[m] ?? null;
          const b = current[m + 1] ?? null;
          const played = number <= t.played && a != null && b != null;
          const ma = played ? rnd.int(20, 60_000) : null;
          let mb = played ? rnd.int(20, 60_000) : null;
          if (ma != null && mb === ma) mb = ma + 1;
          const winner = played ? (ma! > mb! ? a : b) : null;
          matches.push({
            tournament_id: tid!,
            round,
            match_number: number,
            slot1_name: a,
            slot1_image: a ? demo(slotFile(a)) : null,
            slot1_provider: a ? slotProvider(a) : null,
            slot1_multiplier: ma,
            slot2_name: b,
            slot2_image: b ? demo(slotFile(b)) : null,
            slot2_provider: b ? slotProvider(b) : null,
            slot2_multiplier: mb,
            winner_name: winner,
            match_date: at(Date.parse(created) - now.getTime() + number * DAY),
          });
          nextRound.push(winner);
          number++;
        }
        current = nextRound;
        round++;
      }
      const matchIds = await insertReturningIds('tournament_matches', matches);
      if (ti <= 2) {
        const preds: Insertable<Database['tournament_predictions']>[] = [];
        for (const user_id of rnd.shuffle(members.regular).slice(0, rnd.int(6, 12))) {
          for (const [mi, m] of matches.entries()) {
            const options = [m.slot1_name, m.slot2_name].filter((x): x is string => !!x);
            const pick = options.length ? rnd.pick(options) : rnd.pick(entrants);
            preds.push({
              tournament_id: tid!,
              user_id,
              match_id: matchIds[mi]!,
              predicted_winner_name: pick,
              created_at: created,
              updated_at: created,
            });
          }
        }
        await insertMany('tournament_predictions', preds);
      }
    }
  },
};
