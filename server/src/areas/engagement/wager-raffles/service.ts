import type {
  RaffleCasino,
  RafflePrize,
  WagerRaffle,
  WagerRaffleDetail,
  WagerRaffleStatus,
} from '@lobby/contract-engagement';
import { RAFFLE_TICKETS_SHOWN } from '@lobby/contract-engagement';
import type { Db } from '../../../core/db';
import { notFound } from '../../../core/http/errors';
import { centsToDollars } from '../../../core/money';
import { mediaUrl } from '../../../core/uploads/media';
import { toUserRef } from '../../../core/users/service';
import type { DrawPages, DrawView } from '../draws/routes';
import { disqualifiedOf, drawRecordOf } from '../draws/service';
import { usersById } from '../shared/users';
import { getRaffleDrawListText, RAFFLE_NOT_FOUND } from './draw';
import type { WagerRafflePrizeRow, WagerRaffleRow } from './tables';

/** Top participants shown on the detail page. */
export const TOP_PARTICIPANTS = 10;

type RaffleState = Pick<WagerRaffleRow, 'start_date' | 'end_date' | 'drawn_at'>;

export const raffleHasEnded = (r: RaffleState, nowIso: string) =>
  r.drawn_at != null || r.end_date <= nowIso;

export function raffleStatus(r: RaffleState, nowIso: string): WagerRaffleStatus {
  if (raffleHasEnded(r, nowIso)) return 'ended';
  return r.start_date > nowIso ? 'upcoming' : 'active';
}

const prizeValue = (p: Pick<WagerRafflePrizeRow, 'prize_type' | 'prize_value'>) =>
  p.prize_type === 'cash' ? centsToDollars(Number(p.prize_value)) : Number(p.prize_value);

