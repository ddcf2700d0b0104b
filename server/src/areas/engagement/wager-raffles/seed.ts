// The wager raffles' part of the demo seed.
import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Database } from '../../../core/db';
import { badgeFile, cardFile, demo } from '../../../core/seed/assets';
import { DAY, cents } from '../../../core/seed/context';
import type { SeedStep } from '../../../core/seed/context';
import { PLATFORMS } from '../../../core/seed/demo-data';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

// Wager raffles: casinos, raffles running, upcoming and drawn, tickets and prizes.
export const wagerRafflesSeed: SeedStep = {
  name: 'engagement:wager-raffles',
  order: 510,
  async run({ at, rnd, members, points, insertMany, insertReturningIds, ids }) {
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
          created_at: at(r.start - 3 * DAY),
        },
      ]);
      await insertMany(
        'wager_raffle_casinos',
        r.casinos.map((c) => ({ raffle_id: rid!, casino_id: casinoIds[c]! })),
      );
      const participants: Insertable<Database['wager_raffle_participants']>[] = [];
      let next = 1;
      if (r.start < 0) {
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
      const totalTickets = next - 1;
      const used = new Set<number>();
      await insertMany(
        'wager_raffle_prizes',
        prizes.map((p) => {
          let winner: number | null = null;
          let ticket: number | null = null;
          if (r.drawn && totalTickets > 0) {
            for (let t = 0; t < 40 && winner == null; t++) {
              const n =
                (parseInt(sha256(`${seed}:${p.position}:${t}`).slice(0, 8), 16) % totalTickets) + 1;
              const holder = participants.find(
                (x) => n >= x.first_ticket && n < x.first_ticket + x.ticket_count,
              )!;
              if (!used.has(holder.user_id)) {
                used.add(holder.user_id);
                winner = holder.user_id;
                ticket = n;
              }
            }
            if (winner != null && p.prize_type === 'points')
              points.earn(
                winner,
                p.prize_value,
                'wager_raffle_prize',
                'wager_raffle',
                rid!,
                at(r.end + 5 * 60_000),
              );
          }
          return {
            raffle_id: rid!,
            ...p,
            image_url: p.position === 1 ? demo(cardFile('Grand Prize')) : null,
            winner_user_id: winner,
            winning_ticket_number: ticket,
          };
        }),
      );
    }
  },
};
