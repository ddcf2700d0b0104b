// The giveaways' part of the demo seed.
import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import {
  countedDrawList,
  countedListChunks,
  GIVEAWAY_LIST_HEADER,
  replayDraw,
  sha256Hex,
} from '@lobby/contract-engagement';
import type { Database } from '../../../core/db';
import { CARDS, cardFile, demo } from '../../../core/seed/assets';
import { DAY, HOUR, cents } from '../../../core/seed/context';
import type { SeedStep } from '../../../core/seed/context';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

// Giveaways: open, password-only, drawn and closed ones, with entries and winners.
export const giveawaysSeed: SeedStep = {
  name: 'engagement:giveaways',
  order: 500,
  async run({ db, at, rnd, members, points, insertMany, insertReturningIds }) {
    const giveaways = [
      {
        title: '$500 Cash Giveaway',
        prize_type: 'cash',
        value: cents(250),
        winners: 2,
        end: 3 * DAY,
        accepting: 1,
        free: 1,
        pts: 1,
        ppe: 100,
        maxp: 10,
        password: null,
        drawn: false,
      },
      {
        title: 'Secret Stream Giveaway',
        prize_type: 'points',
        value: 5000,
        winners: 1,
        end: 20 * HOUR,
        accepting: 1,
        free: 0,
        pts: 0,
        ppe: 0,
        maxp: 0,
        password: 'lobbylive',
        drawn: false,
      },
      {
        title: 'Lobby Hoodie Giveaway',
        prize_type: 'custom',
        value: 0,
        winners: 1,
        end: -5 * DAY,
        accepting: 0,
        free: 1,
        pts: 0,
        ppe: 0,
        maxp: 0,
        password: null,
        drawn: true,
      },
      {
        title: '$250 Cash Drop',
        prize_type: 'cash',
        value: cents(100),
        winners: 3,
        end: -12 * DAY,
        accepting: 0,
        free: 1,
        pts: 1,
        ppe: 50,
        maxp: 5,
        password: null,
        drawn: true,
      },
      {
        title: 'Weekend Spin Bundle',
        prize_type: 'custom',
        value: 0,
        winners: 5,
        end: 9 * DAY,
        accepting: 0,
        free: 1,
        pts: 0,
        ppe: 0,
        maxp: 0,
        password: null,
        drawn: false,
      },
    ] as const;
    for (const [gi, g] of giveaways.entries()) {
      const seed = sha256(`demo-draw-${gi}`);
      const [gid] = await insertReturningIds('giveaways', [
        {
          title: g.title,
          description:
            g.prize_type === 'cash'
              ? `${g.winners} winners get $${g.value / 100} each, paid to their casino account.`
              : g.prize_type === 'points'
                ? `One lucky member wins ${g.value.toLocaleString('en-US')} points. The password is said on stream.`
                : 'Enter for free — winners are drawn live on stream.',
          image: CARDS[g.title] ? demo(cardFile(g.title)) : null,
          prize_type: g.prize_type,
          prize_value: g.value,
          prize_description: g.prize_type === 'custom' ? g.title.replace(' Giveaway', '') : null,
          number_of_winners: g.winners,
          end_datetime: at(g.end),
          is_accepting_entries: g.accepting as 0 | 1,
          allow_passwordless_entry: g.free as 0 | 1,
          allow_points_entry: g.pts as 0 | 1,
          points_per_entry: g.ppe,
          max_points_entries: g.maxp,
          password_hash: g.password ? sha256(g.password) : null,
          commitment: sha256(seed),
          draw_seed: g.drawn ? seed : null,
          drawn_at: g.drawn ? at(g.end + 10 * 60_000) : null,
          created_at: at(g.end - 10 * DAY),
        },
      ]);
      if (g.accepting === 0 && !g.drawn) continue;
      const entrants = rnd.shuffle(members.regular).slice(0, rnd.int(8, 18));
      const entryRows: Insertable<Database['giveaway_entries']>[] = [];
      for (const [e, user_id] of entrants.entries()) {
        const when = at(g.end - 9 * DAY + e * 3 * HOUR);
        const kick = members.username(user_id).replace(/_/g, '');
        if (g.password) {
          entryRows.push({
            giveaway_id: gid!,
            user_id,
            entry_type: 'password',
            kick_username: kick,
            points_spent: 0,
            created_at: when,
          });
          continue;
        }
        entryRows.push({
          giveaway_id: gid!,
          user_id,
          entry_type: 'passwordless',
          kick_username: kick,
          points_spent: 0,
          created_at: when,
        });
        if (g.pts && e % 3 === 0) {
          const n = rnd.int(1, g.maxp);
          if (points.spend(user_id, n * g.ppe, 'giveaway_entry', 'giveaway', gid!, when))
            entryRows.push({
              giveaway_id: gid!,
              user_id,
              entry_type: 'points',
              kick_username: kick,
              entries: n,
              points_spent: n * g.ppe,
              created_at: when,
            });
        }
      }
      const entryIds = await insertReturningIds('giveaway_entries', entryRows);
      if (g.drawn) {
        // Drawn with the real algorithm (lobby-draw-v1), so "Verify this draw" checks out.
        const frozen = entryRows.map((e, i) => ({
          entry_id: entryIds[i]!,
          user_id: e.user_id,
          entries: e.entries ?? 1,
        }));
        const list = countedDrawList(frozen);
        const listHash = await sha256Hex(
          GIVEAWAY_LIST_HEADER + [...countedListChunks(frozen)].join(''),
        );
        const { winners } = await replayDraw(seed, list, g.winners);
        await db
          .updateTable('giveaways')
          .set({ list_hash: listHash })
          .where('id', '=', gid!)
          .execute();
        await insertMany(
          'giveaway_winners',
          winners.flatMap((w, i) =>
            w
              ? [
                  {
                    giveaway_id: gid!,
                    user_id: w.user_id,
                    entry_id: list.row(w.index).entry_id,
                    position: i + 1,
                    created_at: at(g.end + 10 * 60_000),
                  },
                ]
              : [],
          ),
        );
      }
    }
  },
};