/** The raffles of `rows` (in their order) with casinos, prizes and ticket sums. */
export async function loadRaffles(
  db: Db,
  basePath: string,
  rows: WagerRaffleRow[],
  nowIso: string,
) {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [casinos, prizes, sums] = await Promise.all([
    db
      .selectFrom('wager_raffle_casinos as rc')
      .innerJoin('casinos as c', 'c.id', 'rc.casino_id')
      .select(['rc.raffle_id', 'c.id', 'c.name', 'c.image', 'c.platform_type'])
      .where('rc.raffle_id', 'in', ids)
      .orderBy('c.name')
      .execute(),
    db
      .selectFrom('wager_raffle_prizes')
      .selectAll()
      .where('raffle_id', 'in', ids)
      .orderBy('raffle_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('wager_raffle_participants')
      .select((eb) => [
        'raffle_id',
        eb.fn.sum<number>('ticket_count').as('tickets'),
        eb.fn.sum<number>('total_wagered').as('wagered'),
        eb.fn.countAll<number>().as('people'),
      ])
      .where('raffle_id', 'in', ids)
      .where('ticket_count', '>', 0)
      .groupBy('raffle_id')
      .execute(),
  ]);
  const users = await usersById(
    db,
    prizes.flatMap((p) => (p.winner_user_id != null ? [p.winner_user_id] : [])),
  );
  const sumOf = new Map(sums.map((s) => [s.raffle_id, s]));
  return rows.map((r): WagerRaffle => {
    const s = sumOf.get(r.id);
    const people = Number(s?.people ?? 0);
    const raffleCasinos: RaffleCasino[] = casinos
      .filter((c) => c.raffle_id === r.id)
      .map((c) => ({
        id: c.id,
        name: c.name,
        image: mediaUrl(basePath, c.image),
        platform_type: c.platform_type,
      }));
    const raffleSPrizes: RafflePrize[] = prizes
      .filter((p) => p.raffle_id === r.id)
      .map((p) => {
        const u = p.winner_user_id != null ? users.get(p.winner_user_id) : undefined;
        return {
          id: p.id,
          position: p.position,
          prize_type: p.prize_type,
          prize_value: prizeValue(p),
          description: p.description,
          image_url: mediaUrl(basePath, p.image_url),
          winner:
            u && r.drawn_at != null
              ? { user: toUserRef(basePath, u), winning_ticket_number: p.winning_ticket_number }
              : null,
        };
      });
    const status = raffleStatus(r, nowIso);
    return {
      id: r.id,
      name: r.name,
      description: r.description,
      start_date: r.start_date,
      end_date: r.end_date,
      status,
      is_active: status === 'active',
      has_ended: status === 'ended',
      auto_draw: Number(r.auto_draw) === 1,
      drawn_at: r.drawn_at,
      frozen_at: r.frozen_at,
      total_tickets: Number(s?.tickets ?? 0),
      total_wagered: centsToDollars(Number(s?.wagered ?? 0)),
      dollars_per_ticket: centsToDollars(Number(r.dollars_per_ticket)),
      participants_count: people,
      statistics: { total_participants: people },
      casinos: raffleCasinos,
      prizes: raffleSPrizes,
      winners: raffleSPrizes.flatMap((p) =>
        p.winner
          ? [
              {
                id: p.id,
                position: p.position,
                user: p.winner.user,
                winning_ticket_number: p.winner.winning_ticket_number,
                prize: {
                  prize_type: p.prize_type,
                  prize_value: p.prize_value,
                  description: p.description,
                },
              },
            ]
          : [],
      ),
    };
  });
}

/** Open raffles (running first, soonest end first, then upcoming) and ended ones (latest first). */
export async function getWagerRaffles(db: Db, basePath: string, nowIso: string) {
  const rows = await db.selectFrom('wager_raffles').selectAll().execute();
  const all = await loadRaffles(db, basePath, rows, nowIso);
  const open = all
    .filter((r) => !r.has_ended)
    .sort(
      (a, b) =>
        (a.status === 'active' ? 0 : 1) - (b.status === 'active' ? 0 : 1) ||
        a.end_date.localeCompare(b.end_date) ||
        a.id - b.id,
    );
  const ended = all
    .filter((r) => r.has_ended)
    .sort((a, b) => b.end_date.localeCompare(a.end_date) || b.id - a.id);
  return { active_raffles: open, ended_raffles: ended };
}

export async function getWagerRaffle(
  db: Db,
  basePath: string,
  id: number,
  { viewerId, nowIso, fallbackAfterMs }: DrawView,
): Promise<WagerRaffleDetail> {
  const row = await db
    .selectFrom('wager_raffles')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(RAFFLE_NOT_FOUND);
  const [raffle] = await loadRaffles(db, basePath, [row], nowIso);
  const participants = await db
    .selectFrom('wager_raffle_participants')
    .selectAll()
    .where('raffle_id', '=', id)
    .where('ticket_count', '>', 0)
    .orderBy('ticket_count', 'desc')
    .orderBy('first_ticket')
    .limit(TOP_PARTICIPANTS)
    .execute();
  const mine =
    viewerId != null
      ? await db
          .selectFrom('wager_raffle_participants')
          .selectAll()
          .where('raffle_id', '=', id)
          .where('user_id', '=', viewerId)
          .executeTakeFirst()
      : undefined;
  const dqs = await db
    .selectFrom('wager_raffle_disqualifications')
    .selectAll()
    .where('raffle_id', '=', id)
    .orderBy('id')
    .execute();
  const users = await usersById(db, [
    ...participants.map((p) => p.user_id),
    ...dqs.map((d) => d.user_id),
  ]);
  const count = Number(mine?.ticket_count ?? 0);
  return {
    ...raffle!,
    user_tickets:
      viewerId == null
        ? null
        : {
            ticket_count: count,
            total_wagered: centsToDollars(Number(mine?.total_wagered ?? 0)),
            individual_tickets: Array.from(
              { length: Math.min(count, RAFFLE_TICKETS_SHOWN) },
              (_, i) => Number(mine!.first_ticket) + i,
            ),
          },
    top_participants: participants.flatMap((p) => {
      const u = users.get(p.user_id);
      return u
        ? [
            {
              user: { ...toUserRef(basePath, u), platform: p.platform },
              ticket_count: Number(p.ticket_count),
              total_wagered: centsToDollars(Number(p.total_wagered)),
            },
          ]
        : [];
    }),
    disqualified: disqualifiedOf(basePath, dqs, users, (d) => ({
      winning_ticket_number: d.winning_ticket_number,
    })),
    draw: await drawRecordOf(db, 'wager_raffle', row, fallbackAfterMs),
  };
}

/** The public pages of wager raffles (draws/routes.ts). */
export const wagerRafflePages: DrawPages<
  Awaited<ReturnType<typeof getWagerRaffles>>,
  WagerRaffleDetail
> = {
  list: getWagerRaffles,
  detail: getWagerRaffle,
  drawList: getRaffleDrawListText,
  drawListFile: (id) => `wager-raffle-${id}-tickets.csv`,
};
