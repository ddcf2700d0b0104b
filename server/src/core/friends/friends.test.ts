import { createMember } from '../../core/users/factories';
import { movableClock } from '../../test/accounts';
import type { TestApp } from '../../test/app';
import { buildTestApp, headersOf, testDialects } from '../../test/app';

describe.each(testDialects())('friends on %s', (dialect) => {
  let t: TestApp;
  const clock = movableClock(new Date('2026-11-21T12:00:00.000Z'));
  beforeAll(async () => {
    t = await buildTestApp(dialect, { clock });
  });
  afterAll(() => t.close());

  type H = Record<string, string>;
  const get = (url: string, headers: H) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: H, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const del = (url: string, headers: H) => t.app.inject({ method: 'DELETE', url, headers });
  const notesOf = (userId: number) =>
    t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  async function pair() {
    const a = await createMember(t.db, { global_name: 'Alice A' });
    const b = await createMember(t.db, { kick_username: 'bobkick' });
    return {
      a,
      b,
      ha: headersOf(await t.login(a.username)),
      hb: headersOf(await t.login(b.username)),
    };
  }

  it('request → accept → friends both ways, with notifications', async () => {
    const { a, b, ha, hb } = await pair();
    const sent = await post('/api/friends/requests', ha, { user_id: b.id });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ success: true, message: 'Friend request sent' });
    expect(await notesOf(b.id)).toEqual([
      expect.objectContaining({
        type: 'friend_request',
        title: 'New friend request',
        url: '/friends',
      }),
    ]);

    const outgoing = (await get('/api/friends/requests', ha)).json();
    expect(outgoing).toEqual([
      {
        id: expect.any(Number),
        direction: 'outgoing',
        created_at: expect.any(String),
        user: expect.objectContaining({ id: b.id, username: b.username }),
      },
    ]);
    const incoming = (await get('/api/friends/requests', hb)).json();
    expect(incoming).toEqual([
      expect.objectContaining({
        direction: 'incoming',
        user: expect.objectContaining({ id: a.id, name: 'Alice A' }),
      }),
    ]);
    const requestId = incoming[0].id;

    // Only the addressee accepts.
    expect((await post(`/api/friends/requests/${requestId}/accept`, ha)).statusCode).toBe(404);
    const ok = await post(`/api/friends/requests/${requestId}/accept`, hb);
    expect(ok.statusCode).toBe(200);
    expect((await notesOf(a.id)).map((n) => n.title)).toEqual(['Friend request accepted']);
    expect((await post(`/api/friends/requests/${requestId}/accept`, hb)).statusCode).toBe(404);

    const friendsOfA = (await get('/api/friends', ha)).json();
    expect(friendsOfA).toEqual([
      {
        id: b.id,
        avatar: null,
        username: b.username,
        name: b.username,
        kick_username: 'bobkick',
        online: true,
      },
    ]); // B was just active
    expect((await get('/api/friends', hb)).json()).toEqual([
      expect.objectContaining({ id: a.id, name: 'Alice A' }),
    ]);
    expect((await get('/api/friends/requests', ha)).json()).toEqual([]);
  });

  it('refuses yourself, duplicates either way round and unknown members', async () => {
    const { a, b, ha, hb } = await pair();
    const self = await post('/api/friends/requests', ha, { user_id: a.id });
    expect(self.statusCode).toBe(400);
    expect((await post('/api/friends/requests', ha, { user_id: 99999999 })).statusCode).toBe(404);
    const bad = await post('/api/friends/requests', ha, { user_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.user_id).toBeDefined();

    expect((await post('/api/friends/requests', ha, { user_id: b.id })).statusCode).toBe(201);
    const dup = await post('/api/friends/requests', ha, { user_id: b.id });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/already sent/);

    // B asking A back accepts A's request instead of making a second one.
    const back = await post('/api/friends/requests', hb, { user_id: a.id });
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toMatch(/now friends/);
    const rows = await t.db
      .selectFrom('friendships')
      .selectAll()
      .where('user_low', '=', Math.min(a.id, b.id))
      .where('user_high', '=', Math.max(a.id, b.id))
      .execute();
    expect(rows).toEqual([expect.objectContaining({ status: 'accepted', requester_id: a.id })]);
    const already = await post('/api/friends/requests', hb, { user_id: a.id });
    expect(already.statusCode).toBe(409);
    expect(already.json().message).toMatch(/already friends/);
  });

  it('crossing requests at the same time leave one row for the pair', async () => {
    const { a, b, ha, hb } = await pair();
    const res = await Promise.all([
      ...Array.from({ length: 5 }, () => post('/api/friends/requests', ha, { user_id: b.id })),
      ...Array.from({ length: 5 }, () => post('/api/friends/requests', hb, { user_id: a.id })),
    ]);
    expect(res.every((r) => [200, 201, 409].includes(r.statusCode))).toBe(true);
    const rows = await t.db
      .selectFrom('friendships')
      .selectAll()
      .where('user_low', '=', Math.min(a.id, b.id))
      .where('user_high', '=', Math.max(a.id, b.id))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('decline (addressee only) and remove', async () => {
    const { a, b, ha, hb } = await pair();
    await post('/api/friends/requests', ha, { user_id: b.id });
    const [req] = (await get('/api/friends/requests', hb)).json();
    expect((await post(`/api/friends/requests/${req.id}/decline`, ha)).statusCode).toBe(404);
    const declined = await post(`/api/friends/requests/${req.id}/decline`, hb);
    expect(declined.statusCode).toBe(200);
    expect((await get('/api/friends/requests', ha)).json()).toEqual([]);
    // Declined: A may ask again.
    expect((await post('/api/friends/requests', ha, { user_id: b.id })).statusCode).toBe(201);
    const [again] = (await get('/api/friends/requests', hb)).json();
    await post(`/api/friends/requests/${again.id}/accept`, hb);

    const removed = await del(`/api/friends/${b.id}`, ha);
    expect(removed.statusCode).toBe(200);
    expect((await get('/api/friends', ha)).json()).toEqual([]);
    expect((await get('/api/friends', hb)).json()).toEqual([]);
    expect((await del(`/api/friends/${b.id}`, ha)).statusCode).toBe(404);
    expect((await del(`/api/friends/${a.id}`, hb)).statusCode).toBe(404);
  });

  it('online means active within the last 5 minutes', async () => {
    const { a, b, ha, hb } = await pair();
    await post('/api/friends/requests', ha, { user_id: b.id });
    await post('/api/friends/requests', hb, { user_id: a.id });
    const online = async () => (await get('/api/friends', ha)).json()[0].online as boolean;

    await get('/api/friends', hb); // B makes a request: last_active = now
    expect(await online()).toBe(true);
    clock.advance(5 * 60_000);
    expect(await online()).toBe(true);
    clock.advance(1000);
    expect(await online()).toBe(false);
    await get('/api/friends', hb);
    expect(await online()).toBe(true);
    clock.set('2026-11-21T12:00:00.000Z');
  });

  it('lists online friends first, then by the name the site shows (Kick name, else username)', async () => {
    const me = await createMember(t.db);
    const hMe = headersOf(await t.login(me.username));
    // The display name 'Aaron' would sort first, but the site shows the Kick name 'zz_kick'.
    const aaron = await createMember(t.db, { global_name: 'Aaron', kick_username: 'zz_kick' });
    const bea = await createMember(t.db, { username: `bea_${aaron.id}`, global_name: 'Zelda' });
    const cal = await createMember(t.db, { global_name: 'Cal', kick_username: 'mm_kick' });
    for (const f of [aaron, bea, cal]) {
      const hf = headersOf(await t.login(f.username));
      await post('/api/friends/requests', hMe, { user_id: f.id });
      await post('/api/friends/requests', hf, { user_id: me.id });
    }
    // Everyone went quiet; then Cal is active again.
    clock.advance(10 * 60_000);
    await get('/api/friends', headersOf(await t.login(cal.username)));
    const list = (await get('/api/friends', hMe)).json() as {
      id: number;
      online: boolean;
    }[];
    expect(list.map((f) => [f.id, f.online])).toEqual([
      [cal.id, true],
      [bea.id, false],
      [aaron.id, false],
    ]);
    clock.set('2026-11-21T12:00:00.000Z');
  });

  it('is member-only', async () => {
    const anon = headersOf(await t.anonymous());
    expect((await get('/api/friends', anon)).statusCode).toBe(401);
    expect((await get('/api/friends/requests', anon)).statusCode).toBe(401);
    expect((await post('/api/friends/requests', anon, { user_id: 1 })).statusCode).toBe(401);
    expect((await post('/api/friends/requests/1/accept', anon)).statusCode).toBe(401);
    expect((await post('/api/friends/requests/1/decline', anon)).statusCode).toBe(401);
    expect((await del('/api/friends/1', anon)).statusCode).toBe(401);
  });
});
