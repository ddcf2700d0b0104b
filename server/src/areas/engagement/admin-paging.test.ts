import { createMember } from '../../core/users/factories';
import { buildTestApp, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';
import { expectPagedList } from '../../test/paging';
import { createGiveaway } from './giveaways/factories';
import { createWagerRaffle } from './wager-raffles/factories';

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
});
