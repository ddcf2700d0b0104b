import { createMember } from '../../../core/users/factories';
import { buildTestApp, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { expectPagedList } from '../../../test/paging';
import { createGiveaway } from '../giveaways/factories';
import { createSlots } from '../slots/factories';
import { createWagerRaffle } from '../wager-raffles/factories';

describe.each(testDialects())('engagement admin lists are paged (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await createMember(t.db, { username: 'mod', role: 'moderator' });
    cookie = (await t.login('mod')).cookie;
    // Two giveaways end at the same instant: the id orders them the same way on every page.
    const same = '2026-05-01T20:00:00.000Z';
    for (const endAt of [same, same, '2026-04-01T20:00:00.000Z', '2026-06-01T20:00:00.000Z', same])
      await createGiveaway(t.db, { endAt });
    for (let i = 0; i < 5; i += 1) await createWagerRaffle(t.db, { name: `Raffle ${i}` });
  });

  it('pages the open call session’s queue in call order, and answers no rows before any session', async () => {
    const none = await t.app.inject({
      url: '/api/admin/engagement/slot-calls',
      headers: { cookie },
    });
    expect(none.json()).toMatchObject({ session: null, data: [], total: 0, last_page: 1 });
    const [slot] = await createSlots(t.db, ['Paged Slot']);
    const at = '2026-11-23T12:00:00.000Z';
    const session = await t.db
      .insertInto('slot_call_sessions')
      .values({ title: 'Paged', status: 'open', opened_by: null, opened_at: at, closed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 5; i += 1)
      await t.db
        .insertInto('slot_calls')
        .values({
          session_id: session.id,
          kick_user_id: `k${i}`,
          kick_username: `viewer${i}`,
          user_id: null,
          slot_id: slot!.id,
          requested: 'paged',
          created_at: at,
          updated_at: at,
        })
        .execute();
    const ids = await expectPagedList(t, cookie, '/api/admin/engagement/slot-calls');
    expect(ids).toEqual([...ids].sort((a, b) => Number(a) - Number(b)));
    const page = await t.app.inject({
      url: '/api/admin/engagement/slot-calls?page=2&per_page=2',
      headers: { cookie },
    });
    expect(page.json()).toMatchObject({ session: { title: 'Paged' }, blacklist: [] });
    expect(page.json().data.map((c: { kick_username: string }) => c.kick_username)).toEqual([
      'viewer2',
      'viewer3',
    ]);
  });
  afterAll(() => t.close());

  it('pages the giveaways, latest end first then highest id', async () => {
    const ids = await expectPagedList(t, cookie, '/api/admin/engagement/giveaways');
    expect(ids).toHaveLength(5);
    const res = await t.app.inject({ url: '/api/admin/engagement/giveaways', headers: { cookie } });
    const ends = res.json().data.map((g: { end_datetime: string }) => g.end_datetime);
    expect(ends).toEqual([...ends].sort().reverse());
    expect(ids.slice(1, 4)).toEqual([...ids.slice(1, 4)].sort((a, b) => Number(b) - Number(a)));
  });

  it('pages the wager raffles and still lists every casino', async () => {
    const ids = await expectPagedList(t, cookie, '/api/admin/engagement/wager-raffles');
    expect(ids).toHaveLength(5);
    const res = await t.app.inject({
      url: '/api/admin/engagement/wager-raffles?page=3&per_page=2',
      headers: { cookie },
    });
    expect(res.json()).toMatchObject({ current_page: 3, last_page: 3, casinos: [] });
    expect(res.json().data).toHaveLength(1);
  });

  it('pages a giveaway’s entries in entry order (the CSV stays whole)', async () => {
    const g = await createGiveaway(t.db, { title: 'Paged entries' });
    const at = '2026-11-20T12:00:00.000Z';
    for (let i = 0; i < 5; i += 1) {
      const m = await createMember(t.db, { username: `entrant${i}` });
      await t.db
        .insertInto('giveaway_entries')
        .values({
          giveaway_id: g.id,
          user_id: m.id,
          entry_type: 'points',
          kick_username: `kick_entrant${i}`,
          entries: 100 * (i + 1),
          points_spent: 1000 * (i + 1),
          created_at: at,
        })
        .execute();
    }
    const url = `/api/admin/engagement/giveaways/${g.id}/entries`;
    const ids = await expectPagedList(t, cookie, url);
    expect(ids).toHaveLength(5);
    expect(ids).toEqual([...ids].sort((a, b) => Number(a) - Number(b)));
    const two = await t.app.inject({ url: `${url}?page=2&per_page=2`, headers: { cookie } });
    expect(two.json().data.map((e: { user: { username: string } }) => e.user.username)).toEqual([
      'entrant2',
      'entrant3',
    ]);
    // A member's points entries are one line with their count.
    expect(two.json().data.map((e: { entries: number }) => e.entries)).toEqual([300, 400]);
    const csv = await t.app.inject({
      url: `${url.replace(/entries$/, 'entries.csv')}`,
      headers: { cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(6);
    expect(csv.body.split('\n')[1]).toMatch(/,points,100,1000$/);
    const missing = await t.app.inject({
      url: '/api/admin/engagement/giveaways/999999/entries?page=2',
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('pages a wager raffle’s ticket holders in ticket order (the CSV stays whole)', async () => {
    const raffle = await createWagerRaffle(t.db, { name: 'Paged tickets' });
    const at = '2026-11-20T12:00:00.000Z';
    // Five holders in ticket order, written out of order, and one member without tickets.
    for (const [i, first] of [31, 1, 21, 11, 41, 0].entries()) {
      const m = await createMember(t.db, { username: `holder${i}` });
      await t.db
        .insertInto('wager_raffle_participants')
        .values({
          raffle_id: raffle.id,
          user_id: m.id,
          platform: null,
          total_wagered: first === 0 ? 500 : 10_000,
          ticket_count: first === 0 ? 0 : 10,
          first_ticket: first,
          created_at: at,
        })
        .execute();
    }
    const url = `/api/admin/engagement/wager-raffles/${raffle.id}/tickets`;
    const users = await expectPagedList(t, cookie, url, {
      idOf: (r) => (r as unknown as { user: { id: number } }).user.id,
    });
    expect(users).toHaveLength(5);
    const two = await t.app.inject({ url: `${url}?page=2&per_page=2`, headers: { cookie } });
    expect(
      two
        .json()
        .data.map((x: { user: { username: string }; first_ticket: number }) => [
          x.user.username,
          x.first_ticket,
        ]),
    ).toEqual([
      ['holder2', 21],
      ['holder0', 31],
    ]);
    const csv = await t.app.inject({ url: `${url}.csv`, headers: { cookie } });
    expect(csv.body.trim().split('\n')).toHaveLength(6);
  });
});
