import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type {
  EnterGiveawayInput,
  EnterGiveawayResponse,
  Giveaway,
  GiveawayDetail,
  GiveawayEntry,
  GiveawayStatus,
} from '@lobby/contract-engagement';
import { pageOf, pageOffset } from '@lobby/shared-api/contract';
import type { PagedQuery, PagedResponse } from '@lobby/shared-api/contract';
import { readStreamSettings } from '../../../core/chat/settings';
import { withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import { isUniqueViolation } from '../../../core/db/errors';
import type { UserRow } from '../../../core/db/tables';
import { HttpError, notFound } from '../../../core/http/errors';
import { changePoints, InsufficientPointsError } from '../../../core/ledger/points';
import { centsToDollars } from '../../../core/money';
import { payoutsForSources } from '../../../core/payouts/service';
import { mediaUrl } from '../../../core/uploads/media';
import { toUserRef } from '../../../core/users/service';
import type { DrawPages, DrawView } from '../draws/routes';
import { disqualifiedOf, drawRecordOf } from '../draws/service';
import { usersById } from '../shared/users';
import { getDrawList } from './draw';
import type { GiveawayListRow } from './repository';
import {
  countPointsEntries,
  findGiveaway,
  listDisqualifications,
  listEntries,
  listGiveawayRows,
  listUserEntries,
  listWinners,
} from './repository';
import type { GiveawayRow } from './tables';

export const ENTERED_MESSAGE = 'Successfully entered the raffle!';
export const NOT_FOUND_MESSAGE = 'Raffle not found';

/** A refused entry: the platform's error body plus the `error` field the entry modal shows. */
/** A member's linked Kick account (signed in with Kick), or null. */
const linkedKick = (u: Pick<UserRow, 'kick_user_id' | 'kick_username'> | undefined) =>
  u?.kick_user_id != null && u.kick_username ? u.kick_username : null;

/** An entry's Kick name is the member's linked Kick account (else typed, unverified). */
const kickVerified = (u: Pick<UserRow, 'kick_user_id' | 'kick_username'>, typed: string) =>
  linkedKick(u)?.toLowerCase() === typed.toLowerCase();

export class EntryRefused extends HttpError {
  constructor(message: string, status = 422) {
    super(status, message);
  }
  override toBody() {
    return { ...super.toBody(), error: this.message };
  }
}

export const hashGiveawayPassword = (password: string) =>
  createHash('sha256').update(password.trim()).digest('hex');

function passwordMatches(hash: string, password: string): boolean {
  const a = Buffer.from(hash, 'hex');
  const b = Buffer.from(hashGiveawayPassword(password), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

type GiveawayState = Pick<GiveawayRow, 'drawn_at' | 'end_datetime' | 'is_accepting_entries'>;

export const hasEnded = (g: GiveawayState, nowIso: string) =>
  g.drawn_at != null || g.end_datetime <= nowIso;

export const acceptsEntries = (g: GiveawayState, nowIso: string) =>
  !hasEnded(g, nowIso) && Number(g.is_accepting_entries) === 1;

/** Spec §4: ENDED if has_ended; ACTIVE if accepting entries; otherwise PENDING. */
export function giveawayStatus(g: GiveawayState, nowIso: string): GiveawayStatus {
  if (hasEnded(g, nowIso)) return 'ended';
  return acceptsEntries(g, nowIso) ? 'active' : 'pending';
}

function prizeValue(g: Pick<GiveawayRow, 'prize_type' | 'prize_value'>): number {
  const v = Number(g.prize_value);
  return g.prize_type === 'cash' ? centsToDollars(v) : v;
}

export async function toGiveaways(
  db: Db,
  basePath: string,
  rows: GiveawayListRow[],
  nowIso: string,
): Promise<Giveaway[]> {
  const winners = await listWinners(
    db,
    rows.map((r) => r.id),
  );
  const users = await usersById(
    db,
    winners.map((w) => w.user_id),
  );
  const defaultKeyword = rows.some((r) => Number(r.chat_entry) === 1)
    ? (await readStreamSettings(db)).joinKeyword
    : null;
  return rows.map((g) => ({
    id: g.id,
    title: g.title,
    description: g.description,
    image: mediaUrl(basePath, g.image),
    prize_type: g.prize_type,
    prize_value: prizeValue(g),
    prize_description: g.prize_description,
    status: giveawayStatus(g, nowIso),
    has_ended: hasEnded(g, nowIso),
    is_accepting_entries: acceptsEntries(g, nowIso),
    end_datetime: g.end_datetime,
    drawn_at: g.drawn_at,
    created_at: g.created_at,
    entries_count: Number(g.entries_count ?? 0),
    participants_count: Number(g.participants_count ?? 0),
    number_of_winners: g.number_of_winners,
    allow_passwordless_entry: Number(g.allow_passwordless_entry) === 1,
    allow_points_entry: Number(g.allow_points_entry) === 1 && Number(g.points_per_entry) > 0,
    allow_password_entry: g.password_hash != null,
    points_per_entry: Number(g.points_per_entry),
    max_points_entries: g.max_points_entries,
    chat_entry_keyword: Number(g.chat_entry) === 1 ? (g.chat_keyword ?? defaultKeyword) : null,
    require_kick_link: Number(g.require_kick_link) === 1,
    winners: winners
      .filter((w) => w.giveaway_id === g.id)
      .flatMap((w) => {
        const u = users.get(w.user_id);
        return u
          ? [{ position: w.position, username: u.username, user: toUserRef(basePath, u) }]
          : [];
      }),
  }));
}

/** Open giveaways first (soonest end first), then the ended ones (latest end first). */
function listOrder(a: Giveaway, b: Giveaway): number {
  if (a.has_ended !== b.has_ended) return a.has_ended ? 1 : -1;
  const d = a.end_datetime < b.end_datetime ? -1 : a.end_datetime > b.end_datetime ? 1 : 0;
  return a.has_ended ? -d || b.id - a.id : d || a.id - b.id;
}

export async function getGiveaways(db: Db, basePath: string, nowIso: string): Promise<Giveaway[]> {
  const list = await toGiveaways(db, basePath, await listGiveawayRows(db), nowIso);
  return list.sort(listOrder);
}

export async function getGiveaway(
  db: Db,
  basePath: string,
  id: number,
  { viewerId, nowIso, fallbackAfterMs }: DrawView,
): Promise<GiveawayDetail> {
  const [row] = await listGiveawayRows(db, id);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  const [giveaway] = await toGiveaways(db, basePath, [row], nowIso);
  const mine = viewerId != null ? await listUserEntries(db, id, viewerId) : null;
  const dqs = await listDisqualifications(db, id);
  const users = await usersById(
    db,
    dqs.map((d) => d.user_id),
  );
  const viewer = viewerId != null ? (await usersById(db, [viewerId])).get(viewerId) : undefined;
  const won = viewerId != null && giveaway!.winners.some((w) => w.user.id === viewerId);
  const payout = won
    ? (await payoutsForSources(db, 'giveaway', [`${id}:${viewerId}`])).get(`${id}:${viewerId}`)
    : undefined;
  return {
    ...giveaway!,
    user_payout: payout ? { status: payout.status, sent_at: payout.sent_at } : null,
    viewer_kick_account: linkedKick(viewer),
    user_entries: mine
      ? {
          total: mine.reduce((n, e) => n + Number(e.entries), 0),
          has_free_entry: mine.some((e) => e.entry_type === 'passwordless'),
          has_password_entry: mine.some((e) => e.entry_type === 'password'),
          points_entries: mine
            .filter((e) => e.entry_type === 'points')
            .reduce((n, e) => n + Number(e.entries), 0),
          points_spent: mine.reduce((n, e) => n + Number(e.points_spent), 0),
        }
      : null,
    disqualified: disqualifiedOf(basePath, dqs, users, () => ({})),
    draw: await drawRecordOf(db, 'giveaway', row, fallbackAfterMs),
  };
}

/** The public pages of giveaways (draws/routes.ts). */
export const giveawayPages: DrawPages<Giveaway[], GiveawayDetail> = {
  list: getGiveaways,
  detail: getGiveaway,
  drawList: getDrawList,
  drawListFile: (id) => `giveaway-${id}-entries.csv`,
};

export async function getGiveawayEntries(
  db: Db,
  basePath: string,
  id: number,
): Promise<GiveawayEntry[]> {
  if (!(await findGiveaway(db, id))) throw notFound(NOT_FOUND_MESSAGE);
  return entriesWithUsers(db, basePath, await listEntries(db, id));
}

/** One page of a giveaway's entry rows in entry order (Admin › Giveaways › Entries). */
export async function getGiveawayEntriesPage(
  db: Db,
  basePath: string,
  id: number,
  query: PagedQuery,
): Promise<PagedResponse<GiveawayEntry>> {
  if (!(await findGiveaway(db, id))) throw notFound(NOT_FOUND_MESSAGE);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('giveaway_entries')
      .selectAll()
      .where('giveaway_id', '=', id)
      .orderBy('id')
      .limit(query.per_page)
      .offset(pageOffset(query))
      .execute(),
    db
      .selectFrom('giveaway_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('giveaway_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(await entriesWithUsers(db, basePath, rows), query, Number(total.n));
}

async function entriesWithUsers(
  db: Db,
  basePath: string,
  entries: Awaited<ReturnType<typeof listEntries>>,
): Promise<GiveawayEntry[]> {
  const users = await usersById(
    db,
    entries.map((e) => e.user_id),
  );
  return entries.flatMap((e) => {
    const u = users.get(e.user_id);
    if (!u) return [];
    return [
      {
        id: e.id,
        created_at: e.created_at,
        entry_type: e.entry_type,
        entries: Number(e.entries),
        points_spent: Number(e.points_spent),
        user: { ...toUserRef(basePath, u), kick_username: e.kick_username },
        kick_verified: kickVerified(u, e.kick_username),
      },
    ];
  });
}

/**
 * Enters the member: one free entry, one password entry, or points entries bought at
 * points_per_entry each. The database keeps one free and one password entry per member (unique
 * indexes) and one points row per member whose count grows: N entries are one insert-or-update,
 * capped by max_points_entries inside that statement, and their points leave through the ledger
 * (a conditional update) in the same transaction — all of them or none.
 */
export async function enterGiveaway(
  db: Kysely<Database>,
  id: number,
  user: UserRow,
  input: EnterGiveawayInput,
  now: Date,
): Promise<EnterGiveawayResponse> {
  const nowIso = now.toISOString();
  try {
    return await withTransaction(db, async (trx) => {
      const g = await findGiveaway(trx, id);
      if (!g) throw new EntryRefused(NOT_FOUND_MESSAGE, 404);
      if (hasEnded(g, nowIso)) throw new EntryRefused('This raffle has ended.');
      if (!acceptsEntries(g, nowIso))
        throw new EntryRefused('This raffle is not accepting entries.');
      const linked = linkedKick(user);
      if (Number(g.require_kick_link) === 1 && !linked)
        throw new EntryRefused(
          'This raffle is for members with a linked Kick account: link yours in Settings, then enter.',
          403,
        );
      const base = {
        giveaway_id: id,
        user_id: user.id,
        // A linked member enters under their Kick account, whatever was typed.
        kick_username: linked ?? input.kick_username,
        created_at: nowIso,
      };
      if (input.entry_type === 'passwordless') {
        if (Number(g.allow_passwordless_entry) !== 1)
          throw new EntryRefused('Free entry is not available for this raffle.');
        await trx
          .insertInto('giveaway_entries')
          .values({ ...base, entry_type: 'passwordless', points_spent: 0 })
          .execute();
        return { added: 1 };
      }
      if (input.entry_type === 'password') {
        if (g.password_hash == null)
          throw new EntryRefused('Password entry is not available for this raffle.');
        if (!passwordMatches(g.password_hash, input.password ?? ''))
          throw new EntryRefused('Incorrect password.');
        await trx
          .insertInto('giveaway_entries')
          .values({ ...base, entry_type: 'password', points_spent: 0 })
          .execute();
        return { added: 1 };
      }
      const perEntry = Number(g.points_per_entry);
      if (Number(g.allow_points_entry) !== 1 || perEntry <= 0)
        throw new EntryRefused('Points entry is not available for this raffle.');
      const count = Math.floor((input.points_spent ?? 0) / perEntry);
      if (count < 1)
        throw new EntryRefused(`You need to spend at least ${perEntry} points for one entry.`);
      const max = g.max_points_entries;
      const cost = count * perEntry;
      if (max > 0 && count > max) throw capReached(max, await countPointsEntries(trx, id, user.id));
      // The row's lock (PostgreSQL) orders a member's concurrent purchases; the cap is checked
      // against the count each one finds there.
      const row = await trx
        .insertInto('giveaway_entries')
        .values({ ...base, entry_type: 'points', entries: count, points_spent: cost })
        .onConflict((oc) => {
          const update = oc
            .columns(['giveaway_id', 'user_id', 'entry_type', 'legacy_line'])
            .doUpdateSet({
              entries: sql<number>`giveaway_entries.entries + ${count}`,
              points_spent: sql<number>`giveaway_entries.points_spent + ${cost}`,
            });
          return max > 0
            ? update.where(sql<boolean>`giveaway_entries.entries + ${count} <= ${max}`)
            : update;
        })
        .returning('id')
        .executeTakeFirst();
      if (!row) throw capReached(max, await countPointsEntries(trx, id, user.id));
      await changePoints(trx, {
        userId: user.id,
        delta: -cost,
        reason: 'giveaway_entry',
        refType: 'giveaway',
        refId: id,
        at: now,
      });
      return { added: count };
    }).then(async ({ added }) => ({
      success: true as const,
      message:
        input.entry_type === 'points' && added > 1
          ? `Successfully entered the raffle with ${added} entries!`
          : ENTERED_MESSAGE,
      entries_added: added,
      user_points: await currentPoints(db, user.id),
    }));
  } catch (error) {
    if (isUniqueViolation(error))
      throw new EntryRefused(
        input.entry_type === 'password'
          ? 'You have already entered with the password.'
          : 'You have already used your free entry.',
      );
    if (error instanceof InsufficientPointsError) throw new EntryRefused(error.message);
    throw error;
  }
}

function capReached(max: number, had: number): EntryRefused {
  const left = Math.max(0, max - had);
  return new EntryRefused(
    left === 0
      ? `You already have the maximum of ${max} points entries.`
      : `You can buy at most ${left} more points ${left === 1 ? 'entry' : 'entries'}.`,
  );
}

async function currentPoints(db: Db, userId: number): Promise<number> {
  const r = await db
    .selectFrom('users')
    .select('points')
    .where('id', '=', userId)
    .executeTakeFirst();
  return Number(r?.points ?? 0);
}
