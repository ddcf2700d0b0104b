import { adminWagerRaffleSchema } from '@lobby/contract-engagement';
import type {
  AdminCasino,
  AdminWagerRaffleTickets,
  AdminWagerRaffleInput,
  AdminWagerRafflesResponse,
} from '@lobby/contract-engagement';
import { pageOf, pageOffset } from '@lobby/shared-api/contract';
import type { PagedQuery, PagedResponse } from '@lobby/shared-api/contract';
import { assertPrizeWithinLimits, prizeTotal } from '../../../core/admin/duties';
import { withTransaction } from '../../../core/db';
import type { Db } from '../../../core/db';
import { notFound, unprocessable } from '../../../core/http/errors';
import { centsToDollars, dollarsToCents } from '../../../core/money';
import { mediaUrl } from '../../../core/uploads/media';
import { toUserRef } from '../../../core/users/service';
import type { DrawAdmin } from '../draws/admin-routes';
import { drawSaved } from '../draws/admin-service';
import { newDrawSeed } from '../draws/commitment';
import { csvText } from '../shared/admin-replies';
import { usersById } from '../shared/users';
import { RAFFLE_NOT_FOUND, wagerRaffleDraws } from './draw';
import { getWagerRaffle, loadRaffles } from './service';

type Admin = DrawAdmin<AdminWagerRaffleInput, AdminWagerRaffleTickets>;

export async function listCasinos(db: Db, basePath: string): Promise<AdminCasino[]> {
  const rows = await db.selectFrom('casinos').selectAll().orderBy('name').execute();
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    image: mediaUrl(basePath, c.image),
    platform_type: c.platform_type,
  }));
}

/** One page of Admin › Wager raffles, latest end first (id breaks ties), and the casinos. */
export async function listAdminRaffles(
  db: Db,
  basePath: string,
  nowIso: string,
  page: PagedQuery,
): Promise<AdminWagerRafflesResponse> {
  const [rows, count, casinos] = await Promise.all([
    db
      .selectFrom('wager_raffles')
      .selectAll()
      .orderBy('end_date', 'desc')
      .orderBy('id', 'desc')
      .limit(page.per_page)
      .offset(pageOffset(page))
      .execute(),
    db
      .selectFrom('wager_raffles')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    listCasinos(db, basePath),
  ]);
  const data = await loadRaffles(db, basePath, rows, nowIso);
  return { ...pageOf(data, page, Number(count.n)), casinos };
}

async function checkCasinos(db: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = await db.selectFrom('casinos').select('id').where('id', 'in', unique).execute();
  if (found.length !== unique.length)
    throw unprocessable('Choose casinos from the list.', {
      casino_ids: ['Choose casinos from the list'],
    });
  return unique;
}

const prizeCents = (p: AdminWagerRaffleInput['prizes'][number]) =>
  p.prize_type === 'cash'
    ? dollarsToCents(p.prize_value)
    : p.prize_type === 'points'
      ? p.prize_value
      : 0;

async function writeChildren(
  trx: Db,
  raffleId: number,
  input: AdminWagerRaffleInput,
  casinoIds: number[],
) {
  await trx.deleteFrom('wager_raffle_casinos').where('raffle_id', '=', raffleId).execute();
  await trx
    .insertInto('wager_raffle_casinos')
    .values(casinoIds.map((casino_id) => ({ raffle_id: raffleId, casino_id })))
    .execute();
  await trx.deleteFrom('wager_raffle_prizes').where('raffle_id', '=', raffleId).execute();
  await trx
    .insertInto('wager_raffle_prizes')
    .values(
      input.prizes.map((p, i) => ({
        raffle_id: raffleId,
        position: i + 1,
        prize_type: p.prize_type,
        prize_value: prizeCents(p),
        description: p.description,
        image_url: p.image_url,
        winner_user_id: null,
        winning_ticket_number: null,
      })),
    )
    .execute();
}

const view = (input: AdminWagerRaffleInput, casinoIds: number[]) => ({
  ...input,
  casino_ids: casinoIds,
});

/** What a raffle's prizes pay in all, for the moderators' prize limits. */
const rafflePrize = (input: AdminWagerRaffleInput) =>
  prizeTotal(input.prizes.map((p) => ({ type: p.prize_type, value: p.prize_value })));

