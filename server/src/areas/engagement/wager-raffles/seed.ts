// The wager raffles' part of the demo seed.
import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import { raffleListText, rangesDrawList, replayDraw, sha256Hex } from '@lobby/contract-engagement';
import type { Database } from '../../../core/db';
import { badgeFile, cardFile, demo } from '../../../core/seed/assets';
import { DAY, cents } from '../../../core/seed/context';
import type { SeedStep } from '../../../core/seed/context';
import { PLATFORMS } from '../../../core/seed/demo-data';
import { recomputeRaffleTickets } from './tickets';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

// Wager raffles: casinos, raffles running, upcoming and drawn, tickets and prizes.
export const wagerRafflesSeed: SeedStep = {
  name: 'engagement:wager-raffles',
  order: 510,
  async run({ db, at, rnd, members, points, insertMany, insertReturningIds, ids }) {
    const casinoIds = await insertReturningIds(
      'casinos',
      PLATFORMS.map((p, i) => ({
        name: p.name,
        image: demo(badgeFile(p.slug)),
        platform_type: p.slug,
        platform_id: ids('platforms')[i]!,
        created_at: at(-200 * DAY),
      })),
    );
    const raffles = [
      {
        name: 'Summer Mega Raffle',
        start: -8 * DAY,
        end: 6 * DAY,
        active: 1,
        drawn: false,
        per: 100,
        casinos: [0, 1, 2],
      },
      {
        name: 'Autumn Wager Raffle',
        start: 5 * DAY,
        end: 19 * DAY,
        active: 0,
        drawn: false,
        per: 100,
        casinos: [1, 3],
      },
      {
        name: 'Spring Wager Raffle',
        start: -40 * DAY,
        end: -26 * DAY,
        active: 0,
        drawn: true,
        per: 50,
        casinos: [0, 2],
      },
      {
        name: 'New Year Wager Raffle',
        start: -80 * DAY,
        end: -66 * DAY,
        active: 0,
        drawn: true,
        per: 100,
        casinos: [0, 1, 2, 3],
      },
    ];
    for (const [ri, r] of raffles.entries()) {
      const seed = sha256(`demo-raffle-${ri}`);
      const [rid] = await insertReturningIds('wager_raffles', [
        {
          name: r.name,
          description: `Every $${r.per} wagered on a participating casino during the raffle earns one ticket.`,
          start_date: at(r.start),
          end_date: at(r.end),
          is_active: r.active as 0 | 1,
          auto_draw: 1,
          drawn_at: r.drawn ? at(r.end + 5 * 60_000) : null,
          dollars_per_ticket: cents(r.per),
          commitment: sha256(seed),
          draw_seed: r.drawn ? seed : null,
          baseline_at: r.start < 0 ? at(r.start) : null,
          frozen_at: r.drawn ? at(r.end) : null,
          created_at: at(r.start - 3 * DAY),
        },
      ]);
      await insertMany(
        'wager_raffle_casinos',
        r.casinos.map((c) => ({ raffle_id: rid!, casino_id: casinoIds[c]! })),
      );
      const participants: Insertable<Database['wager_raffle_participants']>[] = [];
      let next = 1;
      // A running raffle's tickets come from the wager data (wagerRaffleTicketsSeed, later).
      if (r.drawn) {
        for (const user_id of rnd.shuffle(members.regular).slice(0, rnd.int(10, 20))) {
          const wagered = rnd.logInt(cents(150), cents(90_000));
          const tickets = Math.floor(wagered / cents(r.per));
          if (tickets < 1) continue;
          participants.push({
            raffle_id: rid!,
            user_id,
            platform: PLATFORMS[rnd.pick(r.casinos)]!.name,
            total_wagered: wagered,
            ticket_count: tickets,
            first_ticket: next,
            created_at: at(r.start + rnd.int(1, 5) * DAY),
          });
          next += tickets;
        }
        await insertMany('wager_raffle_participants', participants);
      }
      const prizes = [
        {
          position: 1,
          prize_type: 'cash' as const,
          prize_value: cents(1000),
          description: '$1,000 cash',
        },
        {
          position: 2,
          prize_type: 'cash' as const,
          prize_value: cents(500),
          description: '$500 cash',
        },
        {
          position: 3,
          prize_type: 'points' as const,
          prize_value: 10_000,
          description: '10,000 points',
        },
        { position: 4, prize_type: 'custom' as const, prize_value: 0, description: 'Lobby Hoodie' },
      ];
      // Drawn with the real algorithm (lobby-draw-v1), so "Verify this draw" checks out.
      const frozen = participants.map((p) => ({
        user_id: p.user_id,
        first_ticket: p.first_ticket,
        ticket_count: p.ticket_count,
      }));
      const picks = r.drawn
        ? (await replayDraw(seed, rangesDrawList(frozen), prizes.length)).winners
        : [];
      if (r.drawn)
        await db
          .updateTable('wager_raffles')
          .set({ list_hash: await sha256Hex(raffleListText(frozen)) })
          .where('id', '=', rid!)
          .execute();
      await insertMany(
        'wager_raffle_prizes',
        prizes.map((p, pi) => {
          const pick = picks[pi] ?? null;
          if (pick && p.prize_type === 'points')
            points.earn(
              pick.user_id,
              p.prize_value,
              'wager_raffle_prize',
              'wager_raffle',
              rid!,
              at(r.end + 5 * 60_000),
            );
          return {
            raffle_id: rid!,
            ...p,
            image_url: p.position === 1 ? demo(cardFile('Grand Prize')) : null,
            winner_user_id: pick?.user_id ?? null,
            winning_ticket_number: pick ? pick.index + 1 : null,
          };
        }),
      );
    }
  },
};

// The running raffle's tickets, from the members' wager data (written by the VIP step, order
// 700): a baseline at the start a little below each total, then the real recompute.
export const wagerRaffleTicketsSeed: SeedStep = {
  name: 'engagement:wager-raffle-tickets',
  order: 710,
  async run({ db, now, rnd }) {
    const running = await db
      .selectFrom('wager_raffles')
      .select('id')
      .where('frozen_at', 'is', null)
      .where('start_date', '<=', now.toISOString())
      .execute();
    for (const r of running) {
      const totals = await db
        .selectFrom('user_platform_wagers as w')
        .innerJoin('casinos as c', 'c.platform_id', 'w.platform_id')
        .innerJoin('wager_raffle_casinos as rc', 'rc.casino_id', 'c.id')
        .select(['w.user_id', 'w.platform_id', 'w.total_wagered'])
        .where('rc.raffle_id', '=', r.id)
        .execute();
      const rows = totals.map((t) => {
        // Most members wagered some of their total since the start; a few nothing at all.
        const share = rnd.chance(0.7) ? rnd.int(1, 12) / 100 : 0;
        return {
          raffle_id: r.id,
          user_id: t.user_id,
          platform_id: t.platform_id,
          total_wagered: Math.round(Number(t.total_wagered) * (1 - share)),
        };
      });
      for (let i = 0; i < rows.length; i += 200)
        await db
          .insertInto('wager_raffle_baselines')
          .values(rows.slice(i, i + 200))
          .onConflict((oc) => oc.doNothing())
          .execute();
      await recomputeRaffleTickets(db, r.id, now);
    }
  },
};
