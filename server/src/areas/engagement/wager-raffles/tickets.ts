// Tickets are earned, not entered: floor(wagered on the raffle's casinos during its window ÷
// dollars_per_ticket), recomputed as wager data arrives and frozen at the end.
//
// Where the window's wagers come from (documented in the README's "Wager raffles" and on the
// raffle page's Overview): `user_platform_wagers` holds each member's all-time raw wagered cents
// per platform, from the casino feeds' rows matched to the member's VERIFIED casino names only
// (community area, leaderboard/wagers.ts). Feeds report one running total per player and
// leaderboard period, so a raffle window that starts or ends inside a period cannot be cut from
// period rows; instead the window is "total now − total at the start": a baseline per member and
// platform taken at the raffle's start and kept in `wager_raffle_baselines`.
// - On time (the first recompute within BASELINE_GRACE_MS of the start; the job runs every
//   minute): the baseline is the totals as they stand — the data the feeds had delivered by then.
// - Late (the servers were down at the start): the baseline is rebuilt as of the start from the
//   standings snapshots every sync keeps (the `wagers` provider's `wageredAsOf`), so wagers made
//   between the start and the late run still count.
// - A member with no baseline row (no wagers or no verified name at the start) starts from 0.
// At the end the first run freezes the tickets (the participants list is final).
import type { Kysely } from 'kysely';
import { withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import { provider } from '../../../core/providers';

/** A first recompute later than this after the start rebuilds the baseline from snapshots. */
export const BASELINE_GRACE_MS = 5 * 60_000;

/** Wager totals per member and platform of the raffle's casinos (cents, cumulative). */
async function wagerTotals(db: Db, platformIds: number[]) {
  if (platformIds.length === 0) return [];
  return db
    .selectFrom('user_platform_wagers as w')
    .innerJoin('platforms as p', 'p.id', 'w.platform_id')
    .select(['w.user_id', 'w.platform_id', 'w.total_wagered', 'p.name as platform_name'])
    .where('w.platform_id', 'in', platformIds)
    .execute();
}

async function rafflePlatformIds(db: Db, raffleId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('wager_raffle_casinos as rc')
    .innerJoin('casinos as c', 'c.id', 'rc.casino_id')
    .select('c.platform_id')
    .where('rc.raffle_id', '=', raffleId)
    .where('c.platform_id', 'is not', null)
    .execute();
  return [...new Set(rows.map((r) => Number(r.platform_id)))];
}

export interface TicketHolder {
  user_id: number;
  total_wagered: number;
  ticket_count: number;
  platform: string | null;
}

/**
 * What each member earned: wagered in the window = current total − the baseline taken at the
 * start (0 for a member with no wagers then), summed over the raffle's platforms; the platform
 * shown is the one wagered most on.
 */
export async function computeTicketHolders(
  db: Db,
  raffleId: number,
  perTicketCents: number,
): Promise<TicketHolder[]> {
  const totals = await wagerTotals(db, await rafflePlatformIds(db, raffleId));
  const baselines = await db
    .selectFrom('wager_raffle_baselines')
    .selectAll()
    .where('raffle_id', '=', raffleId)
    .execute();
  const base = new Map(
    baselines.map((b) => [`${b.user_id}:${b.platform_id}`, Number(b.total_wagered)]),
  );
  const byUser = new Map<number, { total: number; best: number; platform: string | null }>();
  for (const t of totals) {
    const inWindow = Math.max(
      0,
      Number(t.total_wagered) - (base.get(`${t.user_id}:${t.platform_id}`) ?? 0),
    );
    if (inWindow <= 0) continue;
    const m = byUser.get(t.user_id) ?? { total: 0, best: 0, platform: null };
    m.total += inWindow;
    if (inWindow > m.best) {
      m.best = inWindow;
      m.platform = t.platform_name;
    }
    byUser.set(t.user_id, m);
  }
  return [...byUser.entries()].map(([user_id, m]) => ({
    user_id,
    total_wagered: m.total,
    ticket_count: Math.floor(m.total / perTicketCents),
    platform: m.platform,
  }));
}

/**
 * Recomputes one raffle's tickets, in one transaction (the raffle's row is written first, so two
 * schedulers recomputing the same raffle take turns). Before the start it does nothing; the first
 * run at or after the start takes the baseline (as of the start, see the top of this file); a run at or after the end freezes the tickets for
 * good. Ticket numbers follow the stated order: members by the time they first earned a ticket,
 * then by member id; each holds a consecutive range from 1 up. Answers false when frozen already.
 */
export async function recomputeRaffleTickets(
  db: Kysely<Database>,
  raffleId: number,
  now: Date,
): Promise<boolean> {
  const nowIso = now.toISOString();
  return withTransaction(db, async (trx) => {
    const raffle = await trx
      .updateTable('wager_raffles')
      .set((eb) => ({ frozen_at: eb.ref('frozen_at') }))
      .where('id', '=', raffleId)
      .returningAll()
      .executeTakeFirst();
    if (!raffle || raffle.frozen_at != null || raffle.start_date > nowIso) return false;
    if (raffle.baseline_at == null) {
      const totals = await wagerTotals(trx, await rafflePlatformIds(trx, raffleId));
      const start = new Date(raffle.start_date);
      const late = now.getTime() - start.getTime() > BASELINE_GRACE_MS;
      const baselines: { user_id: number; platform_id: number; total_wagered: number }[] = [];
      if (late) {
        const platforms = [...new Set(totals.map((t) => t.platform_id))];
        for (const platformId of platforms) {
          const users = totals.filter((t) => t.platform_id === platformId).map((t) => t.user_id);
          const then = await provider('wagers').wageredAsOf(trx, platformId, users, start);
          for (const [userId, cents] of then)
            baselines.push({ user_id: userId, platform_id: platformId, total_wagered: cents });
        }
      } else
        for (const t of totals)
          baselines.push({
            user_id: t.user_id,
            platform_id: t.platform_id,
            total_wagered: Number(t.total_wagered),
          });
      for (let i = 0; i < baselines.length; i += 200)
        await trx
          .insertInto('wager_raffle_baselines')
          .values(baselines.slice(i, i + 200).map((b) => ({ raffle_id: raffleId, ...b })))
          .onConflict((oc) => oc.doNothing())
          .execute();
      await trx
        .updateTable('wager_raffles')
        .set({ baseline_at: nowIso })
        .where('id', '=', raffleId)
        .execute();
    }
    const holders = (
      await computeTicketHolders(trx, raffleId, Number(raffle.dollars_per_ticket))
    ).filter((h) => h.ticket_count > 0);
    const existing = await trx
      .selectFrom('wager_raffle_participants')
      .selectAll()
      .where('raffle_id', '=', raffleId)
      .execute();
    const since = new Map(existing.map((p) => [p.user_id, p.created_at]));
    const ordered = holders
      .map((h) => ({ ...h, created_at: since.get(h.user_id) ?? nowIso }))
      .sort((a, b) =>
        a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.user_id - b.user_id,
      );
    await trx.deleteFrom('wager_raffle_participants').where('raffle_id', '=', raffleId).execute();
    let next = 1;
    const rows = ordered.map((h) => {
      const row = {
        raffle_id: raffleId,
        user_id: h.user_id,
        platform: h.platform,
        total_wagered: h.total_wagered,
        ticket_count: h.ticket_count,
        first_ticket: next,
        created_at: h.created_at,
      };
      next += h.ticket_count;
      return row;
    });
    for (let i = 0; i < rows.length; i += 200)
      await trx
        .insertInto('wager_raffle_participants')
        .values(rows.slice(i, i + 200))
        .execute();
    const ended = raffle.end_date <= nowIso;
    await trx
      .updateTable('wager_raffles')
      .set(ended ? { frozen_at: nowIso, is_active: 0 } : { is_active: 1 })
      .where('id', '=', raffleId)
      .execute();
    return true;
  });
}

/** The job's work: recomputes every started raffle whose tickets are not frozen yet. */
export async function recomputeOpenRaffles(db: Kysely<Database>, now: Date): Promise<string> {
  const due = await db
    .selectFrom('wager_raffles')
    .select('id')
    .where('frozen_at', 'is', null)
    .where('start_date', '<=', now.toISOString())
    .execute();
  let n = 0;
  for (const r of due) if (await recomputeRaffleTickets(db, Number(r.id), now)) n += 1;
  return `recomputed ${n} wager raffle${n === 1 ? '' : 's'}`;
}