/** Creates a wager raffle, its casinos and prizes, and commits its draw seed. */
export const adminCreateWagerRaffle: Admin['create'] = async (db, input, actor, now, drand) => {
  const actorId = actor.id;
  const { seed, commitment } = newDrawSeed();
  return withTransaction(db, async (trx) => {
    await assertPrizeWithinLimits(trx, actor, rafflePrize(input), {
      area: 'engagement',
      action: 'wager_raffle.create',
      entity: 'wager_raffle',
    });
    const casinoIds = await checkCasinos(trx, input.casino_ids);
    const row = await trx
      .insertInto('wager_raffles')
      .values({
        name: input.name,
        description: input.description,
        start_date: input.start_date,
        end_date: input.end_date,
        is_active: input.start_date <= now.toISOString() ? 1 : 0,
        auto_draw: input.auto_draw ? 1 : 0,
        drawn_at: null,
        dollars_per_ticket: dollarsToCents(input.dollars_per_ticket),
        commitment,
        draw_seed: seed,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeChildren(trx, row.id, input, casinoIds);
    await drawSaved(trx, 'wager_raffle', row.id, actorId, now, drand, {
      closesAt: input.end_date,
      view: view(input, casinoIds),
    });
    return row.id;
  });
};

/**
 * Edits a raffle whose tickets are not frozen. Once it has started, its window, casinos and
 * ticket price stay as they are (members earned tickets by them); name, description, prizes and
 * auto draw can still change.
 */
export const adminUpdateWagerRaffle: Admin['update'] = (db, id, input, actor, now, drand) =>
  withTransaction(db, async (trx) => {
    const actorId = actor.id;
    const before = await trx
      .selectFrom('wager_raffles')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw notFound(RAFFLE_NOT_FOUND);
    const stored = await trx
      .selectFrom('wager_raffle_prizes')
      .select(['prize_type', 'prize_value'])
      .where('raffle_id', '=', id)
      .execute();
    await assertPrizeWithinLimits(
      trx,
      actor,
      rafflePrize(input),
      { area: 'engagement', action: 'wager_raffle.update', entity: 'wager_raffle', entityId: id },
      prizeTotal(
        stored.map((p) => ({
          type: p.prize_type,
          value:
            p.prize_type === 'cash' ? centsToDollars(Number(p.prize_value)) : Number(p.prize_value),
        })),
      ),
    );
    if (before.frozen_at != null || before.drawn_at != null)
      throw unprocessable('An ended raffle cannot be edited.');
    const casinoIds = await checkCasinos(trx, input.casino_ids);
    if (before.baseline_at != null) {
      const oldCasinos = (
        await trx
          .selectFrom('wager_raffle_casinos')
          .select('casino_id')
          .where('raffle_id', '=', id)
          .execute()
      )
        .map((c) => c.casino_id)
        .sort((a, b) => a - b);
      const errors: Record<string, string[]> = {};
      if (input.start_date !== before.start_date)
        errors.start_date = ['The start cannot move once the raffle has started'];
      if (dollarsToCents(input.dollars_per_ticket) !== Number(before.dollars_per_ticket))
        errors.dollars_per_ticket = ['The ticket price cannot change once the raffle has started'];
      if (
        casinoIds
          .slice()
          .sort((a, b) => a - b)
          .join(',') !== oldCasinos.join(',')
      )
        errors.casino_ids = ['The casinos cannot change once the raffle has started'];
      if (input.end_date <= now.toISOString()) errors.end_date = ['The end must be in the future'];
      if (Object.keys(errors).length) throw unprocessable('This raffle has started.', errors);
    }
    await trx
      .updateTable('wager_raffles')
      .set({
        name: input.name,
        description: input.description,
        start_date: input.start_date,
        end_date: input.end_date,
        auto_draw: input.auto_draw ? 1 : 0,
        dollars_per_ticket: dollarsToCents(input.dollars_per_ticket),
      })
      .where('id', '=', id)
      .execute();
    await writeChildren(trx, id, input, casinoIds);
    await drawSaved(
      trx,
      'wager_raffle',
      id,
      actorId,
      now,
      drand,
      { closesAt: input.end_date, view: view(input, casinoIds) },
      { closesAt: before.end_date, view: { ...before, draw_seed: undefined } },
    );
  });

/**
 * Every member's tickets in ticket order (Admin › Wager raffles › Tickets, the CSV), or one page
 * of them.
 */
export async function adminRaffleTickets(
  db: Db,
  basePath: string,
  id: number,
  page?: PagedQuery,
): Promise<AdminWagerRaffleTickets[]> {
  const exists = await db
    .selectFrom('wager_raffles')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!exists) throw notFound(RAFFLE_NOT_FOUND);
  let q = db
    .selectFrom('wager_raffle_participants')
    .selectAll()
    .where('raffle_id', '=', id)
    .where('ticket_count', '>', 0)
    .orderBy('first_ticket')
    .orderBy('user_id');
  if (page) q = q.limit(page.per_page).offset(pageOffset(page));
  const rows = await q.execute();
  const users = await usersById(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.flatMap((r) => {
    const u = users.get(r.user_id);
    return u
      ? [
          {
            user: toUserRef(basePath, u),
            platform: r.platform,
            total_wagered: centsToDollars(Number(r.total_wagered)),
            ticket_count: Number(r.ticket_count),
            first_ticket: Number(r.first_ticket),
            last_ticket: Number(r.first_ticket) + Number(r.ticket_count) - 1,
          },
        ]
      : [];
  });
}

/** One page of a wager raffle's ticket holders in ticket order, and how many hold tickets. */
export async function adminRaffleTicketsPage(
  db: Db,
  basePath: string,
  id: number,
  query: PagedQuery,
): Promise<PagedResponse<AdminWagerRaffleTickets>> {
  const data = await adminRaffleTickets(db, basePath, id, query);
  const total = await db
    .selectFrom('wager_raffle_participants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('raffle_id', '=', id)
    .where('ticket_count', '>', 0)
    .executeTakeFirstOrThrow();
  return pageOf(data, query, Number(total.n));
}

export function ticketsCsv(rows: AdminWagerRaffleTickets[]): string {
  return csvText(
    [
      'user_id',
      'username',
      'platform',
      'total_wagered',
      'ticket_count',
      'first_ticket',
      'last_ticket',
    ],
    rows.map((r) => [
      r.user.id,
      r.user.username,
      r.platform ?? '',
      r.total_wagered.toFixed(2),
      r.ticket_count,
      r.first_ticket,
      r.last_ticket,
    ]),
  );
}

/** Admin › Wager raffles on the admin draw routes (draws/admin-routes.ts). */
export const wagerRaffleAdmin: Admin = {
  subject: wagerRaffleDraws,
  label: 'Wager raffle',
  schema: adminWagerRaffleSchema,
  list: listAdminRaffles,
  detail: getWagerRaffle,
  create: adminCreateWagerRaffle,
  update: adminUpdateWagerRaffle,
  entries: 'tickets',
  entriesPage: adminRaffleTicketsPage,
  entriesCsv: async (db, basePath, id) => ticketsCsv(await adminRaffleTickets(db, basePath, id)),
  csvFile: (id) => `wager-raffle-${id}-tickets.csv`,
};
