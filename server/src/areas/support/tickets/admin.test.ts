import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { SessionHeaders, TestApp } from '../../../test/app';
import { createTicketRow } from './factories';

describe.each(testDialects())('support admin: tickets and contact messages (%s)', (dialect) => {
  let t: TestApp;
  let member: SessionHeaders;
  let mod: SessionHeaders;
  let memberId: number;
  let modId: number;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    memberId = (await createMember(t.db, { username: 'spinwizard' })).id;
    modId = (await createMember(t.db, { username: 'mod_mia', role: 'moderator' })).id;
    member = await t.login('spinwizard');
    mod = await t.login('mod_mia');
  });
  afterAll(() => t.close());

  const as = (s: SessionHeaders) => headersOf(s);

  it('is for staff only', async () => {
    const anon = await t.anonymous();
    for (const url of ['/api/admin/support/tickets', '/api/admin/support/contact']) {
      expect((await t.app.inject({ url, headers: as(anon) })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: as(member) })).statusCode).toBe(403);
      expect((await t.app.inject({ url, headers: as(mod) })).statusCode).toBe(200);
    }
  });

  it('filters, replies as staff, changes status, assigns, keeps notes internal', async () => {
    const id = await createTicketRow(t.db, {
      userId: memberId,
      title: 'Kick link broken',
      category: 'account',
      priority: 'urgent',
    });
    await createTicketRow(t.db, {
      userId: memberId,
      title: 'Other thing',
      category: 'bug',
      priority: 'low',
    });
    const list = (
      await t.app.inject({
        url: '/api/admin/support/tickets?priority=urgent&q=kick',
        headers: as(mod),
      })
    ).json();
    expect(list.data.map((x: { id: number }) => x.id)).toEqual([id]);
    expect(list.staff.map((s: { username: string }) => s.username)).toEqual(['mod_mia']);
    expect(
      (await t.app.inject({ url: '/api/admin/support/tickets?status=bogus', headers: as(mod) }))
        .statusCode,
    ).toBe(400);

    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/admin/support/tickets/${id}/reply`,
      headers: as(mod),
      payload: { message: 'On it.' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.is_staff).toBe(true);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/support/tickets/${id}`,
      headers: as(mod),
      payload: { status: 'waiting', priority: 'high', assignee_id: modId },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({
      status: 'waiting',
      priority: 'high',
      assignee: { username: 'mod_mia' },
    });
    const badAssignee = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/support/tickets/${id}`,
      headers: as(mod),
      payload: { assignee_id: memberId },
    });
    expect(badAssignee.statusCode).toBe(400);

    const note = await t.app.inject({
      method: 'POST',
      url: `/api/admin/support/tickets/${id}/notes`,
      headers: as(mod),
      payload: { note: 'Member is a known VIP.' },
    });
    expect(note.json().data.notes[0].note).toBe('Member is a known VIP.');

    const seen = (await t.app.inject({ url: `/api/r/tickets/${id}`, headers: as(member) })).json();
    expect(JSON.stringify(seen)).not.toContain('known VIP');
    expect(seen.data.status).toBe('waiting');
    expect(seen.data.replies[0]).toMatchObject({ is_staff: true, user: { username: 'mod_mia' } });
    const notes = (await t.app.inject({ url: '/api/notifications', headers: as(member) })).json();
    const titles = notes.map((n: { data: { title: string } }) => n.data.title);
    expect(titles).toEqual(expect.arrayContaining(['New reply from support', 'Ticket updated']));

    // The member replies: the ticket is open again.
    await t.app.inject({
      method: 'POST',
      url: `/api/r/tickets/${id}/reply`,
      headers: as(member),
      payload: { message: 'Thanks, still broken.' },
    });
    expect(
      (await t.app.inject({ url: `/api/admin/support/tickets/${id}`, headers: as(mod) })).json()
        .data.status,
    ).toBe('open');

    const actions = (
      await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity_id', '=', String(id))
        .execute()
    ).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['ticket.reply', 'ticket.update', 'ticket.note']),
    );
    expect(
      (await t.app.inject({ url: '/api/admin/support/tickets/999999', headers: as(mod) }))
        .statusCode,
    ).toBe(404);
  });

  it('marks contact messages handled and deletes spam, audited', async () => {
    const insert = (subject: string) =>
      t.db
        .insertInto('contact_messages')
        .values({
          name: 'Ann',
          email: 'ann@example.com',
          subject,
          message: 'Hello there',
          ip: null,
          user_id: null,
          created_at: new Date().toISOString(),
          handled_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const a = Number((await insert('Partnership')).id);
    const b = Number((await insert('BUY CHEAP PILLS')).id);
    const open = (
      await t.app.inject({ url: '/api/admin/support/contact', headers: as(mod) })
    ).json();
    expect(open.data.map((m: { id: number }) => m.id)).toEqual([b, a]);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/support/contact/${a}`,
          headers: as(mod),
          payload: { handled: true },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/support/contact/${b}`,
          headers: as(mod),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/support/contact/${b}`,
          headers: as(mod),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/admin/support/contact', headers: as(mod) })).json().data,
    ).toEqual([]);
    const handled = (
      await t.app.inject({
        url: '/api/admin/support/contact?handled=yes',
        headers: as(mod),
      })
    ).json();
    expect(handled.data[0].handled_at).not.toBeNull();
    const actions = (
      await t.db.selectFrom('audit_log').select('action').where('area', '=', 'support').execute()
    ).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['contact.handle', 'contact.delete']));
  });

  it('searches titles with LIKE wildcards literally, on both databases', async () => {
    const exact = await createTicketRow(t.db, {
      userId: memberId,
      title: 'Payout_delayed 100% again',
      category: 'payment',
      priority: 'medium',
    });
    const lookalike = await createTicketRow(t.db, {
      userId: memberId,
      title: 'PayoutXdelayed 100 again',
      category: 'payment',
      priority: 'medium',
    });
    const ids = async (q: string) =>
      (
        await t.app.inject({
          url: `/api/admin/support/tickets?q=${encodeURIComponent(q)}`,
          headers: as(mod),
        })
      )
        .json()
        .data.map((x: { id: number }) => x.id);
    expect(await ids('payout_delayed')).toEqual([exact]);
    expect(await ids('100%')).toEqual([exact]);
    expect(await ids('payout')).toEqual(expect.arrayContaining([exact, lookalike]));
    expect(await ids('Payout_delayed 100% again')).toEqual([exact]);
  });
});
