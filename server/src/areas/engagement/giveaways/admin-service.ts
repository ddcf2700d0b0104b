import { adminGiveawaySchema } from '@lobby/contract-engagement';
import type {
  AdminGiveaway,
  AdminGiveawayInput,
  AdminGiveawayResponse,
  AdminGiveawaysResponse,
  GiveawayEntry,
} from '@lobby/contract-engagement';
import { pageOf, pageOffset } from '@lobby/shared-api/contract';
import type { PagedQuery } from '@lobby/shared-api/contract';
import {
  assertNotBelowFloor,
  assertPrizeWithinLimits,
  prizeTotal,
} from '../../../core/admin/duties';
import { readStreamSettings } from '../../../core/chat/settings';
import { withTransaction } from '../../../core/db';
import type { Db } from '../../../core/db';
import { emit } from '../../../core/events';
import { notFound, unprocessable } from '../../../core/http/errors';
import { dollarsToCents } from '../../../core/money';
import type { DrawAdmin } from '../draws/admin-routes';
import { drawSaved } from '../draws/admin-service';
import { newDrawSeed } from '../draws/commitment';
import { csvText } from '../shared/admin-replies';
import { giveawayDraws } from './draw';
import { countGiveaways, findGiveaway, listGiveawayRows } from './repository';
import {
  getGiveaway,
  getGiveawayEntries,
  getGiveawayEntriesPage,
  hashGiveawayPassword,
  toGiveaways,
} from './service';
import type { GiveawayRow } from './tables';

type Admin = DrawAdmin<AdminGiveawayInput, GiveawayEntry>;

/** One page of Admin › Giveaways, latest end first (id breaks ties). */
export async function adminListGiveaways(
  db: Db,
  basePath: string,
  nowIso: string,
  page: PagedQuery,
): Promise<AdminGiveawaysResponse> {
  const [rows, total] = await Promise.all([
    listGiveawayRows(db, undefined, { limit: page.per_page, offset: pageOffset(page) }),
    countGiveaways(db),
  ]);
  const list = await toGiveaways(db, basePath, rows, nowIso);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const data = list.map((g): AdminGiveaway => ({
    ...g,
    has_password: byId.get(g.id)!.password_hash != null,
    commitment: byId.get(g.id)!.commitment,
    chat_entry: Number(byId.get(g.id)!.chat_entry) === 1,
    chat_keyword: byId.get(g.id)!.chat_keyword,
  }));
  return pageOf(data, page, total);
}

function columns(input: AdminGiveawayInput) {
  return {
    title: input.title,
    description: input.description,
    image: input.image,
    prize_type: input.prize_type,
    prize_value:
      input.prize_type === 'cash'
        ? dollarsToCents(input.prize_value)
        : input.prize_type === 'points'
          ? input.prize_value
          : 0,
    prize_description: input.prize_description,
    number_of_winners: input.number_of_winners,
    end_datetime: input.end_datetime,
    is_accepting_entries: input.is_accepting_entries ? (1 as const) : (0 as const),
    allow_passwordless_entry: input.allow_passwordless_entry ? (1 as const) : (0 as const),
    allow_points_entry: input.allow_points_entry ? (1 as const) : (0 as const),
    points_per_entry: input.allow_points_entry ? input.points_per_entry : 0,
    max_points_entries: input.allow_points_entry ? input.max_points_entries : 0,
    chat_entry: input.chat_entry ? (1 as const) : (0 as const),
    chat_keyword: input.chat_keyword,
    require_kick_link: input.require_kick_link ? (1 as const) : (0 as const),
  };
}

/** What the audit log keeps of a giveaway (never the password's hash or the seed). */
function auditView(g: GiveawayRow) {
  const { password_hash, draw_seed, ...rest } = g;
  return { ...rest, has_password: password_hash != null, has_seed: draw_seed != null };
}

function checkMethods(
  v: { allow_passwordless_entry: boolean; allow_points_entry: boolean; chat_entry: boolean },
  hasPassword: boolean,
) {
  if (!v.allow_passwordless_entry && !v.allow_points_entry && !v.chat_entry && !hasPassword)
    throw unprocessable('Allow at least one entry method.', {
      allow_passwordless_entry: ['Allow free entry, points entry, chat entry or a password'],
    });
}

/** What a giveaway pays in all (each winner gets the prize), for the moderators' prize limits. */
const giveawayPrize = (type: string, value: number, winners: number) =>
  prizeTotal([{ type, value: value * winners }]);

