// The community challenges' part of the demo seed.
import type { Insertable } from 'kysely';
import type { Database } from '../../../core/db';
import { demo, slotFile, slotProvider } from '../../../core/seed/assets';
import { DAY, HOUR, cents } from '../../../core/seed/context';
import type { SeedStep } from '../../../core/seed/context';

// Slot challenges: active, upcoming and ended, some claimed.
export const challengesSeed: SeedStep = {
  name: 'community:challenges',
  order: 600,
  async run({ at, members, insertMany, insertReturningIds }) {
    const challengeDefs = [
      {
        slot: 'Thunder Llama',
        multi: 500,
        bet: 0.4,
        prize: 100,
        start: -3 * DAY,
        end: 4 * DAY,
        active: 1,
      },
      {
        slot: 'Golden Koi Cascade',
        multi: 1000,
        bet: 1,
        prize: 250,
        start: -1 * DAY,
        end: 6 * DAY,
        active: 1,
      },
      {
        slot: 'Honey Heist',
        multi: 250,
        bet: 0.2,
        prize: 50,
        start: -5 * DAY,
        end: 2 * DAY,
        active: 1,
        claimedBy: 'spinwizard',
      },
      {
        slot: 'Crystal Caverns',
        multi: 2000,
        bet: 2,
        prize: 500,
        start: 3 * DAY,
        end: 10 * DAY,
        active: 0,
      },
      {
        slot: 'Rocket Rodeo',
        multi: 750,
        bet: 0.5,
        prize: 150,
        start: 8 * DAY,
        end: 15 * DAY,
        active: 0,
      },
      {
        slot: 'Lava Lords',
        multi: 300,
        bet: 0.2,
        prize: 75,
        start: -20 * DAY,
        end: -10 * DAY,
        active: 0,
        claimedBy: 'reelqueen',
      },
      {
        slot: 'Mystic Owl',
        multi: 1500,
        bet: 1,
        prize: 300,
        start: -30 * DAY,
        end: -16 * DAY,
        active: 0,
      },
    ];
    for (const c of challengeDefs) {
      const claimer = 'claimedBy' in c && c.claimedBy ? members.id(c.claimedBy) : null;
      const [cid] = await insertReturningIds('challenges', [
        {
          slot_name: c.slot,
          slot_image: demo(slotFile(c.slot)),
          slot_provider: slotProvider(c.slot),
          multiplier: c.multi * 100,
          min_bet: cents(c.bet),
          prize: cents(c.prize),
          start_date: at(c.start),
          end_date: at(c.end),
          is_active: c.active as 0 | 1,
          claimed_by_user_id: claimer,
          claimed_at: claimer ? at(c.start + DAY) : null,
          created_at: at(c.start - DAY),
        },
      ]);
      const claims: Insertable<Database['challenge_claims']>[] = [];
      if (claimer) {
        claims.push({
          challenge_id: cid!,
          user_id: claimer,
          description: `Hit ${c.multi + 37}x on ${c.slot} at $${c.bet} — clip in the evidence.`,
          evidence_images: '[]',
          status: 'approved',
          created_at: at(c.start + DAY - HOUR),
          reviewed_at: at(c.start + DAY),
        });
      }
      if (c.slot === 'Thunder Llama') {
        claims.push({
          challenge_id: cid!,
          user_id: members.id('lucky_lou'),
          description: 'Got 512x on a $0.40 spin, screenshot attached.',
          evidence_images: '[]',
          status: 'pending',
          created_at: at(-2 * HOUR),
          reviewed_at: null,
        });
      }
      await insertMany('challenge_claims', claims);
    }
  },
};
