import { createMember } from '../../core/users/factories';
import type { TestApp } from '../../test/app';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import { notify } from './service';

describe.each(testDialects())('notifications on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  const list = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/notifications', headers });
  const post = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, headers, payload: {} });

  it("lists the member's unread notifications, newest first, at most 50", async () => {
    const m = await createMember(t.db);
    const other = await createMember(t.db);
    const base = Date.parse('2026-11-01T00:00:00.000Z');
    for (let i = 0; i < 55; i++) {
      await notify(
        t.db,
        m.id,
        {
          type: 'giveaway',
          title: `Note ${i}`,
          message: `Message ${i}`,
          url: i % 2 ? '/raffles' : null,
        },
        new Date(base + i * 60_000),
      );
    }
    await notify(t.db, other.id, { type: 'system', title: 'Not yours', message: 'x' });
    const s = headersOf(await t.login(m.username));
    const res = await list(s);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toHaveLength(50);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      type: 'giveaway',
      data: { type: 'giveaway', title: 'Note 54', message: 'Message 54', url: null },
      read_at: null,
      created_at: new Date(base + 54 * 60_000).toISOString(),
    });
    expect(body[49].data.title).toBe('Note 5');
    expect(body.some((n: { data: { title: string } }) => n.data.title === 'Not yours')).toBe(false);
  });

  it("marks one read (own only: another member's id is a 404) and all read", async () => {
    const m = await createMember(t.db);
    const other = await createMember(t.db);
    const mine = await notify(t.db, m.id, {
      type: 'friend_request',
      title: 'New friend request',
      message: 'a',
      url: '/friends',
    });
    await notify(t.db, m.id, { type: 'daily_reward', title: 'Daily reward claimed', message: 'b' });
    const theirs = await notify(t.db, other.id, { type: 'system', title: 'Theirs', message: 'c' });
    const s = headersOf(await t.login(m.username));

    const foreign = await post(`/notifications/${theirs}/read`, s);
    expect(foreign.statusCode).toBe(404);
    const theirRow = await t.db
      .selectFrom('notifications')
      .select('read_at')
      .where('id', '=', theirs)
      .executeTakeFirstOrThrow();
    expect(theirRow.read_at).toBeNull();
    expect((await post('/notifications/999999/read', s)).statusCode).toBe(404);
    expect((await post('/notifications/abc/read', s)).statusCode).toBe(400);

    const read = await post(`/notifications/${mine}/read`, s);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ success: true });
    expect((await post(`/notifications/${mine}/read`, s)).statusCode).toBe(200); // already read is fine
    expect((await list(s)).json().map((n: { data: { title: string } }) => n.data.title)).toEqual([
      'Daily reward claimed',
    ]);

    const all = await post('/notifications/read-all', s);
    expect(all.json()).toEqual({ success: true, count: 1 });
    expect((await list(s)).json()).toEqual([]);
    // read-all touched only this member's notifications.
    const still = await t.db
      .selectFrom('notifications')
      .select('read_at')
      .where('id', '=', theirs)
      .executeTakeFirstOrThrow();
    expect(still.read_at).toBeNull();
  });

  it('is member-only and CSRF-checked', async () => {
    const anon = await t.anonymous();
    expect((await list(headersOf(anon))).statusCode).toBe(401);
    expect((await post('/notifications/read-all', headersOf(anon))).statusCode).toBe(401);
    expect((await post('/notifications/1/read', headersOf(anon))).statusCode).toBe(401);
    const m = await createMember(t.db);
    const s = await t.login(m.username);
    expect((await post('/notifications/read-all', { cookie: s.cookie })).statusCode).toBe(403);
  });
});