/** Creates a giveaway and commits its draw seed (sha256 published from now on). */
export const adminCreateGiveaway: Admin['create'] = async (db, input, actor, now, drand) => {
  const actorId = actor.id;
  checkMethods(input, !!input.password);
  if (input.end_datetime <= now.toISOString())
    throw unprocessable('The end must be in the future.', {
      end_datetime: ['The end must be in the future'],
    });
  const { seed, commitment } = newDrawSeed();
  return withTransaction(db, async (trx) => {
    await assertPrizeWithinLimits(
      trx,
      actor,
      giveawayPrize(input.prize_type, input.prize_value, input.number_of_winners),
      { area: 'engagement', action: 'giveaway.create', entity: 'giveaway' },
    );
    if (input.allow_points_entry)
      await assertNotBelowFloor(trx, actor, 'entry_cost_min', input.points_per_entry, {
        area: 'engagement',
        action: 'giveaway.create',
        entity: 'giveaway',
      });
    const row = await trx
      .insertInto('giveaways')
      .values({
        ...columns(input),
        password_hash: input.password ? hashGiveawayPassword(input.password) : null,
        commitment,
        draw_seed: seed,
        drawn_at: null,
        created_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await drawSaved(trx, 'giveaway', row.id, actorId, now, drand, {
      closesAt: row.end_datetime,
      view: auditView(row),
    });
    if (Number(row.is_accepting_entries) === 1)
      await emit('giveaway-opened', {
        db: trx,
        giveawayId: row.id,
        title: row.title,
        endsAt: row.end_datetime,
        chatKeyword:
          Number(row.chat_entry) === 1
            ? (row.chat_keyword ?? (await readStreamSettings(trx)).joinKeyword)
            : null,
        at: now,
      });
    return row.id;
  });
};

/** Edits a giveaway that is not drawn yet (its seed and commitment never change). */
export const adminUpdateGiveaway: Admin['update'] = (db, id, input, actor, now, drand) =>
  withTransaction(db, async (trx) => {
    const actorId = actor.id;
    const before = await findGiveaway(trx, id);
    if (!before) throw notFound('Giveaway not found');
    if (before.drawn_at != null) throw unprocessable('A drawn giveaway cannot be edited.');
    const stored = Number(before.prize_value);
    await assertPrizeWithinLimits(
      trx,
      actor,
      giveawayPrize(input.prize_type, input.prize_value, input.number_of_winners),
      { area: 'engagement', action: 'giveaway.update', entity: 'giveaway', entityId: id },
      giveawayPrize(
        before.prize_type,
        before.prize_type === 'cash' ? stored / 100 : stored,
        Number(before.number_of_winners),
      ),
    );
    if (input.allow_points_entry)
      await assertNotBelowFloor(
        trx,
        actor,
        'entry_cost_min',
        input.points_per_entry,
        { area: 'engagement', action: 'giveaway.update', entity: 'giveaway', entityId: id },
        Number(before.allow_points_entry) ? Number(before.points_per_entry) : null,
      );
    const password_hash =
      input.password === undefined
        ? before.password_hash
        : input.password
          ? hashGiveawayPassword(input.password)
          : null;
    checkMethods(input, password_hash != null);
    const after = await trx
      .updateTable('giveaways')
      .set({ ...columns(input), password_hash })
      .where('id', '=', id)
      .where('drawn_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!after) throw unprocessable('A drawn giveaway cannot be edited.');
    await drawSaved(
      trx,
      'giveaway',
      id,
      actorId,
      now,
      drand,
      { closesAt: after.end_datetime, view: auditView(after) },
      { closesAt: before.end_datetime, view: auditView(before) },
    );
  });

/** The entry rows as CSV, each with its count (Admin › Giveaways › Export entries). */
export function entriesCsv(entries: GiveawayEntry[]): string {
  return csvText(
    [
      'entry_id',
      'created_at',
      'user_id',
      'username',
      'kick_username',
      'entry_type',
      'entries',
      'points_spent',
    ],
    entries.map((e) => [
      e.id,
      e.created_at,
      e.user.id,
      e.user.username,
      e.user.kick_username ?? '',
      e.entry_type,
      e.entries,
      e.points_spent,
    ]),
  );
}

/** Admin › Giveaways' detail: the public page's, with the settings staff edit. */
async function adminGetGiveaway(
  ...[db, basePath, id, view]: Parameters<typeof getGiveaway>
): Promise<AdminGiveawayResponse['data']> {
  const data = await getGiveaway(db, basePath, id, view);
  const row = await findGiveaway(db, id);
  return {
    ...data,
    has_password: row?.password_hash != null,
    chat_entry: Number(row?.chat_entry) === 1,
    chat_keyword: row?.chat_keyword ?? null,
  };
}

/** Admin › Giveaways on the admin draw routes (draws/admin-routes.ts). */
export const giveawayAdmin: Admin = {
  subject: giveawayDraws,
  label: 'Giveaway',
  schema: adminGiveawaySchema,
  list: adminListGiveaways,
  detail: adminGetGiveaway,
  create: adminCreateGiveaway,
  update: adminUpdateGiveaway,
  entries: 'entries',
  entriesPage: getGiveawayEntriesPage,
  entriesCsv: async (db, basePath, id) => entriesCsv(await getGiveawayEntries(db, basePath, id)),
  csvFile: (id) => `giveaway-${id}-entries.csv`,
};
