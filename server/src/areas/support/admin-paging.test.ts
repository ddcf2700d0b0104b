import { createMember } from '../../core/users/factories';
import { buildTestApp, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';
import { expectPagedList } from '../../test/paging';
import { createTicketRow } from './tickets/factories';

describe.each(testDialects())('support admin lists are paged (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const member = await createMember(t.db, { username: 'asker' });
    await createMember(t.db, { username: 'mod', role: 'moderator' });
    cookie = (await t.login('mod')).cookie;
    // Same last activity for most: the id keeps their order on every page.
    const rows: [string, 'low' | 'medium' | 'high' | 'urgent', string][] = [
      ['A', 'low', '2026-11-20T12:00:00.000Z'],
      ['B', 'urgent', '2026-11-20T12:00:00.000Z'],
      ['C', 'medium', '2026-11-21T12:00:00.000Z'],
      ['D', 'urgent', '2026-11-19T12:00:00.000Z'],
      ['E', 'high', '2026-11-20T12:00:00.000Z'],
    ];
    for (const [title, priority, at] of rows)
      await createTicketRow(t.db, { userId: member.id, title, priority, at });
    for (let i = 0; i < 5; i += 1)
      await t.db
        .insertInto('contact_messages')
        .values({
          name: `Sender ${i}`,
          email: 'sender@example.com',
          subject: i === 4 ? 'Handled already' : `Question ${i}`,
          message: 'Hello there',
          ip: null,
          user_id: null,
          created_at: '2026-11-20T12:00:00.000Z',
          handled_at: i === 4 ? '2026-11-21T12:00:00.000Z' : null,
        })
        .execute();
  });
  afterAll(() => t.close());

  const titles = async (url: string) =>
    (await t.app.inject({ url, headers: { cookie } }))
      .json()
      .data.map((r: { title: string }) => r.title);

  it('pages the tickets inbox in each sort order, filters kept', async () => {
    await expectPagedList(t, cookie, '/api/admin/support/tickets');
    expect(await titles('/api/admin/support/tickets')).toEqual(['C', 'E', 'B', 'A', 'D']);
    await expectPagedList(t, cookie, '/api/admin/support/tickets?sort=priority');
    expect(await titles('/api/admin/support/tickets?sort=priority&page=2&per_page=2')).toEqual([
      'E',
      'C',
    ]);
    await expectPagedList(t, cookie, '/api/admin/support/tickets?sort=created');
    expect(await titles('/api/admin/support/tickets?sort=created&per_page=3')).toEqual([
      'E',
      'D',
      'C',
    ]);
    const urgent = await t.app.inject({
      url: '/api/admin/support/tickets?priority=urgent&per_page=1&page=2',
      headers: { cookie },
    });
    expect(urgent.json()).toMatchObject({ total: 2, last_page: 2, data: [{ title: 'D' }] });
    expect(urgent.json().staff).toEqual([{ id: expect.any(Number), username: 'mod' }]);
  });

  it('pages the contact messages, newest first, per handled state', async () => {
    const open = await expectPagedList(t, cookie, '/api/admin/support/contact');
    expect(open).toHaveLength(4);
    const all = await expectPagedList(t, cookie, '/api/admin/support/contact?handled=all');
    expect(all).toEqual([...all].sort((a, b) => Number(b) - Number(a)));
  });
});
