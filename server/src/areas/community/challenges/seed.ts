// The community challenges' part of the demo seed.
import type { Insertable } from 'kysely';
import type { Database } from '../../../core/db';
import { demo, slotFile, slotProvider } from '../../../core/seed/assets';
import {
  DAY,
  HOUR,
  SEED_ORDER,
  auditSeedStep,
  auditSource,
  cents,
} from '../../../core/seed/context';
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

// The moderators' part of the demo's audit log: the challenges they created and the claims they
// reviewed (real audit function).
export const challengesAuditSeed = auditSeedStep({
  name: 'community:challenges-audit',
  order: SEED_ORDER.audit + 10,
  area: 'community',
  staff: 'moderator',
  sources: [
    auditSource({
      rows: (db) =>
        db
          .selectFrom('challenges')
          .select([
            'id',
            'slot_name',
            'multiplier',
            'min_bet',
            'prize',
            'prize_type',
            'start_date',
            'end_date',
            'created_at',
          ])
          .orderBy('id')
          .execute(),
      entry: (c) => ({
        action: 'challenge.create',
        entity: 'challenge',
        entityId: c.id,
        after: {
          slot_name: c.slot_name,
          multiplier: Number(c.multiplier),
          min_bet: Number(c.min_bet),
          prize: Number(c.prize),
          prize_type: c.prize_type,
          start_date: c.start_date,
          end_date: c.end_date,
        },
        at: c.created_at,
      }),
    }),
    auditSource({
      rows: (db) =>
        db
          .selectFrom('challenge_claims as cc')
          .innerJoin('challenges as c', 'c.id', 'cc.challenge_id')
          .select([
            'cc.id',
            'cc.challenge_id',
            'cc.status',
            'cc.reason',
            'cc.reviewed_at',
            'cc.reviewed_by',
            'cc.awarded_prize',
            'c.prize_type',
          ])
          .where('cc.status', '!=', 'pending')
          .orderBy('cc.id')
          .execute(),
      entry: (cl) => ({
        actorId: cl.reviewed_by,
        action: cl.status === 'approved' ? 'claim.approve' : 'claim.reject',
        entity: 'challenge_claim',
        entityId: cl.id,
        before: { status: 'pending' },
        after:
          cl.status === 'approved'
            ? {
                status: 'approved',
                challenge_id: cl.challenge_id,
                prize: cl.awarded_prize,
                prize_type: cl.prize_type,
              }
            : { status: 'rejected', reason: cl.reason },
        at: cl.reviewed_at,
      }),
    }),
  ],
});
