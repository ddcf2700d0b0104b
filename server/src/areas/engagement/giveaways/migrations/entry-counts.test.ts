import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { giveawayListText } from '@lobby/contract-engagement';
import type { Database } from '../../../../core/db';
import { createMember } from '../../../../core/users/factories';
import { buildTestApp, testDialects } from '../../../../test/app';
import type { TestApp } from '../../../../test/app';
import { createGiveaway } from '../factories';
import { down, up } from './20261126120000-engagement-giveaway-entry-counts';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const HOUR = 3_600_000;
const at = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

describe.each(testDialects())('giveaway entry counts migration (%s)', (dialect) => {
  let t: TestApp;
  // The migration works on the tables as they were, before its columns existed.
  let legacy: Kysely<any>;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    legacy = t.db as Kysely<any>;
  });
  afterAll(() => t.close());

  const rowsOf = (db: Kysely<Database>, giveawayId: number) =>
    db
      .selectFrom('giveaway_entries')
      .selectAll()
      .where('giveaway_id', '=', giveawayId)
      .orderBy('id')
      .execute();

  it('folds one row per entry into counts, keeps drawn lists line for line, and back', async () => {
    const [a, b] = [await createMember(t.db), await createMember(t.db)];
    const open = await createGiveaway(t.db, { endAt: at(2), pointsPerEntry: 10 });
    const drawn = await createGiveaway(t.db, { endAt: at(-2), pointsPerEntry: 10 });
    await down(legacy);

    const entry = (giveaway_id: number, user_id: number, type: string, points = 0) => ({
      giveaway_id,
      user_id,
      entry_type: type,
      kick_username: `k${user_id}`,
      points_spent: points,
      created_at: at(-1),
    });
    // Interleaved purchases, as one row per entry wrote them.
    await legacy
      .insertInto('giveaway_entries')
      .values([
        entry(open.id, a.id, 'passwordless'),
        entry(open.id, a.id, 'points', 10),
        entry(open.id, b.id, 'points', 10),
        entry(open.id, a.id, 'points', 10),
        entry(open.id, b.id, 'passwordless'),
        entry(open.id, a.id, 'points', 20),
        entry(drawn.id, a.id, 'points', 10),
        entry(drawn.id, b.id, 'points', 10),
        entry(drawn.id, a.id, 'points', 10),
      ])
      .execute();
    const drawnLines = (await rowsOf(t.db, drawn.id)).map((e) => ({
      entry_id: Number(e.id),
      user_id: Number(e.user_id),
    }));
    const published = giveawayListText(drawnLines);
    await legacy
      .updateTable('giveaways')
      .set({ drawn_at: at(-1), list_hash: sha256(published) })
      .where('id', '=', drawn.id)
      .execute();

    await up(legacy);
    const folded = (await rowsOf(t.db, open.id)).map((e) => ({
      user_id: Number(e.user_id),
      entry_type: e.entry_type,
      entries: Number(e.entries),
      points_spent: Number(e.points_spent),
    }));
    expect(folded).toEqual([
      { user_id: a.id, entry_type: 'passwordless', entries: 1, points_spent: 0 },
      { user_id: a.id, entry_type: 'points', entries: 3, points_spent: 40 },
      { user_id: b.id, entry_type: 'points', entries: 1, points_spent: 10 },
      { user_id: b.id, entry_type: 'passwordless', entries: 1, points_spent: 0 },
    ]);
    // The drawn giveaway's list is served byte for byte as published.
    expect((await rowsOf(t.db, drawn.id)).map((e) => Number(e.entries))).toEqual([1, 1, 1]);
    const served = await t.app.inject(`/api/r/giveaways/${drawn.id}/draw-list`);
    expect(served.body).toBe(published);
    expect(sha256(served.body)).toBe(sha256(published));
    const listed = (await t.app.inject(`/api/r/giveaways/${open.id}`)).json().data;
    expect(listed).toMatchObject({ entries_count: 6, participants_count: 2 });

    await down(legacy);
    const back = (await legacy
      .selectFrom('giveaway_entries')
      .select(['user_id', 'entry_type', 'points_spent'])
      .where('giveaway_id', '=', open.id)
      .execute()) as { user_id: number; entry_type: string; points_spent: number }[];
    const count = (user: number, type: string) =>
      back.filter((e) => Number(e.user_id) === user && e.entry_type === type);
    expect(count(a.id, 'points')).toHaveLength(3);
    expect(count(a.id, 'points').reduce((n, e) => n + Number(e.points_spent), 0)).toBe(40);
    expect(count(a.id, 'passwordless')).toHaveLength(1);
    expect(count(b.id, 'points')).toHaveLength(1);
    expect(back).toHaveLength(6);
    await up(legacy);
    expect(await rowsOf(t.db, open.id)).toHaveLength(4);
  });
});
